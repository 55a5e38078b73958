import { describe, expect, it } from 'vitest';
import { currentOwners, marketSummary, pricesAt } from './summary';
import type { PoolEvent } from '../../../src/api/chart-schemas';
import type { PoolWindow, WindowStats } from './window-stats';

const HEAD = { block: 300 * 1_000 + 150, time: 1_793_000_000 };
const NOW_WINDOW = 1_000;

function pool(closes: [number, string][], taoIn = '0', taoOut = '0', buys = 0, sells = 0): PoolWindow {
  const [block, price] = closes.at(-1)!;
  return {
    trades: buys + sells,
    buys,
    sells,
    taoIn,
    taoOut,
    closes,
    last: { block, time: 1_700_000_000 + block, price, reserves: { tao: '5', alpha: '7' } },
  };
}

/** Windows of pools, without their largest swaps. */
const windows = (entries: [number, WindowStats['pools']][]) =>
  new Map(
    entries.map(([window, pools]): [number, WindowStats] => [window, { pools, largest: [], swaps: {} }]),
  );

function swap(block: number, tao: string): PoolEvent {
  return {
    block: { blockNumber: block, blockTimestamp: 1_793_000_000 + block * 12 },
    eventIndex: 1,
    eventType: 'swap',
    maker: '5Maker',
    pairId: '0-1',
    priceNative: '0.1',
    reserves: { asset0: '1', asset1: '1' },
    txnId: `${block}-0001`,
    txnIndex: 1,
    asset0In: tao,
    asset1Out: '1',
  };
}

describe('pricesAt', () => {
  it('gives each block the last close at or before it, null before the first', () => {
    const closes: [number, string][] = [
      [10, '1.5'],
      [20, '2'],
      [20, '2.5'],
      [40, '3'],
    ];
    expect(pricesAt(closes, [5, 10, 19, 20, 39, 40, 1_000])).toEqual([null, 1.5, 1.5, 2.5, 2.5, 3, 3]);
    expect(pricesAt(closes, [])).toEqual([]);
    expect(pricesAt([], [1, 2])).toEqual([null, null]);
  });
});

