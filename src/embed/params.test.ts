import { describe, expect, it } from 'vitest';
import { readEmbedParams } from './params';

const read = (path: string, query = '') => readEmbedParams(path, new URLSearchParams(query), 1_000_000);

describe('readEmbedParams', () => {
  it('reads the pool, resolution, range, theme and trades', () => {
    expect(read('/embed/pools/12', 'resolution=60&from=1000&to=2000&theme=dark&trades=1')).toEqual({
      netuid: 12,
      resolution: '60',
      from: 1000,
      to: 2000,
      theme: 'dark',
      trades: true,
    });
  });

  it('takes a preset range ending now when from and to are absent, and everything by default', () => {
    expect(read('/embed/pools/3', 'range=7d')).toMatchObject({ from: 1_000_000 - 7 * 86_400, to: 1_000_000 });
    expect(read('/embed/pools/3')).toMatchObject({
      resolution: '1D',
      from: 0,
      to: 1_000_000,
      theme: null,
      trades: false,
    });
  });

  it('falls back to the defaults for unreadable values, and refuses what is not a pool', () => {
    expect(read('/embed/pools/3', 'resolution=2h&from=x&to=5&theme=blue')).toMatchObject({
      resolution: '1D',
      from: 0,
      to: 5,
    });
    expect(read('/embed/pools/3', 'from=10&to=5')).toMatchObject({ from: 0, to: 5 });
    expect(read('/embed/pools/0')).toBeNull();
    expect(read('/embed/pools/abc')).toBeNull();
    for (const netuid of ['01', '1e2', '0x10', '65536']) expect(read(`/embed/pools/${netuid}`)).toBeNull();
    expect(read('/embed/pools/3', 'from=1e3&to=999999999999')).toMatchObject({ from: 0, to: 1_000_000 });
    expect(read('/pools/3')).toBeNull();
  });
});
