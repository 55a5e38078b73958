import { describe, expect, it } from 'vitest';
import { firstRequest, readPoolLink, runsToNow } from './pool-link';

const read = (query: string, extra?: string[]) => readPoolLink(new URLSearchParams(query), extra);

describe('readPoolLink', () => {
  it('reads enum values in any case, and the first non-empty value of a repeated parameter', () => {
    expect(read('resolution=1d&range=ALL').link).toEqual({ resolution: '1D', range: 'all' });
    expect(read('to=&to=7&to=8').link).toEqual({ resolution: '1D', to: 7 });
    expect(read('to=&to=7&to=8').ignored).toEqual([
      { param: 'to', value: '8', reason: 'is repeated: only its first value counts' },
    ]);
  });

  it('drops a from after to, then a range beside from or to, saying why', () => {
    expect(read('from=20&to=10&range=1d')).toMatchObject({
      link: { resolution: '1D', to: 10 },
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

describe('firstRequest', () => {
  const NOW = 1_795_000_020;
  it('differs between the page and the embed only without a range', () => {
    expect(firstRequest({ resolution: '60' }, NOW, 'newest chunk')).toEqual({ from: 1792800000, to: NOW });
    expect(firstRequest({ resolution: '60' }, NOW, 'all')).toEqual({ from: 0, to: NOW });
    for (const unnamed of ['newest chunk', 'all'] as const) {
      expect(firstRequest({ resolution: '60', range: '1d' }, NOW, unnamed)).toEqual({
        from: NOW - 86_400,
        to: NOW,
      });
      expect(firstRequest({ resolution: '1D', from: 5, to: 6 }, NOW, unnamed)).toEqual({ from: 5, to: 6 });
    }
  });
  it('runs to now without a `to`', () => {
    expect(runsToNow({ resolution: '1D', from: 5 })).toBe(true);
    expect(runsToNow({ resolution: '1D', from: 5, to: 6 })).toBe(false);
  });
});
