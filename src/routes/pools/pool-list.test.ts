import { describe, expect, it } from 'vitest';
import type { MarketPool } from '../../api/market';
import { readSearch } from '../../shared/query-string';
import { matches, mergeRows, POOL_ORDERS, poolsSearch, screen, SORT_KEYS, sortRows } from './pool-list';

const owner = { ss58: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', hex: '0xd43593c715fdd31c' };

function pool(netuid: number, figures: Partial<MarketPool> = {}): MarketPool {
  return {
    netuid,
    price: '0.01',
    change: { h1: 0, h24: 0, d7: 0 },
    volume24h: '0',
    buys24h: 0,
    sells24h: 0,
    netFlow24h: '0',
    reserves: { tao: '1000', alpha: '1000' },
    lastTrade: { block: 100, time: 1_000 },
    sparkline: [],
    ...figures,
  };
}

describe('mergeRows', () => {
  it('keeps each subnet of the summary but the root, with its owner and its pool', () => {
    const rows = mergeRows(
      [
        { netuid: 0, owner },
        { netuid: 7, owner: null },
        { netuid: 19, owner },
      ],
      [pool(19), pool(3)],
    );
    expect(rows.map((row) => [row.netuid, row.owner?.ss58, row.pool?.netuid])).toEqual([
      [3, undefined, 3],
      [7, undefined, undefined],
      [19, owner.ss58, 19],
    ]);
  });
});

describe('matches', () => {
  const rows = [{ netuid: 1 }, { netuid: 19, owner }, { netuid: 119 }, { netuid: 7 }];
  const found = (search: string) => rows.filter((row) => matches(row, search)).map((row) => row.netuid);
  it('reads a number as the start of the subnet number, and subnet forms as one subnet', () => {
    expect(found('19')).toEqual([19]);
    expect(found('1')).toEqual([1, 19, 119]);
    expect(found('sn19')).toEqual([19]);
    expect(found('Subnet 1')).toEqual([1]);
    expect(found('  ')).toEqual([1, 19, 119, 7]);
  });

  it('finds other text in the owner’s address, either form, any case', () => {
    expect(found('5grwva')).toEqual([19]);
    expect(found('0xD435')).toEqual([19]);
    expect(found('nobody')).toEqual([]);
  });
});

describe('sortRows', () => {
  const rows = mergeRows(
    [{ netuid: 4, owner: null }],
    [
      pool(1, { price: '0.5', change: { h1: 0.1, h24: 0.2, d7: null }, volume24h: '9000000000000000000' }),
      pool(2, { price: '0.25', change: { h1: -0.1, h24: -0.3, d7: 0.1 }, volume24h: '8999999999999999999' }),
      pool(3, { price: null, change: { h1: null, h24: null, d7: null }, reserves: null, lastTrade: null }),
      pool(5, { price: '2', change: { h1: 0, h24: 0.2, d7: -0.1 }, netFlow24h: '-5', buys24h: 3 }),
    ],
  );
  const order = (o: Parameters<typeof sortRows>[1]) => sortRows(rows, o).map((row) => row.netuid);

  it('sorts every subnet by the column either way, those without the figure last, then by subnet', () => {
    expect(order('netuid_desc')).toEqual([5, 4, 3, 2, 1]);
    expect(order('price_desc')).toEqual([5, 1, 2, 3, 4]);
    expect(order('price_asc')).toEqual([2, 1, 5, 3, 4]);
    expect(order('change_24h_desc')).toEqual([1, 5, 2, 3, 4]);
    expect(order('change_24h_asc')).toEqual([2, 1, 5, 3, 4]);
    expect(order('change_7d_asc')).toEqual([5, 2, 1, 3, 4]);
    expect(order('flow_asc')).toEqual([5, 1, 2, 3, 4]);
    expect(order('buys_desc')).toEqual([5, 1, 2, 3, 4]);
    expect(order('last_trade_desc')).toEqual([1, 2, 5, 3, 4]);
  });

  it('compares amounts exactly, beyond what a number holds', () => {
    expect(order('volume_desc')).toEqual([1, 2, 3, 5, 4]);
  });

  it('has an order for each column and direction', () => {
    expect(POOL_ORDERS).toHaveLength(SORT_KEYS.length * 2);
    for (const key of SORT_KEYS) expect(() => sortRows(rows, `${key}_desc`)).not.toThrow();
  });

  it('filters before it sorts', () => {
    expect(screen(rows, '1', 'netuid_asc').map((row) => row.netuid)).toEqual([1]);
  });
});

describe('poolsSearch', () => {
  const read = (query: string) => readSearch(poolsSearch, new URLSearchParams(query));
  it('reads an order and a search, and drops the default order from the link', () => {
    expect(read('order=volume_desc&q=19').query).toEqual({ q: '19', order: 'volume_desc' });
    expect(read('order=netuid_asc').query).toEqual({});
  });

  it('falls back on the default order for a bad one, and says why', () => {
    const state = read('order=volume&sort=x');
    expect(state.values.order).toBe('netuid_asc');
    expect(state.problems).toEqual([
      { param: 'order', value: 'volume', reason: 'must be a column and a direction, e.g. volume_desc' },
      { param: 'sort', value: 'x', reason: 'is not a parameter of this page' },
    ]);
  });

  it('reads an order in any case, spelled as the page writes it', () => {
    expect(read('order=Change_24H_Desc').values.order).toBe('change_24h_desc');
  });
});
