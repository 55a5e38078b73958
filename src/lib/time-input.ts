// A time typed in a filter or the pool chart's custom range, in the zone the visitor reads times in (the header's
// "Times" setting: UTC, or their own time zone), as the dashboard writes times ("2026-10-31 23:50:00"; also with a T,
// without seconds or the time of day), so that a time copied from a table pastes in. A time that names its zone
// ("… UTC", "…Z", "… UTC+2", "… UTC−4:30", as the tables write them) is read in that zone. A text input rather than
// `datetime-local`: the first date input of a page loads the browser's locale data (a task of about 100 ms here,
// before the page's first frame; see numbers/separators.ts), and it writes times in the browser's local format.
import type { TimeMode } from '../shared/time';

/** The zone a typed time without one is read in. */
export type TimeZone = 'utc' | 'local';

export const timeZoneOf = (mode: TimeMode): TimeZone => (mode === 'local' ? 'local' : 'utc');

/** What a time input shows as its placeholder. */
export const TIME_INPUT_FORMAT = 'YYYY-MM-DD HH:MM:SS';

/**
 * The zone as a time input's label names it. Not the local offset: a time typed is read with the offset in force at
 * that time, which may not be today's.
 */
export const zoneLabel = (zone: TimeZone) => (zone === 'utc' ? 'UTC' : 'local time');

/** The accepted forms, said under an input while nothing is wrong. */
export const timeInputHint = (zone: TimeZone) =>
  `${TIME_INPUT_FORMAT}${zone === 'utc' ? '' : ' in your time zone'}; the time of day may be left out`;

const TIME_INPUT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?\s*(?:(?:UTC|Z)(?:([+\-−])(\d{1,2})(?::(\d{2}))?)?)?$/i;
const NAMES_ZONE = /(?:UTC|Z)[^a-z]*$/i;

export type ReadTime = { seconds: string } | { problem: string };

const two = (n: number) => String(n).padStart(2, '0');

/** A typed time as unix seconds, or what is wrong with it; undefined when nothing is typed. */
export function readTimeInput(text: string, zone: TimeZone): ReadTime | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  const parts = TIME_INPUT.exec(typed);
  if (!parts) return { problem: `Write a date and time as ${TIME_INPUT_FORMAT}.` };
  const number = (index: number) => Number(parts[index] ?? 0);
  const [year, month, day] = [number(1), number(2), number(3)];
  const [hours, minutes, seconds] = [number(4), number(5), number(6)];
  const [sign, offsetHours, offsetMinutes] = [parts[7], number(8), number(9)];
  const date = `${parts[1]}-${parts[2]}-${parts[3]}`;
  if (hours > 23 || minutes > 59 || seconds > 59)
    return { problem: `${two(hours)}:${two(minutes)}:${two(seconds)} is not a time of day.` };
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return { problem: `${date} is not a date.` };
  if (offsetHours > 14 || offsetMinutes > 59) return { problem: 'The UTC offset is not one a clock keeps.' };
  if (NAMES_ZONE.test(typed) || zone === 'utc') {
    const offset = (sign === '+' ? 1 : -1) * (offsetHours * 60 + offsetMinutes) * 60_000;
    return { seconds: String((utc - (sign ? offset : 0)) / 1000) };
  }
  const local = new Date(year, month - 1, day, hours, minutes, seconds);
  // A local time the clocks skipped (spring forward) comes back moved by an hour.
  if (local.getHours() !== hours || local.getMinutes() !== minutes)
    return {
      problem: `${date} ${two(hours)}:${two(minutes)} did not happen in your time zone: the clocks moved.`,
    };
  return { seconds: String(local.getTime() / 1000) };
}

/** Unix seconds as a time input's value in `zone`: "2026-11-01 00:00:00". */
export function toTimeInput(seconds: string | undefined, zone: TimeZone): string {
  if (!seconds) return '';
  const date = new Date(Number(seconds) * 1000);
  if (zone === 'utc') return date.toISOString().slice(0, 19).replace('T', ' ');
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}
