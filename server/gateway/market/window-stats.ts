// One window's trading, pool by pool, from the aggregator's swaps: the few numbers a summary needs, the window's
// ten largest swaps, and every swap by its maker in a compact form (maker-swaps.ts), so a closed window is kept (and
// shared through Redis) as about 16 KB rather than its raw events. Amounts in rao as integer strings, exact; TAO in
// (asset0In) buys alpha, alpha in (asset1In) sells it.
import { pairNetuid, type PoolEvent } from '../../../src/api/chart-schemas';
import { LARGEST_SWAPS } from '../../../src/api/market';
import { parseUnits } from '../../../src/shared/numbers/amounts';
import { hourOf } from './grid';
import { swapsByMaker, type SwapsByMaker } from './maker-swaps';

/** Blocks in a step of a window's closes: five minutes, the precision of a change's earlier price. */
export const STEP_BLOCKS = 25;

export interface PoolWindow {
  trades: number;
  buys: number;
  sells: number;
  /** TAO into and out of the pool, rao. */
  taoIn: string;
  taoOut: string;
  /** The last price of each step that had a trade, ascending by block: `[block, price]`. */
  closes: [number, string][];
  last: { block: number; time: number; price: string; reserves: { tao: string; alpha: string } };
}

export interface WindowStats {
  /** The window's pools, by netuid (as a JSON object's keys: a window is stored as JSON). */
  pools: Record<string, PoolWindow>;
  /** Its LARGEST_SWAPS largest swaps (enough for the day's largest over every window) by TAO moved, largest first, as the endpoint sent them. */
  largest: PoolEvent[];
  /** Every swap of the window by its maker: the watchlist's trades (GET /market/swaps). */
  swaps: SwapsByMaker;
}

const rao = (text: string | null | undefined) => (text ? (parseUnits(text) ?? 0n) : 0n);

/** The TAO a swap moved: into the pool for a buy, out of it for a sale, in rao. */
export const taoMoved = (swap: PoolEvent) => rao(swap.asset0In ?? swap.asset0Out);

/** `swaps`' `count` largest by TAO moved, largest first (the earlier of two equal ones first). */
export function largestSwaps(swaps: readonly PoolEvent[], count: number): PoolEvent[] {
  return swaps
    .map((swap) => ({ swap, tao: taoMoved(swap) }))
    .sort((a, b) => (a.tao === b.tao ? 0 : a.tao > b.tao ? -1 : 1))
    .slice(0, count)
    .map(({ swap }) => swap);
}

/**
 * The windows `windows` of `events` (sorted by block, then transaction and event, as the endpoint sends them), each
 * with its pools, its largest swaps and its swaps by maker. A window without a trade has none of either: it was asked, and nothing
 * traded.
 */
export function windowStats(
  events: readonly PoolEvent[],
  windows: readonly number[],
): Map<number, WindowStats> {
  const sums = new Map<number, Map<string, { stats: PoolWindow; taoIn: bigint; taoOut: bigint }>>(
    windows.map((window) => [window, new Map()]),
  );
  const swaps = new Map<number, PoolEvent[]>(windows.map((window) => [window, []]));
  for (const event of events) {
    const subnet = pairNetuid(event.pairId);
    const pools = sums.get(hourOf(event.block.blockNumber));
    if (event.eventType !== 'swap' || subnet === null || !pools) continue;
    swaps.get(hourOf(event.block.blockNumber))?.push(event);
    const netuid = String(subnet);
    const block = event.block.blockNumber;
    const last = {
      block,
      time: event.block.blockTimestamp,
      price: event.priceNative,
      reserves: { tao: String(rao(event.reserves.asset0)), alpha: String(rao(event.reserves.asset1)) },
    };
    let pool = pools.get(netuid);
    if (!pool) {
      pool = {
        stats: { trades: 0, buys: 0, sells: 0, taoIn: '0', taoOut: '0', closes: [], last },
        taoIn: 0n,
        taoOut: 0n,
      };
      pools.set(netuid, pool);
    }
    const buy = event.asset0In != null;
    pool.stats.trades++;
    if (buy) pool.stats.buys++;
    else pool.stats.sells++;
    pool.taoIn += rao(event.asset0In);
    pool.taoOut += rao(event.asset0Out);
    pool.stats.last = last;
    const closes = pool.stats.closes;
    const previous = closes.at(-1);
    if (previous && Math.floor(previous[0] / STEP_BLOCKS) === Math.floor(block / STEP_BLOCKS))
      closes[closes.length - 1] = [block, event.priceNative];
    else closes.push([block, event.priceNative]);
  }
  return new Map(
    [...sums].map(([window, pools]) => [
      window,
      {
        pools: Object.fromEntries(
          [...pools].map(([netuid, { stats, taoIn, taoOut }]) => [
            netuid,
            { ...stats, taoIn: String(taoIn), taoOut: String(taoOut) },
          ]),
        ),
        largest: largestSwaps(swaps.get(window) ?? [], LARGEST_SWAPS),
        swaps: swapsByMaker(swaps.get(window) ?? []),
      },
    ]),
  );
}
