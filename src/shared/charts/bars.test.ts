import { describe, expect, it } from 'vitest';
import {
  liveBarsUrl,
  barIndexAt,
  changedTail,
  chartEnd,
  chartNow,
  mergeBars,
  presetRange,
  pricePrecision,
  resolutionSeconds,
  udfToBars,
  type Bar,
} from './bars';

describe('udfToBars', () => {
  it('zips the arrays into bars in ascending time order', () => {
    const bars = udfToBars({
      t: [120, 60],
      o: [2, 1],
      h: [3, 1.5],
      l: [1.5, 0.5],
      c: [2.5, 1.2],
      v: [10, 5],
    });
    expect(bars).toEqual([
      { time: 60, open: 1, high: 1.5, low: 0.5, close: 1.2, volume: 5 },
      { time: 120, open: 2, high: 3, low: 1.5, close: 2.5, volume: 10 },
    ]);
  });

  it('keeps one bar per time, the later one', () => {
    const bars = udfToBars({
      t: [60, 60, 120],
      o: [1, 9, 2],
      h: [1, 9, 2],
      l: [1, 9, 2],
      c: [1, 9, 2],
      v: [1, 9, 2],
    });
    expect(bars.map((b) => [b.time, b.close])).toEqual([
      [60, 9],
      [120, 2],
    ]);
  });

  it('drops bars with values that are not finite numbers, and handles empty arrays', () => {
    const bars = udfToBars({
      t: [60, 120, 180],
      o: [1, Number.NaN, 3],
      h: [1, 2, 3],
      l: [1, 2, 3],
      c: [1, 2],
      v: [1, 2, 3],
    });
    expect(bars.map((b) => b.time)).toEqual([60]);
    expect(udfToBars({ t: [], o: [], h: [], l: [], c: [], v: [] })).toEqual([]);
  });
});

describe('ranges and resolutions', () => {
  it('knows each resolution’s length', () => {
    expect(['1', '5', '15', '60', '1D', '7D', '30D'].map((r) => resolutionSeconds(r as '1'))).toEqual([
      60, 300, 900, 3600, 86_400, 604_800, 2_592_000,
    ]);
  });

  it('ends presets at the given time, and starts "all" at the epoch', () => {
    expect(presetRange('7d', 1_000_000)).toEqual({ from: 395_200, to: 1_000_000 });
    expect(presetRange('all', 1_000_000)).toEqual({ from: 0, to: 1_000_000 });
  });

  it('shows small prices with five significant digits', () => {
    expect(pricePrecision([0.0062, 0.007])).toBe(7);
    expect(pricePrecision([0.12])).toBe(5);
    expect(pricePrecision([12.5])).toBe(3);
    expect(pricePrecision([1500])).toBe(2);
    expect(pricePrecision([0.000000012])).toBe(9);
    expect(pricePrecision([])).toBe(2);
  });

  it('reads more prices than a call takes arguments: a half-year of minute bars', () => {
    const prices = Array.from({ length: 262_080 }, (_, i) => 1 + (i % 100));
    prices[200_000] = 0.0062;
    expect(pricePrecision(prices)).toBe(7);
  });
});

describe('chartNow', () => {
  it('is the end of the current minute, in unix seconds', () => {
    expect(chartNow(Date.UTC(2026, 10, 22, 12, 30, 0, 1))).toBe(Date.UTC(2026, 10, 22, 12, 31) / 1000);
    expect(chartNow(Date.UTC(2026, 10, 22, 12, 30, 59, 999))).toBe(Date.UTC(2026, 10, 22, 12, 31) / 1000);
    expect(chartNow(Date.UTC(2026, 10, 22, 12, 30))).toBe(Date.UTC(2026, 10, 22, 12, 30) / 1000);
  });
});

describe('chartEnd', () => {
  const now = chartNow(Date.UTC(2026, 10, 22, 12, 31, 10));
  const at = (hours: number, minutes: number) => Date.UTC(2026, 10, 22, hours, minutes) / 1000;
  it('is the end of the current candle: one range for every view within it', () => {
    expect(chartEnd(now, '1')).toBe(at(12, 32));
    expect(chartEnd(now, '5')).toBe(at(12, 35));
    expect(chartEnd(now, '15')).toBe(at(12, 45));
    expect(chartEnd(now, '60')).toBe(at(13, 0));
    expect(chartEnd(chartNow(Date.UTC(2026, 10, 22, 12, 59, 59)), '60')).toBe(at(13, 0));
  });
  it('is the end of the current hour for longer candles', () => {
    for (const resolution of ['1D', '7D', '30D'] as const) expect(chartEnd(now, resolution)).toBe(at(13, 0));
  });
  it('is now on the grid itself', () => {
    expect(chartEnd(at(13, 0), '60')).toBe(at(13, 0));
    expect(chartEnd(at(12, 45), '15')).toBe(at(12, 45));
  });
});

