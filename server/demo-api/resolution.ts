// How the demo API cuts time into price bars: minute resolutions on multiples of their length since the epoch,
// days at 00:00 UTC, weeks from Monday, and 30-day bars on multiples of 30 days since the epoch.
import type { Resolution } from '../../src/api/schemas';

const DAY = 86_400;
const FIRST_MONDAY = 4 * DAY; // 1970-01-05

export function barStart(time: number, resolution: Resolution): number {
  switch (resolution) {
    case '7D':
      return Math.floor((time - FIRST_MONDAY) / (7 * DAY)) * 7 * DAY + FIRST_MONDAY;
    case '1D':
      return Math.floor(time / DAY) * DAY;
    case '30D':
      return Math.floor(time / (30 * DAY)) * 30 * DAY;
    default: {
      const seconds = Number(resolution) * 60;
      return Math.floor(time / seconds) * seconds;
    }
  }
}
