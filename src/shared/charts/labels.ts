// The pool chart's choices as the page names them: bar lengths ("Candle") in short units, ranges ("Range") in
// words, so that a 7-day candle and a 7-day range never read alike.
import { RESOLUTION_TABLE, type Resolution } from '../../api/chart-schemas';
import type { RangePreset } from './bars';

/** The pool page's heading and the first words under it, which the gateway also writes in the page's frame. */
export const poolHeading = (netuid: number) => `Pool of subnet ${netuid}`;
export const POOL_INTRO = "Price of the subnet's alpha in TAO.";

/** A bar length on the chart's buttons, short: "1h". */
export const resolutionLabel = (resolution: Resolution) => RESOLUTION_TABLE[resolution].label;

export const RANGE_LABELS: Record<RangePreset, string> = {
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  all: 'All',
};

/** What "Latest" shows, as its button's title says. */
export const LATEST_TITLE = 'The newest bars; older ones load as you scroll back';

/** The chart's accessible name. */
export const chartLabel = (netuid: number, resolution: Resolution) =>
  `Price of subnet ${netuid}'s alpha, ${resolutionLabel(resolution)} bars`;

const fileTime = (seconds: number) =>
  new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', '-').replace(':', '');

/**
 * The name a saved chart image gets: pool, bar length and the time range it shows (the start of the first and
 * last slot of its time axis in view, UTC), "subnet-31-pool-1h-2026-10-31-0000-to-2026-11-01-0000-utc.png".
 */
export function chartFileName(
  netuid: number,
  resolution: Resolution,
  shown: { from: number; to: number } | null,
): string {
  const range = shown ? `-${fileTime(shown.from)}-to-${fileTime(shown.to)}-utc` : '';
  return `subnet-${netuid}-pool-${resolutionLabel(resolution)}${range}.png`;
}
