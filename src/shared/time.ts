// Times as people read them: relative ("5 min. ago"), in UTC (how chain data is compared), or in the visitor's own
// time zone with its offset. Written without Intl: a page's first Intl call costs a long task (see numbers/separators.ts).
import { groupDigits } from './numbers/separators';

/** How the visitor chose to read times (the header's "Times" setting). */
export type TimeMode = 'relative' | 'utc' | 'local';

export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A UTC offset as written after a time: "UTC", "UTC+2", "UTC−4:30" (a minus sign, not a hyphen). */
export function offsetLabel(minutesEast: number): string {
  if (minutesEast === 0) return 'UTC';
  const size = Math.abs(minutesEast);
  const minutes = size % 60;
  return `UTC${minutesEast > 0 ? '+' : '−'}${Math.floor(size / 60)}${minutes ? `:${two(minutes)}` : ''}`;
}

/** In this browser's time zone, with the offset in force at that time: "2026-10-31 19:47:00 UTC−4". */
export function formatLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  const time = `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  return `${day} ${time} ${offsetLabel(-date.getTimezoneOffset())}`;
}

/** A time as the mode writes it; `daily` rows (one a day) keep their date in view in the relative mode. */
export function formatTime(iso: string, mode: TimeMode, daily = false, now: number = Date.now()): string {
  if (mode === 'utc') return formatUtc(iso);
  if (mode === 'local') return formatLocal(iso);
  const relative = formatRelative(iso, now);
  return daily ? `${iso.slice(0, 10)}, ${relative}` : relative;
}

// English's short relative times, as Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' }) writes
// them, written out here: a page's first Intl call costs a long task (see numbers/separators.ts), and every list shows times.
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
