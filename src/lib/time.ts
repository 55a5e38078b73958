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
