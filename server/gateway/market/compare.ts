// GET /market/compare?netuid=1,4,19&range=7d: the subnets' prices over a day or a week from the windows the market
// holds, the lines of the compare page and its embed (src/shared/charts/compare.ts), asking nothing upstream. A
// line's points are its price at even steps through the range, read as the summary reads a change (the last trade
// at or before each step), so that a line's last point over its base is the summary's change over that range.
import { HOUR_BLOCKS, timeOf, type ChainPoint } from '../../../src/api/chain';
import type { MarketCompare } from '../../../src/api/market';
import { own } from '../../../src/api/own';
import {
  COMPARE_RANGES,
  isMarketRange,
  readCompareLink,
  type MarketRange,
} from '../../../src/shared/charts/compare-link';
import { HISTORY_HOURS, hourOf } from './grid';
import { pricesAt } from './summary';
import { STEP_BLOCKS, type WindowStats } from './window-stats';

/** A line's steps: five minutes over a day, half an hour over a week (about 300 points either way). */
const STEP_OF: Record<MarketRange, number> = { '1d': STEP_BLOCKS, '7d': 6 * STEP_BLOCKS };

/** The lines of `netuids` over `range` at `head`, from the windows loaded so far (by window index). */
export function compareLines(
  head: ChainPoint,
  loaded: ReadonlyMap<number, WindowStats>,
  netuids: readonly number[],
  range: MarketRange,
): MarketCompare {
  const hours = COMPARE_RANGES[range];
  const newest = hourOf(head.block);
  const history = Array.from({ length: HISTORY_HOURS }, (_, i) => newest - HISTORY_HOURS + 1 + i);
  const inRange = history.slice(-hours);
  const start = head.block - hours * HOUR_BLOCKS;
  const step = STEP_OF[range];
  const steps: number[] = [];
  for (let block = start + step; block < head.block; block += step) steps.push(block);
  steps.push(head.block);
  return {
    head,
    range,
    coverage: { loaded: inRange.filter((window) => loaded.has(window)).length, of: hours },
    lines: netuids.map((netuid) => {
      const closes = history.flatMap(
        (window) => own(loaded.get(window)?.pools ?? {}, String(netuid))?.closes ?? [],
      );
      let volume = 0n;
      for (const window of inRange) {
        const pool = own(loaded.get(window)?.pools ?? {}, String(netuid));
        if (pool) volume += BigInt(pool.taoIn) + BigInt(pool.taoOut);
      }
      const [base = null, ...atSteps] = pricesAt(closes, [start, ...steps]);
      const [times, prices]: [number[], number[]] = [[], []];
      atSteps.forEach((price, i) => {
        if (price === null) return;
        times.push(timeOf(steps[i] as number, head));
        prices.push(price);
      });
      return { netuid, base, times, prices, volume: String(volume) };
    }),
  };
}

/** What the compare route reads from its query string: the subnets and a range the market holds, or why not. */
export function readMarketCompare(
  search: URLSearchParams,
): { netuids: number[]; range: MarketRange } | { error: string } {
  const { link, ignored } = readCompareLink(search);
  const [first] = ignored;
  if (first) return { error: `${first.param}=${first.value} ${first.reason}` };
  if (link.netuids.length === 0) return { error: 'netuid must name one to eight subnets, as netuid=1,4,19' };
  if (!isMarketRange(link.range))
    return {
      error: `range=${link.range}: the market holds a day and a week (1d, 7d); longer ranges are the charting history's`,
    };
  return { netuids: link.netuids, range: link.range };
}
