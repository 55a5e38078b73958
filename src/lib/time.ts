// Times as people read them: relative ("5 min. ago") or absolute in UTC, which is how chain data is compared.
import { groupDigits } from './digits';

export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

// English's short relative times, as Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' }) writes
// them, written out here: a page's first Intl call costs a long task (see digits.ts), and every list shows times.
/** Each unit's length in seconds, its short name, and English's words for one of it back and ahead, if any. */
const UNITS: [seconds: number, short: string, adjacent?: [last: string, next: string]][] = [
  [365 * 86_400, 'yr.', ['last yr.', 'next yr.']],
  [30 * 86_400, 'mo.', ['last mo.', 'next mo.']],
  [7 * 86_400, 'wk.', ['last wk.', 'next wk.']],
  [86_400, 'days', ['yesterday', 'tomorrow']],
  [3_600, 'hr.'],
  [60, 'min.'],
  [1, 'sec.'],
];

/** In the largest whole unit: "3 wk. ago", "yesterday", "in 2 hr.", "now"; an unreadable time as it is. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (seconds === 0) return 'now';
  const unit = UNITS.find(([size]) => Math.abs(seconds) >= size);
  if (!unit) return iso;
  const [size, short, adjacent] = unit;
  const count = Math.trunc(seconds / size);
  if (adjacent && Math.abs(count) === 1) return adjacent[count < 0 ? 0 : 1];
  const amount = `${groupDigits(Math.abs(count))} ${short}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

// A time typed in a filter or the chart's custom range: UTC, as the dashboard writes times ("2026-10-31 23:50:00",
// also with a T, without seconds or the time of day, with " UTC" or "Z" after it), so a time copied from a table
// pastes in. A text input rather than `datetime-local`: the first date input of a page loads the browser's locale
// data (a task of about 100 ms here, before the page's first frame; see digits.ts), and it shows the time in the
// browser's local format, not UTC's.

/** What a time input shows as its placeholder. */
export const UTC_INPUT_FORMAT = 'YYYY-MM-DD HH:MM:SS';

const UTC_INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(?: ?UTC|Z)?$/i;

/** Unix seconds as a time input's value: "2026-11-01 00:00:00". */
export function toUtcInput(seconds: string | undefined): string {
  if (!seconds) return '';
  return new Date(Number(seconds) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A time input's value, read as UTC, as unix seconds; undefined when empty or not a real date and time. */
export function fromUtcInput(value: string): string | undefined {
  const parts = UTC_INPUT.exec(value.trim());
  if (!parts) return undefined;
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00'] = parts;
  const iso = `${year}-${month}-${day}T${hours}:${minutes}:${seconds}.000Z`;
  const ms = Date.parse(iso);
  // Only a date and time that exist: some engines read February 30 as March 2.
  return !Number.isNaN(ms) && new Date(ms).toISOString() === iso ? String(ms / 1000) : undefined;
}
