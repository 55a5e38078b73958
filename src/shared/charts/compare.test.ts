import { describe, expect, it } from 'vitest';
import { changePoints, historyRequest, lineFromBars, marketLine, valueAt } from './compare';
import { firstRequest, linkResolution } from './pool-link';

describe('a subnet’s line', () => {
  it('is its change from its base, or from its first price when it had none at the start', () => {
    const points: [number, number][] = [
      [10, 2],
      [20, 3],
    ];
    expect(changePoints({ netuid: 1, base: 4, points, volume: 0 })).toEqual([
      { time: 10, value: -0.5 },
      { time: 20, value: -0.25 },
    ]);
    expect(changePoints({ netuid: 1, base: null, points, volume: 0 }).map((p) => p.value)).toEqual([0, 0.5]);
    expect(changePoints({ netuid: 1, base: null, points: [], volume: 0 })).toEqual([]);
  });

  it('reads at a time as its last point at or before it', () => {
    const points = [
      { time: 10, value: 1 },
      { time: 20, value: 2 },
    ];
    expect([5, 10, 15, 20, 99].map((time) => valueAt(points, time))).toEqual([null, 1, 1, 2, 2]);
  });

  it("comes from the market's parallel arrays, its volume from rao to TAO", () => {
    expect(
      marketLine({ netuid: 4, base: 1, times: [10, 20], prices: [1.5, 2], volume: '2500000000' }),
    ).toEqual({
      netuid: 4,
      base: 1,
      points: [
        [10, 1.5],
        [20, 2],
      ],
      volume: 2.5,
    });
  });

  it("comes from a pool's bars: the first open is the base, each close a point", () => {
    const bar = (time: number, open: number, close: number) => ({
      time,
      open,
      high: 9,
      low: 0,
      close,
      volume: 2,
    });
    expect(lineFromBars(7, [bar(0, 1, 2), bar(60, 2, 4)])).toEqual({
      netuid: 7,
      base: 1,
      points: [
        [0, 2],
        [60, 4],
      ],
      volume: 4,
    });
    expect(lineFromBars(7, [])).toEqual({ netuid: 7, base: null, points: [], volume: 0 });
  });

  it("asks a long range's history as its pool page asks it", () => {
    const now = 1_793_491_200;
    const link = { range: '90d' } as const;
    expect(historyRequest(3, '90d', now)).toEqual({
      netuid: 3,
      resolution: linkResolution(link, now),
      ...firstRequest(link, now, 'newest chunk'),
    });
  });
});
