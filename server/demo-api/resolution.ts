// How the demo API cuts time into price bars: minute resolutions on multiples of their length since the epoch,
// days 86,400 s apart but not at midnight (the real service's daily bars are not aligned to 00:00 UTC; the demo
// starts them at 23:59:48 UTC, the time of its daily account snapshots), weeks from Monday, and 30-day bars on
// multiples of 30 days since the epoch.
import type { Resolution } from '../../src/api/schemas';

const DAY = 86_400;
const FIRST_MONDAY = 4 * DAY; // 1970-01-05
/** Where a daily bar starts within its day: 12 s before midnight. */
const DAY_START = DAY - 12;

export function barStart(time: number, resolution: Resolution): number {
  switch (resolution) {
    case '7D':
      return Math.floor((time - FIRST_MONDAY) / (7 * DAY)) * 7 * DAY + FIRST_MONDAY;
    case '1D':
      return Math.floor((time - DAY_START) / DAY) * DAY + DAY_START;
    case '30D':
      return Math.floor(time / (30 * DAY)) * 30 * DAY;
    default: {
      const seconds = Number(resolution) * 60;
      return Math.floor(time / seconds) * seconds;
    }
  }
}
