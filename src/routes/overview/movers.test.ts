import { describe, expect, it } from 'vitest';
import type { MarketPool } from '../../api/market';
import { topMovers, totalVolume } from './movers';

const pool = (netuid: number, h24: number | null, volume24h = '0'): MarketPool => ({
  netuid,
  price: '0.01',
  change: { h1: null, h24, d7: null },
  volume24h,
  buys24h: 0,
  sells24h: 0,
  netFlow24h: '0',
  reserves: null,
  lastTrade: null,
  sparkline: [],
});

describe('topMovers', () => {
  const pools = [
    pool(1, 0.1),
    pool(2, -0.2),
    pool(3, 0.3),
    pool(4, null),
    pool(5, 0),
    pool(6, 0.1),
    pool(7, -0.01),
  ];
  const netuids = (list: MarketPool[]) => list.map((entry) => entry.netuid);

  it('takes the largest rises and falls, ties by subnet, leaving out the flat and the unknown', () => {
    const { gainers, losers } = topMovers(pools, 5);
    expect(netuids(gainers)).toEqual([3, 1, 6]);
    expect(netuids(losers)).toEqual([2, 7]);
  });

  it('keeps only as many as asked', () => {
    expect(netuids(topMovers(pools, 2).gainers)).toEqual([3, 1]);
  });
});

describe('totalVolume', () => {
  it('adds every pool’s volume exactly, beyond what a number holds', () => {
    expect(totalVolume([pool(1, 0, '9007199254740993'), pool(2, 0, '1')])).toBe(9007199254740994n);
    expect(totalVolume([])).toBe(0n);
  });
});
