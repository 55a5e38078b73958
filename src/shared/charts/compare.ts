// Subnets compared on one chart (its link: compare-link.ts): each subnet's price as its change from the range's
// start. Ranges the market's windows hold (a day, a week) come from the gateway's market at no upstream cost (GET
// /market/compare); longer ones from each pool's charting history, the request its pool page makes for that range.
// Plain code: the compare page, its embed and the gateway's picture read it.
import type { Resolution } from '../../api/chart-schemas';
import { MARKET_COMPARE_PATH, type MarketCompare } from '../../api/market';
import { formatUnits } from '../numbers/amounts';
import type { Bar } from './bars';
import { compareSearch, type CompareLink, type CompareRange, type MarketRange } from './compare-link';
import { firstRequest, linkResolution } from './pool-link';

/**
 * The charting history request of a subnet's line over a range longer than the market's, at `now` (chartNow): its
 * pool page's first request for that range, so one cached answer serves both.
 */
export function historyRequest(
  netuid: number,
  range: Exclude<CompareRange, MarketRange>,
  now: number,
): { netuid: number; resolution: Resolution; from: number; to: number } {
  const link = { range };
  return { netuid, resolution: linkResolution(link, now), ...firstRequest(link, now, 'all') };
}

/** A subnet's prices over a range: what its line is drawn from. */
export interface PriceLine {
  netuid: number;
  /** The price at the range's start (TAO per alpha); null when the pool had none yet (its line starts at its first). */
  base: number | null;
  /** `[time (unix seconds), price]`, ascending; the last is the price now. */
  points: [number, number][];
  /** TAO in and out of the pool over the range. */
  volume: number;
}

/** A line's points as changes from its start: its base, or its first price when it had none at the range's start. */
export function changePoints({ base, points }: PriceLine): { time: number; value: number }[] {
  const start = base ?? points[0]?.[1];
  if (!start) return [];
  return points.map(([time, price]) => ({ time, value: price / start - 1 }));
}

/** Where the market's lines of a comparison over a day or a week are. */
export const marketLinesUrl = (link: CompareLink) => `${MARKET_COMPARE_PATH}?${compareSearch(link)}`;

/** A line as the market sends it (its volume in rao). */
export const marketLine = ({
  netuid,
  base,
  times,
  prices,
  volume,
}: MarketCompare['lines'][number]): PriceLine => ({
  netuid,
  base,
  points: times.map((time, i) => [time, prices[i] ?? 0]),
  volume: Number(formatUnits(volume)),
});

/**
 * A pool's line from its charting history over `from`..: the first bar's open is the price at the range's start
 * (the bar holds it), each bar's close a point.
 */
export function lineFromBars(netuid: number, bars: readonly Bar[]): PriceLine {
  let volume = 0;
  for (const bar of bars) volume += bar.volume;
  return {
    netuid,
    base: bars[0]?.open ?? null,
    points: bars.map((bar) => [bar.time, bar.close]),
    volume,
  };
}

/** A line's value at `time`: its last point at or before it (null before its first). */
export function valueAt(points: readonly { time: number; value: number }[], time: number): number | null {
  let value: number | null = null;
  for (const point of points) {
    if (point.time > time) break;
    value = point.value;
  }
  return value;
}
