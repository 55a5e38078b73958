// Times as people read them: relative ("5 min ago") or absolute in UTC, which is how chain data is compared.

export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });

export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return relative.format(Math.trunc(seconds / size), unit);
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
