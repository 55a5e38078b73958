import { describe, expect, it } from 'vitest';
import type { PoolEvent } from '../../../src/api/chart-schemas';
import { windowStats } from './window-stats';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_KEY = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';

function swap(
  block: number,
  netuid: number,
  side: 'buy' | 'sell',
  tao: string,
  price: string,
  maker = ALICE,
): PoolEvent {
  return {
    block: { blockNumber: block, blockTimestamp: 1_793_000_000 + block * 12 },
    eventIndex: 1,
    eventType: 'swap',
    maker,
    pairId: `0-${netuid}`,
    priceNative: price,
    reserves: { asset0: '1000.5', asset1: '200000.000000001' },
    txnId: `${block}-0001`,
    txnIndex: 1,
    ...(side === 'buy' ? { asset0In: tao, asset1Out: '1' } : { asset1In: '1', asset0Out: tao }),
  };
}

describe('a window of swaps', () => {
  it("sums each pool's trades, TAO in and out exactly, and keeps its last trade", () => {
    const stats = windowStats(
      [
        swap(300, 1, 'buy', '1.000000001', '0.01'),
        swap(301, 1, 'sell', '0.5', '0.009'),
        swap(320, 2, 'buy', '9007199.254740993', '0.5'),
        swap(330, 1, 'buy', '2', '0.011'),
      ],
      [1],
    ).get(1)!.pools;
    expect(stats['1']).toEqual({
      trades: 3,
      buys: 2,
      sells: 1,
      taoIn: '3000000001',
      taoOut: '500000000',
      // Blocks 300 and 301 share a five-minute step: its close is the later trade.
      closes: [
        [301, '0.009'],
        [330, '0.011'],
      ],
      last: {
        block: 330,
        time: 1_793_000_000 + 330 * 12,
        price: '0.011',
        reserves: { tao: '1000500000000', alpha: '200000000000001' },
      },
    });
    // Above 2^53 rao, exactly.
    expect(stats['2']?.taoIn).toBe('9007199254740993');
  });

  it('splits swaps into the windows asked, and keeps an asked window without trades as empty', () => {
    const stats = windowStats([swap(599, 3, 'buy', '1', '0.1'), swap(600, 3, 'sell', '1', '0.2')], [1, 2, 3]);
    expect(Object.keys(stats.get(1)!.pools)).toEqual(['3']);
    expect(stats.get(2)!.pools['3']?.last.price).toBe('0.2');
    expect(stats.get(3)).toEqual({ pools: {}, largest: [], swaps: {} });
  });

  it('keeps its ten largest swaps by TAO moved, either way, largest first', () => {
    const swaps = Array.from({ length: 12 }, (_, i) =>
      swap(300 + i, 1 + (i % 3), i % 2 ? 'sell' : 'buy', `${i}.000000001`, '0.1'),
    );
    const { largest } = windowStats(swaps, [1]).get(1)!;
    expect(largest.map((event) => event.asset0In ?? event.asset0Out)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((tao) => `${tao}.000000001`),
    );
  });

  it('keeps every swap by its maker’s public key, compactly, whichever form the maker came in', () => {
    const { swaps } = windowStats(
      [
        swap(300, 1, 'buy', '1.000000001', '0.01'),
        swap(301, 2, 'sell', '0.5', '0.009', BOB),
        swap(302, 2, 'sell', '2', '0.009', ALICE_KEY.toUpperCase().replace('0X', '0x')),
        swap(303, 1, 'buy', '3', '0.01', 'not an account'),
      ],
      [1],
    ).get(1)!;
    expect(Object.keys(swaps)).toEqual([
      ALICE_KEY,
      '0x8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48',
    ]);
    expect(swaps[ALICE_KEY]).toEqual([
      [300, 1_793_000_000 + 300 * 12, '300-0001', 1, 1, 'buy', '1000000001', '1000000000'],
      [302, 1_793_000_000 + 302 * 12, '302-0001', 1, 2, 'sell', '2000000000', '1000000000'],
    ]);
  });
});
