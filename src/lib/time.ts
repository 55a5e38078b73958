// Times as people read them: relative ("5 min. ago") or absolute in UTC, which is how chain data is compared.
import { groupDigits } from './digits';

export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const UNITS: [unit: Unit, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];
// English's short relative times, as Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' }) writes
// them, written out here: a page's first Intl call costs a long task (see digits.ts), and every list shows times.
const SHORT: Record<Unit, string> = {
  year: 'yr.',
  month: 'mo.',
  week: 'wk.',
  day: 'days',
  hour: 'hr.',
  minute: 'min.',
  second: 'sec.',
};
/** One unit back and ahead, where English has a word for it. */
const ADJACENT: Partial<Record<Unit, [last: string, next: string]>> = {
  year: ['last yr.', 'next yr.'],
  month: ['last mo.', 'next mo.'],
  week: ['last wk.', 'next wk.'],
  day: ['yesterday', 'tomorrow'],
};

function phrase(count: number, unit: Unit): string {
  if (count === 0) return 'now';
  const adjacent = Math.abs(count) === 1 ? ADJACENT[unit] : undefined;
  if (adjacent) return count < 0 ? adjacent[0] : adjacent[1];
  const amount = `${groupDigits(Math.abs(count))} ${SHORT[unit]}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return phrase(Math.trunc(seconds / size), unit);
  }
  return iso;
}

/** Unix seconds as the value of a `datetime-local` input, read as UTC. */
export function toUtcInput(seconds: string | undefined): string {
  if (!seconds) return '';
  return new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
}

/** A `datetime-local` input's value, read as UTC, as unix seconds; undefined when empty or unreadable. */
export function fromUtcInput(value: string): string | undefined {
  if (!value) return undefined;
  const ms = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(ms) ? undefined : String(Math.floor(ms / 1000));
}
