// A time typed in a filter or the pool chart's custom range: UTC, as the dashboard writes times ("2026-10-31 23:50:00",
// also with a T, without seconds or the time of day, with " UTC" or "Z" after it), so a time copied from a table
// pastes in. A text input rather than `datetime-local`: the first date input of a page loads the browser's locale
// data (a task of about 100 ms here, before the page's first frame; see digits.ts), and it shows the time in the
// browser's local format, not UTC's.

/** What a time input shows as its placeholder. */
export const UTC_INPUT_FORMAT = 'YYYY-MM-DD HH:MM:SS';

const UTC_INPUT = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?)?(?: ?UTC|Z)?$/i;

/** Unix seconds as a time input's value: "2026-11-01 00:00:00". */
export function toUtcInput(seconds: string | undefined): string {
  if (!seconds) return '';
  return new Date(Number(seconds) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A time input's value, read as UTC, as unix seconds; undefined when empty or not a real date and time. */
export function fromUtcInput(value: string): string | undefined {
  const parts = UTC_INPUT.exec(value.trim());
  if (!parts) return undefined;
  const [, day, time = '00:00', seconds = ':00'] = parts;
  const iso = `${day}T${time}${seconds}.000Z`;
  const ms = Date.parse(iso);
  // Only a date and time that exist: some engines read February 30 as March 2.
  return !Number.isNaN(ms) && new Date(ms).toISOString() === iso ? String(ms / 1000) : undefined;
}
