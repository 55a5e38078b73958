import { describe, expect, it } from 'vitest';
import { blockTimeMs } from '../../chain';
import type { SwapRow } from '../../store/schema';
import { Pool, type Swap } from '../pools';
import { argsOf, BLOCK, eventsOf, SEEDS, signedParts } from '../test-blocks';
import { stakeExtrinsic } from './stake';

const MAKER = '0x' + '11'.repeat(32);
const HOTKEY = '0x' + '22'.repeat(32);

function stake(seed: number) {
  const swaps: SwapRow<bigint>[] = [];
  const bars: [number, number, Swap][] = [];
  const pool = new Pool({
    taoReserve: 4_000_000_000_000n,
    alphaReserve: 300_000_000_000_000n,
    fairPrice: 0.013,
  });
  const rows = eventsOf(seed, (block) => {
    block.timestampInherent();
    const move = { netuid: 7, maker: MAKER, hotkey: HOTKEY, swap: () => pool.swap(block.random) };
    stakeExtrinsic(block, 3, move, {
      swap: (row) => swaps.push(row),
      bars: (netuid, time, swap) => bars.push([netuid, time, swap]),
    });
  });
  return { rows, swaps, bars };
}

describe('stake added or removed', () => {
  it('is a pool swap: its row, its bars and its event tell the same trade', () => {
    for (const seed of SEEDS) {
      const { rows, swaps, bars } = stake(seed);
      const { id, calls, failed } = signedParts(rows, 3, MAKER);
      if (failed) {
        expect([swaps, bars]).toEqual([[], []]);
        continue;
      }
      const [swap] = swaps;
      expect(swaps).toHaveLength(1);
      expect(calls).toHaveLength(1);
      const event = calls[0]!;
      expect(event).toMatchObject({
        name: swap?.tao_in ? 'StakeAdded' : 'StakeRemoved',
        pallet: 'SubtensorModule',
        call_id: id,
        idx: swap?.event_index,
      });
      expect(swap).toMatchObject({ block_number: BLOCK, extrinsic_index: 3, netuid: 7, maker: MAKER });
      const [maker, hotkey, tao, alpha, netuid, fee] = argsOf(event) as [
        string,
        string,
        string,
        string,
        number,
        string,
      ];
      expect([maker, hotkey, tao, alpha, netuid]).toEqual([
        MAKER,
        HOTKEY,
        String(swap?.tao_amount),
        String(swap?.alpha_amount),
        7,
      ]);
      expect(Number(fee)).toBeGreaterThanOrEqual(50_000);
      expect(bars).toEqual([
        [7, Math.floor(blockTimeMs(BLOCK) / 1000), expect.objectContaining({ priceNano: swap?.price_nano })],
      ]);
    }
  });

  it('is the same for the same seed', () => {
    expect(stake(5)).toEqual(stake(5));
  });
});
