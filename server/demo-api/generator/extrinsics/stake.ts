// Stake added or removed: a swap in the subnet's pool (TAO in buys alpha, alpha in sells it). The swap's row, the
// pool's bars and the StakeAdded/StakeRemoved event are written together, so every table tells the same trade.
import { blockTimeMs } from '../../chain';
import type { SwapRow } from '../../store/schema';
import type { BlockBuilder } from '../block';
import type { Swap } from '../pools';

export interface StakeMove {
  netuid: number;
  /** The coldkey that signs and trades. */
  maker: string;
  hotkey: string;
  /** Makes the swap, in the call: a failed extrinsic makes none. */
  swap: () => Swap;
}

export interface SwapSink {
  swap: (row: SwapRow<bigint>) => void;
  /** The swap at `time` (unix seconds), for the pool's bars. */
  bars: (netuid: number, time: number, swap: Swap) => void;
}

export function stakeExtrinsic(block: BlockBuilder, ext: number, move: StakeMove, sink: SwapSink): void {
  const { netuid, maker, hotkey } = move;
  block.signed(ext, maker, (callId) => {
    const swap = move.swap();
    const fee = String(block.random.between(50_000, 500_000));
    sink.swap({
      block_number: block.number,
      extrinsic_index: ext,
      event_index: block.nextIndex(),
      netuid,
      maker,
      tao_in: swap.taoIn ? 1 : 0,
      tao_amount: swap.tao,
      alpha_amount: swap.alpha,
      price_nano: swap.priceNano,
      tao_reserve: swap.taoReserve,
      alpha_reserve: swap.alphaReserve,
    });
    sink.bars(netuid, Math.floor(blockTimeMs(block.number) / 1000), swap);
    block.callEvent(ext, callId, 'SubtensorModule', swap.taoIn ? 'StakeAdded' : 'StakeRemoved', [
      maker,
      hotkey,
      swap.tao.toString(),
      swap.alpha.toString(),
      netuid,
      fee,
    ]);
  });
}
