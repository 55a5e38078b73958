import { describe, expect, it } from 'vitest';
import { readEmbedParams } from './params';

/** Now, on the hour: a chart that runs to now ends here, at the end of its candle or hour (chartEnd). */
const NOW = 1_000_800;
const read = (path: string, query = '') => readEmbedParams(path, new URLSearchParams(query), NOW);
const params = (path: string, query = '') => read(path, query)?.params;
const ignored = (query: string) => read('/embed/pools/3', query)?.ignored;

describe('readEmbedParams', () => {
  it('reads the pool, resolution, range, theme and trades', () => {
    expect(read('/embed/pools/12', 'resolution=60&from=1000&to=2000&theme=dark&trades=1')).toEqual({
      params: {
        netuid: 12,
        resolution: '60',
        from: 1000,
        to: 2000,
        emptyStart: true,
        theme: 'dark',
        trades: true,
        live: false,
      },
      ignored: [],
    });
  });

  it('takes theme=auto: the system’s colours on a transparent background', () => {
    expect(params('/embed/pools/12', 'theme=Auto')?.theme).toBe('auto');
  });

  it('takes a preset range ending now when from and to are absent, and everything by default', () => {
    expect(params('/embed/pools/3', 'range=7d')).toMatchObject({
      from: NOW - 7 * 86_400,
      to: NOW,
    });
    // As on the pool page, from or to name the range and a preset beside them is left out.
    expect(params('/embed/pools/3', 'range=7d&to=800000')).toMatchObject({ from: 0, to: 800_000 });
    // Without an end it runs to now, and follows the chain; a preset range ends now too.
    expect(params('/embed/pools/3', 'range=7d')?.live).toBe(true);
    expect(params('/embed/pools/3', 'from=1000')?.live).toBe(true);
    expect(read('/embed/pools/3')).toEqual({
      params: {
        netuid: 3,
        resolution: '1D',
        from: 0,
        to: NOW,
        emptyStart: false,
        theme: null,
        trades: false,
        live: true,
      },
      ignored: [],
    });
  });

  it('falls back to the defaults for unreadable values, and refuses what is not a pool', () => {
    expect(params('/embed/pools/3', 'resolution=2h&from=x&to=5&theme=blue')).toMatchObject({
      resolution: '1D',
      from: 0,
      to: 5,
    });
    expect(params('/embed/pools/3', 'from=10&to=5')).toMatchObject({ from: 0, to: 5 });
    expect(read('/embed/pools/0')).toBeNull();
    expect(read('/embed/pools/abc')).toBeNull();
    for (const netuid of ['01', '1e2', '0x10', '65536']) expect(read(`/embed/pools/${netuid}`)).toBeNull();
    expect(params('/embed/pools/3', 'from=1e3&to=999999999999')).toMatchObject({ from: 0, to: NOW });
    expect(read('/pools/3')).toBeNull();
  });

  it('lists what it ignored, and why', () => {
    expect(ignored('resolution=bogus&foo=1')).toEqual([
      { param: 'foo', value: '1', reason: 'is not a parameter of this page' },
      { param: 'resolution', value: 'bogus', reason: 'must be one of 1, 5, 15, 60, 1D, 7D, 30D' },
    ]);
    expect(ignored('from=1e3&to=10&range=week&theme=blue&trades=yes')).toEqual([
      { param: 'range', value: 'week', reason: 'must be one of 1d, 7d, 30d, 90d, all' },
      { param: 'from', value: '1e3', reason: 'must be unix seconds in plain digits, up to 253402300799' },
      { param: 'theme', value: 'blue', reason: 'must be light, dark or auto' },
      { param: 'trades', value: 'yes', reason: 'must be 1 (or 0)' },
    ]);
    expect(ignored('from=20&to=10')).toEqual([
      { param: 'from', value: '20', reason: 'must not be after to (20 > 10)' },
    ]);
    expect(ignored('range=7d&from=10')).toEqual([
      { param: 'range', value: '7d', reason: 'is ignored: from and to name the range' },
    ]);
    expect(ignored('theme=dark&theme=light&trades=0&resolution=')).toEqual([
      { param: 'theme', value: 'light', reason: 'is repeated: only its first value counts' },
    ]);
  });
});
