// The market on the overview: the pools that moved most over 24 hours either way, and the day's volume of all of
// them, from the market summary. Pure, so it is tested alone.
import type { MarketPool } from '../../api/market';

export interface Movers {
  /** The pools that rose most, largest rise first; only rises. */
  gainers: MarketPool[];
  /** The pools that fell most, largest fall first; only falls. */
  losers: MarketPool[];
}

/** The `count` largest rises and falls over 24 hours, ties by subnet. */
export function topMovers(pools: readonly MarketPool[], count: number): Movers {
  const bySubnet = (a: MarketPool, b: MarketPool) => a.netuid - b.netuid;
  const change = (pool: MarketPool) => pool.change.h24 ?? 0;
  return {
    gainers: pools
      .filter((pool) => change(pool) > 0)
      .toSorted((a, b) => change(b) - change(a) || bySubnet(a, b))
      .slice(0, count),
    losers: pools
      .filter((pool) => change(pool) < 0)
      .toSorted((a, b) => change(a) - change(b) || bySubnet(a, b))
      .slice(0, count),
  };
}

/** TAO traded in every pool over 24 hours, in rao, exactly. */
export const totalVolume = (pools: readonly MarketPool[]): bigint =>
  pools.reduce((sum, pool) => sum + BigInt(pool.volume24h), 0n);
