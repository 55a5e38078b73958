import { describe, expect, it } from 'vitest';
import {
  firstRequest,
  linkResolution,
  namesStart,
  readPoolLink,
  runsToNow,
  type PoolLink,
} from './pool-link';

const read = (query: string, extra?: string[]) => readPoolLink(new URLSearchParams(query), extra);

describe('readPoolLink', () => {
  it('reads enum values in any case, and the first non-empty value of a repeated parameter', () => {
    expect(read('resolution=1d&range=ALL').link).toEqual({ resolution: '1D', range: 'all' });
    expect(read('to=&to=7&to=8').link).toEqual({ to: 7 });
    expect(read('to=&to=7&to=8').ignored).toEqual([
      { param: 'to', value: '8', reason: 'is repeated: only its first value counts' },
    ]);
  });

  it('drops a from after to, then a range beside from or to, saying why', () => {
    expect(read('from=20&to=10&range=1d')).toMatchObject({
      link: { to: 10 },
      ignored: [
        { param: 'from', value: '20', reason: 'must not be after to (20 > 10)' },
        { param: 'range', value: '1d', reason: 'is ignored: from and to name the range' },
      ],
    });
  });

  it('lists unknown names, but not the reader’s own, whose first values it hands over', () => {
    const { first, ignored } = read('theme=dark&theme=light&x=1', ['theme']);
    expect(first).toEqual({ theme: 'dark' });
    expect(ignored.map((p) => p.param)).toEqual(['theme', 'x']);
  });
});

describe('linkResolution', () => {
  const NOW = 1_795_000_020;
  const HOUR = 3_600;
  const DAY = 24 * HOUR;
  it('is the candle the link names, whatever its range', () => {
    expect(linkResolution({ resolution: '1', range: 'all' }, NOW)).toBe('1');
    expect(linkResolution({ resolution: '30D', range: '1d' }, NOW)).toBe('30D');
  });
  it('is the one that fits the range without one', () => {
    expect(linkResolution({ range: '1d' }, NOW)).toBe('15');
    expect(linkResolution({ range: '7d' }, NOW)).toBe('60');
    expect(linkResolution({ range: '30d' }, NOW)).toBe('1D');
    expect(linkResolution({ range: '90d' }, NOW)).toBe('1D');
    expect(linkResolution({ from: NOW - 2 * HOUR, to: NOW }, NOW)).toBe('1');
    expect(linkResolution({ from: NOW - 6 * HOUR, to: NOW }, NOW)).toBe('5');
    expect(linkResolution({ from: NOW - 3 * DAY, to: NOW - DAY }, NOW)).toBe('60');
    // From without to runs to now: its span grows with the time.
    expect(linkResolution({ from: NOW - 20 * HOUR }, NOW)).toBe('15');
    expect(linkResolution({ from: NOW - 20 * HOUR }, NOW + DAY)).toBe('60');
  });
  it('is daily for the newest bars and for all of them', () => {
    expect(linkResolution({}, NOW)).toBe('1D');
    expect(linkResolution({ to: NOW - DAY }, NOW)).toBe('1D');
    expect(linkResolution({ range: 'all' }, NOW)).toBe('1D');
  });
  it('follows whether the link names where its range starts', () => {
    const unnamed: PoolLink[] = [{}, { range: 'all' }, { to: 5 }];
    const named: PoolLink[] = [{ range: '1d' }, { from: 5 }, { from: 5, to: 6 }];
    expect(unnamed.map(namesStart)).toEqual([false, false, false]);
    expect(named.map(namesStart)).toEqual([true, true, true]);
  });
});

describe('firstRequest', () => {
  const NOW = 1_795_000_020;
  /** The end of NOW's hour (chartEnd): where a chart of hourly or longer candles that runs to now ends. */
  const END = 1_795_003_200;
  it('differs between the page and the embed only without a range', () => {
    expect(firstRequest({ resolution: '60' }, NOW, 'newest chunk')).toEqual({ from: 1792800000, to: END });
    expect(firstRequest({ resolution: '60' }, NOW, 'all')).toEqual({ from: 0, to: END });
    for (const unnamed of ['newest chunk', 'all'] as const) {
      expect(firstRequest({ resolution: '60', range: '1d' }, NOW, unnamed)).toEqual({
        from: END - 86_400,
        to: END,
      });
      expect(firstRequest({ resolution: '1D', from: 5, to: 6 }, NOW, unnamed)).toEqual({ from: 5, to: 6 });
    }
  });
  it('ends a chart that runs to now where its candle ends, the same for every view in that candle', () => {
    const minute = firstRequest({ resolution: '1', range: '1d' }, NOW, 'all');
    expect(minute).toEqual({ from: NOW - 86_400, to: NOW });
    const quarter = firstRequest({ range: '1d' }, NOW, 'all');
    expect(quarter).toEqual({ from: 1_795_000_500 - 86_400, to: 1_795_000_500 });
    for (const later of [NOW + 60, NOW + 420])
      expect(firstRequest({ range: '1d' }, later, 'all'), String(later)).toEqual(quarter);
    expect(firstRequest({ range: '1d' }, NOW + 540, 'all').to).toBe(1_795_001_400);
    expect(firstRequest({ from: 5 }, NOW, 'all')).toEqual({ from: 5, to: END });
  });
  it('runs to now without a `to`', () => {
    expect(runsToNow({ resolution: '1D', from: 5 })).toBe(true);
    expect(runsToNow({ resolution: '1D', from: 5, to: 6 })).toBe(false);
  });
});
