// A window's swaps by their maker, kept in a compact form beside its figures (window-stats.ts), so that the week's
// trades of any account can be read back from the windows the market holds (GET /market/swaps), at no upstream
// request. A swap is a short array rather than an object: a window is kept in memory and shared through Redis as
// JSON, and the keys of an object would double its size.
import { pairNetuid, type PoolEvent } from '../../../src/api/chart-schemas';
import type { AccountSwap } from '../../../src/api/market-swaps';
import { parseUnits } from '../../../src/shared/numbers/amounts';
import { parseAccount, ss58Encode } from '../../../src/shared/chain/ss58';

/** A swap as a window keeps it: TAO and alpha in rao, as integer strings. */
export type KeptSwap = [
  block: number,
  time: number,
  txnId: string,
  eventIndex: number,
  netuid: number,
  side: 'buy' | 'sell',
  tao: string,
  alpha: string,
];

/** A window's swaps, by their maker's public key (`0x` and lower-case hex), oldest first. */
export type SwapsByMaker = Record<string, KeptSwap[]>;

const rao = (text: string | null | undefined) => String(text ? (parseUnits(text) ?? 0n) : 0n);

/**
 * The key a maker's swaps are kept under: its public key, whichever form the aggregator wrote it in; null for a
 * maker that is no account, whose swaps nobody can ask for.
 */
export const makerKey = (maker: string) => parseAccount(maker)?.hex ?? null;

/** `swap` in its kept form; null for an event of another pair. */
export function keptSwap(swap: PoolEvent): KeptSwap | null {
  const netuid = pairNetuid(swap.pairId);
  if (netuid === null) return null;
  const buy = swap.asset0In != null;
  return [
    swap.block.blockNumber,
    swap.block.blockTimestamp,
    swap.txnId,
    swap.eventIndex,
    netuid,
    buy ? 'buy' : 'sell',
    rao(buy ? swap.asset0In : swap.asset0Out),
    rao(buy ? swap.asset1Out : swap.asset1In),
  ];
}

/** `swaps` (oldest first) by maker. */
export function swapsByMaker(swaps: readonly PoolEvent[]): SwapsByMaker {
  const byMaker: SwapsByMaker = {};
  for (const swap of swaps) {
    const kept = keptSwap(swap);
    const key = makerKey(swap.maker);
    if (!kept || !key) continue;
    (byMaker[key] ??= []).push(kept);
  }
  return byMaker;
}

/** The swaps of the accounts `keys` (public keys) in `windows` (oldest first), in the answer's form, oldest first. */
export function accountSwaps(
  windows: readonly (SwapsByMaker | undefined)[],
  keys: readonly string[],
): AccountSwap[] {
  const accounts = keys.map((key) => ({ key, ss58: ss58Encode(key) }));
  const swaps: AccountSwap[] = [];
  for (const window of windows) {
    if (!window) continue;
    const found = accounts.flatMap(({ key, ss58 }) =>
      (window[key] ?? []).map((swap) => answerOf(ss58, swap)),
    );
    found.sort((a, b) => a.block - b.block || a.eventIndex - b.eventIndex);
    swaps.push(...found);
  }
  return swaps;
}

function answerOf(account: string, [block, time, txnId, eventIndex, netuid, side, tao, alpha]: KeptSwap) {
  return { account, block, time, txnId, eventIndex, netuid, side, tao, alpha };
}
