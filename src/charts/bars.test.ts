import { describe, expect, it } from 'vitest';
import { chartNow, presetRange, pricePrecision, resolutionSeconds, udfToBars } from './bars';

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
});

describe('chartNow', () => {
  it('is the end of the current minute, in unix seconds', () => {
    expect(chartNow(Date.UTC(2026, 10, 22, 12, 30, 0, 1))).toBe(Date.UTC(2026, 10, 22, 12, 31) / 1000);
    expect(chartNow(Date.UTC(2026, 10, 22, 12, 30, 59, 999))).toBe(Date.UTC(2026, 10, 22, 12, 31) / 1000);
    expect(chartNow(Date.UTC(2026, 10, 22, 12, 30))).toBe(Date.UTC(2026, 10, 22, 12, 30) / 1000);
  });
});
