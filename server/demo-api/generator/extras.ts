// A block's activity beside its users': the market's trades and the newcomers' extrinsics, each drawn from a stream
// of its own (so the users' draws stay where they were), in the span's blocks and the live ones alike.
import type { BlockBuilder } from './block';
import { marketExtrinsics, type Market, type MarketSide } from './market';
import type { Newcomers } from './newcomers';
import type { Random } from './random';
import { extrinsicsOf, type EvmBlock, type Users } from './users';

export interface Extras {
  trades: ReturnType<Market['trades']>;
  newcomers: ReturnType<Newcomers['activity']>;
}

/** The block's market trades, then its newcomers' extrinsics, from `firstExt` on; returns the next index. */
export function extraExtrinsics(
  block: BlockBuilder,
  extras: Extras,
  how: {
    firstExt: number;
    evmBlock: EvmBlock;
    market: Market;
    side: MarketSide;
    /** The users drawing from the newcomers' stream. */
    usersOf: (random: Random) => Users;
  },
): number {
  const { trades, newcomers } = extras;
  let ext = how.firstExt;
  if (trades) {
    ext = marketExtrinsics(how.market, block.drawingFrom(trades.random), ext, trades.netuids, how.side);
  }
  if (newcomers) {
    const { random, kinds } = newcomers;
    ext = extrinsicsOf(how.usersOf(random), block.drawingFrom(random), {
      firstExt: ext,
      kinds,
      evmBlock: how.evmBlock,
    });
  }
  return ext;
}
