import { describe, expect, it } from 'vitest';
import { readSearch } from '../../shared/query-string';
import { pageFirstRequest } from '../../shared/charts/pool-link';
import { poolSearch, runsToNow } from './search';

const read = (query: string) => readSearch(poolSearch, new URLSearchParams(query));

describe('poolSearch', () => {
  it('reads a preset range and a clicked bar', () => {
    const state = read('resolution=60&range=7d&bar=1793480400');
    expect(state.query).toEqual({ resolution: '60', range: '7d', bar: '1793480400' });
    expect(state.problems).toEqual([]);
  });

  it('drops a preset beside from and to, and a bar outside them, saying why', () => {
    const state = read('range=1d&from=1793404800&to=1793491200&bar=1793491260');
    expect(state.query).toEqual({ from: '1793404800', to: '1793491200' });
    expect(state.problems).toEqual([
      { param: 'range', value: '1d', reason: 'is ignored: from and to name the range' },
      { param: 'bar', value: '1793491260', reason: 'is outside the chart’s range' },
    ]);
  });

  it('drops a bar that is no timestamp, and an unknown preset', () => {
    const state = read('bar=1e9&range=2d');
    expect(state.query).toEqual({});
    expect(state.problems.map((problem) => problem.param)).toEqual(['bar', 'range']);
  });
});

describe('pageFirstRequest', () => {
  const NOW = 1_795_000_020;
  /** The end of NOW's hour (chartEnd): where a chart of hourly or longer candles that runs to now ends. */
  const END = 1_795_003_200;
  const values = (query: string) => read(query).values;
  it('ends a preset range now, at its candle’s end', () => {
    expect(pageFirstRequest(values('range=30d'), NOW)).toEqual({ from: END - 30 * 86_400, to: END });
    expect(pageFirstRequest(values('range=all'), NOW)).toEqual({ from: 0, to: END });
  });
  it('asks an explicit range as named, and otherwise the newest chunk', () => {
    expect(pageFirstRequest(values('from=5&to=6'), NOW)).toEqual({ from: 5, to: 6 });
    expect(pageFirstRequest(values('resolution=60'), NOW)).toEqual({ from: 1792800000, to: END });
  });
  it('runs to now without a `to`', () => {
    expect(runsToNow(values('range=1d'))).toBe(true);
    expect(runsToNow(values('from=5'))).toBe(true);
    expect(runsToNow(values('from=5&to=6'))).toBe(false);
  });
});