describe('the market summary', () => {
  it('adds up the 24 windows to the head’s for volume, trades and net flow', () => {
    const summary = marketSummary(
      HEAD,
      windows([
        [NOW_WINDOW - 24, { '1': pool([[(NOW_WINDOW - 24) * 300, '1']], '1000', '0', 1) }],
        [NOW_WINDOW - 23, { '1': pool([[(NOW_WINDOW - 23) * 300, '1']], '10', '3', 1, 1) }],
        [NOW_WINDOW, { '1': pool([[NOW_WINDOW * 300 + 5, '1']], '20', '100', 2, 3) }],
      ]),
    );
    expect(summary.pools[0]).toMatchObject({
      netuid: 1,
      volume24h: '133',
      netFlow24h: '-73',
      buys24h: 3,
      sells24h: 4,
    });
  });

  it('adds up every pool of each of the day’s loaded hours, oldest first, for the home’s charts', () => {
    const summary = marketSummary(
      HEAD,
      windows([
        // Before the day: not an hour of it.
        [NOW_WINDOW - 24, { '1': pool([[(NOW_WINDOW - 24) * 300, '1']], '1000', '0', 1) }],
        [
          NOW_WINDOW - 23,
          {
            '1': pool([[(NOW_WINDOW - 23) * 300, '1']], '10', '3', 1, 1),
            '2': pool([[(NOW_WINDOW - 23) * 300 + 1, '2']], '5', '0', 1),
          },
        ],
        // Asked, and nothing traded.
        [NOW_WINDOW - 1, {}],
        [NOW_WINDOW, { '1': pool([[NOW_WINDOW * 300 + 5, '1']], '20', '100', 2, 3) }],
      ]),
    );
    expect(summary.hours).toEqual([
      { block: (NOW_WINDOW - 23) * 300, volume: '18', netFlow: '12', trades: 3 },
      { block: (NOW_WINDOW - 1) * 300, volume: '0', netFlow: '0', trades: 0 },
      { block: NOW_WINDOW * 300, volume: '120', netFlow: '-80', trades: 5 },
    ]);
  });

  it('names the day’s ten largest swaps from its windows’ largest, largest first', () => {
    const day = Array.from({ length: 24 }, (_, i) => NOW_WINDOW - 23 + i);
    const loaded = new Map<number, WindowStats>(
      day.map((window, i) => [
        window,
        { pools: {}, largest: [swap(window * 300, `${i + 1}`), swap(window * 300 + 1, '0.5')], swaps: {} },
      ]),
    );
    // The day before: larger, and not of the day.
    loaded.set(NOW_WINDOW - 24, { pools: {}, largest: [swap((NOW_WINDOW - 24) * 300, '1000')], swaps: {} });
    const { largestSwaps } = marketSummary(HEAD, loaded);
    expect(largestSwaps.map((event) => event.asset0In)).toEqual([
      '24',
      '23',
      '22',
      '21',
      '20',
      '19',
      '18',
      '17',
      '16',
      '15',
    ]);
  });

  it('compares the price now with the last price at or before the block 1 h, 24 h and 7 d ago', () => {
    const summary = marketSummary(
      HEAD,
      windows([
        // 7 days ago exactly: window 1000 - 168 starts 168 windows before the head's window.
        [NOW_WINDOW - 168, { '4': pool([[HEAD.block - 168 * 300, '2']]) }],
        [NOW_WINDOW - 24, { '4': pool([[HEAD.block - 24 * 300 - 10, '4']]) }],
        [NOW_WINDOW - 1, { '4': pool([[HEAD.block - 300, '5']]) }],
        [NOW_WINDOW, { '4': pool([[HEAD.block - 1, '6']]) }],
      ]),
    );
    const [entry] = summary.pools;
    expect(entry?.price).toBe('6');
    expect(entry?.change.h1).toBeCloseTo(6 / 5 - 1);
    expect(entry?.change.h24).toBeCloseTo(6 / 4 - 1);
    expect(entry?.change.d7).toBeCloseTo(6 / 2 - 1);
    expect(entry?.reserves).toEqual({ tao: '5', alpha: '7' });
    expect(entry?.lastTrade).toEqual({ block: HEAD.block - 1, time: 1_700_000_000 + HEAD.block - 1 });
  });

  it('takes the price a week ago from a trade up to six hours before it, not earlier', () => {
    const summary = marketSummary(
      HEAD,
      windows([
        [NOW_WINDOW - 174, { '2': pool([[(NOW_WINDOW - 174) * 300, '9']]) }],
        [NOW_WINDOW - 173, { '3': pool([[(NOW_WINDOW - 173) * 300 + 7, '2']]) }],
        [NOW_WINDOW, { '2': pool([[HEAD.block - 1, '3']]), '3': pool([[HEAD.block - 1, '3']]) }],
      ]),
    );
    expect(summary.pools.map((entry) => [entry.netuid, entry.change.d7])).toEqual([
      [2, null],
      [3, 3 / 2 - 1],
    ]);
  });

  it('keeps a pool’s last price through windows without trades, and has no change before its first', () => {
    const summary = marketSummary(
      HEAD,
      windows([
        [NOW_WINDOW - 30, { '7': pool([[(NOW_WINDOW - 30) * 300, '3']]) }],
        [NOW_WINDOW - 2, {}],
        [NOW_WINDOW - 1, {}],
        [NOW_WINDOW, {}],
      ]),
    );
    const [entry] = summary.pools;
    expect(entry?.price).toBe('3');
    expect(entry?.change).toEqual({ h1: 0, h24: 0, d7: null });
    expect(entry?.volume24h).toBe('0');
    expect(entry?.sparkline).toHaveLength(28);
    expect(entry?.sparkline.at(-1)).toBe(3);
    expect(entry?.sparkline[0]).toBeNull();
  });

  it('says how many of the windows each figure needs are loaded', () => {
    const summary = marketSummary(
      HEAD,
      windows([
        [NOW_WINDOW, {}],
        [NOW_WINDOW - 3, {}],
        [NOW_WINDOW - 100, {}],
      ]),
    );
    expect(summary.coverage).toEqual({ hours24: { loaded: 2, of: 24 }, days7: { loaded: 3, of: 168 } });
    expect(summary.pools).toEqual([]);
  });

  it("keeps each subnet of the owner log once, with its newest record's owner, by netuid", () => {
    const [alice, bob] = [
      { ss58: '5Alice', hex: '0xa1' },
      { ss58: '5Bob', hex: '0xb0' },
    ];
    const log = [
      { netuid: 19, owner: bob },
      { netuid: 3, owner: null },
      { netuid: 19, owner: alice },
      { netuid: 3, owner: alice },
    ];
    expect(currentOwners(log)).toEqual([
      { netuid: 3, owner: null },
      { netuid: 19, owner: bob },
    ]);
  });
});