const bar = (time: number, close = 1): Bar => ({ time, open: 1, high: 2, low: 0.5, close, volume: 3 });

describe('barIndexAt', () => {
  const bars = [bar(60), bar(120), bar(300)];
  it('finds the bar a time falls in', () => {
    expect(barIndexAt(bars, 60)).toBe(0);
    expect(barIndexAt(bars, 119)).toBe(0);
    expect(barIndexAt(bars, 120)).toBe(1);
    expect(barIndexAt(bars, 299)).toBe(1);
    expect(barIndexAt(bars, 10_000)).toBe(2);
  });
  it('is -1 before the first bar, or without bars', () => {
    expect(barIndexAt(bars, 59)).toBe(-1);
    expect(barIndexAt([], 60)).toBe(-1);
  });
});

describe('mergeBars', () => {
  const history = [bar(60), bar(120), bar(180, 1)];
  it('replaces the last bar and appends the new ones', () => {
    const merged = mergeBars(history, [bar(180, 2), bar(240, 3)]);
    expect(merged.map((b) => [b.time, b.close])).toEqual([
      [60, 1],
      [120, 1],
      [180, 2],
      [240, 3],
    ]);
    // The bars before the live ones are the same objects: nothing to redraw there.
    expect(merged[1]).toBe(history[1]);
  });
  it('keeps the same array when there is nothing new', () => {
    expect(mergeBars(history, [])).toBe(history);
  });
  it('takes the live bars alone when the history is empty', () => {
    expect(mergeBars([], [bar(60)])).toEqual([bar(60)]);
  });
});

describe('changedTail', () => {
  const shown = [bar(60), bar(120), bar(180, 1)];
  it('is the changed last bar and the new ones', () => {
    expect(changedTail(shown, [bar(60), bar(120), bar(180, 2), bar(240)])).toEqual([bar(180, 2), bar(240)]);
    expect(changedTail(shown, mergeBars(shown, [bar(180, 5)]))).toEqual([bar(180, 5)]);
  });
  it('is none when the bars are the same', () => {
    expect(
      changedTail(
        shown,
        shown.map((b) => ({ ...b })),
      ),
    ).toEqual([]);
  });
  it('is null when older bars changed, were added before, or the last bar is gone', () => {
    expect(changedTail(shown, [bar(60), bar(120, 9), bar(180)])).toBeNull();
    expect(changedTail(shown, [bar(0), ...shown])).toBeNull();
    expect(changedTail(shown, shown.slice(0, 2))).toBeNull();
    expect(changedTail([], [bar(60)])).toBeNull();
  });
  it('tells empty time from a bar: a trade in the last empty slot is a new last bar', () => {
    const axis = [bar(60), { time: 120 }];
    expect(changedTail(axis, [bar(60), { time: 120 }])).toEqual([]);
    expect(changedTail(axis, [bar(60), bar(120), { time: 180 }, bar(240)])).toEqual([
      bar(120),
      { time: 180 },
      bar(240),
    ]);
    expect(changedTail([{ time: 60 }, bar(120)], [bar(60), bar(120)])).toBeNull();
  });
});

describe('liveBarsUrl', () => {
  const request = { netuid: 31, resolution: '1D' as const, since: 1_793_404_788 };
  const at = (hours: number, minutes: number) => Date.UTC(2026, 10, 1, hours, minutes) / 1000;
  it('is the same for every poll of the pool within the hour, to where its first request ends', () => {
    const url = '/api/dtao/tradingview/udf/history?symbol=SUB-31&resolution=1D&from=1793404788&to=';
    expect(liveBarsUrl(request, at(11, 1))).toBe(`${url}${at(12, 0)}`);
    expect(liveBarsUrl(request, at(12, 0))).toBe(`${url}${at(12, 0)}`);
    expect(liveBarsUrl(request, at(12, 1))).toBe(`${url}${at(13, 0)}`);
  });
  it('runs to the end of the current candle for shorter ones', () => {
    expect(liveBarsUrl({ ...request, resolution: '5' }, at(12, 1))).toMatch(new RegExp(`&to=${at(12, 5)}$`));
  });
});
