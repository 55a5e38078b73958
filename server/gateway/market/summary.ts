// Windows merged into what a visitor reads: each pool's price now, its change over 1 hour, 24 hours and 7 days, its
// 24-hour volume, trades and net flow, its reserves and last trade, and a week's sparkline. The 24-hour figures add
// up the 24 windows to the head's (the current hour so far and the 23 before it); a change compares the price now
// with the last price at or before the block that long ago (to five minutes), and a pool that did not trade in a
// window keeps its last price.
import {
  LARGEST_SWAPS,
  SPARKLINE_POINTS,
  type MarketHour,
  type MarketPool,
  type MarketSubnet,
  type MarketSummary,
} from '../../../src/api/market';
import { HOUR_BLOCKS } from '../../../src/api/chain';
import { own } from '../../../src/api/own';
import { HISTORY_HOURS, WEEK_HOURS, hourOf, hourStart } from './grid';
import { largestSwaps, type PoolWindow, type WindowStats } from './window-stats';

const DAY_HOURS = 24;

/**
 * A pool's prices at `blocks`, ascending, from its closes over the loaded windows, ascending: the price at a block
 * is the last close at or before it, null before the first. One pass over both.
 */
export function pricesAt(closes: readonly [number, string][], blocks: readonly number[]): (number | null)[] {
  let next = 0;
  return blocks.map((block) => {
    while (next < closes.length && (closes[next] as [number, string])[0] <= block) next++;
    return next === 0 ? null : Number((closes[next - 1] as [number, string])[1]);
  });
}

/** A sparkline's point: four significant digits draw it, and keep the summary small. */
const fourDigits = (price: number | null) => (price === null ? null : Number(price.toPrecision(4)));

const changeSince = (now: number, before: number | null) => (before === null ? null : now / before - 1);

function poolSummary(netuid: number, windows: readonly [number, PoolWindow][], head: number): MarketPool {
  const closes = windows.flatMap(([, pool]) => pool.closes);
  const [, newest] = windows.at(-1) as [number, PoolWindow];
  const price = Number(newest.last.price);
  const firstOfDay = hourOf(head) - DAY_HOURS + 1;
  let [taoIn, taoOut, buys, sells] = [0n, 0n, 0, 0];
  for (const [window, pool] of windows) {
    if (window < firstOfDay) continue;
    taoIn += BigInt(pool.taoIn);
    taoOut += BigInt(pool.taoOut);
    buys += pool.buys;
    sells += pool.sells;
  }
  const sparkStep = (WEEK_HOURS * HOUR_BLOCKS) / SPARKLINE_POINTS;
  const ago = (hours: number) => head - hours * HOUR_BLOCKS;
  const [d7 = null, h24 = null, h1 = null] = pricesAt(closes, [ago(WEEK_HOURS), ago(DAY_HOURS), ago(1)]);
  return {
    netuid,
    price: newest.last.price,
    change: { h1: changeSince(price, h1), h24: changeSince(price, h24), d7: changeSince(price, d7) },
    volume24h: String(taoIn + taoOut),
    buys24h: buys,
    sells24h: sells,
    netFlow24h: String(taoIn - taoOut),
    reserves: newest.last.reserves,
    lastTrade: { block: newest.last.block, time: newest.last.time },
    sparkline: pricesAt(
      closes,
      Array.from({ length: SPARKLINE_POINTS }, (_, i) => head - (SPARKLINE_POINTS - 1 - i) * sparkStep),
    ).map(fourDigits),
  };
}

/** Every pool's trading in window `window` of `pools`. */
function hourSummary(window: number, { pools }: WindowStats): MarketHour {
  let [taoIn, taoOut, trades] = [0n, 0n, 0];
  for (const pool of Object.values(pools)) {
    taoIn += BigInt(pool.taoIn);
    taoOut += BigInt(pool.taoOut);
    trades += pool.trades;
  }
  return {
    block: hourStart(window),
    volume: String(taoIn + taoOut),
    netFlow: String(taoIn - taoOut),
    trades,
  };
}

/** Each subnet once, with its current owner, from the owner log's records newest first. */
export function currentOwners(log: readonly MarketSubnet[]): MarketSubnet[] {
  const subnets = new Map<number, MarketSubnet>();
  for (const { netuid, owner } of log) if (!subnets.has(netuid)) subnets.set(netuid, { netuid, owner });
  return [...subnets.values()].sort((a, b) => a.netuid - b.netuid);
}

/**
 * The summary at `head` from the windows loaded so far (closed ones and the tail's), by window index, and the
 * subnets of the owner log.
 */
export function marketSummary(
  head: { block: number; time: number },
  loaded: ReadonlyMap<number, WindowStats>,
  subnets: MarketSubnet[] = [],
): MarketSummary {
  const newest = hourOf(head.block);
  const history = Array.from({ length: HISTORY_HOURS }, (_, i) => newest - HISTORY_HOURS + 1 + i);
  const week = history.slice(-WEEK_HOURS);
  const day = week.slice(-DAY_HOURS);
  const byPool = new Map<number, [number, PoolWindow][]>();
  for (const window of history) {
    const pools = loaded.get(window)?.pools ?? {};
    for (const netuid of Object.keys(pools)) {
      const pool = own(pools, netuid);
      if (!pool) continue;
      const entries = byPool.get(Number(netuid)) ?? [];
      entries.push([window, pool]);
      byPool.set(Number(netuid), entries);
    }
  }
  const count = (windows: number[]) => windows.filter((window) => loaded.has(window)).length;
  return {
    head,
    hours: day.flatMap((window) => {
      const stats = loaded.get(window);
      return stats ? [hourSummary(window, stats)] : [];
    }),
    largestSwaps: largestSwaps(
      day.flatMap((window) => loaded.get(window)?.largest ?? []),
      LARGEST_SWAPS,
    ),
    coverage: {
      hours24: { loaded: count(week.slice(-DAY_HOURS)), of: DAY_HOURS },
      days7: { loaded: count(week), of: WEEK_HOURS },
    },
    pools: [...byPool]
      .sort(([a], [b]) => a - b)
      .map(([netuid, windows]) => poolSummary(netuid, windows, head.block)),
    subnets,
  };
}
