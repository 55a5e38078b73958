import { describe, expect, it } from 'vitest';
import { matches, sortPools, type PoolEntry } from './pool-list';

const owner = { ss58: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', hex: '0xd43593c715fdd31c' };
const pools: PoolEntry[] = [
  { netuid: 1, price: 0.5, change: 0.1 },
  { netuid: 19, owner, price: 0.2, change: -0.2 },
  { netuid: 119 },
  { netuid: 7, price: 0.9, change: null },
];

describe('matches', () => {
  const found = (search: string) => pools.filter((p) => matches(p, search)).map((p) => p.netuid);
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

describe('sortPools', () => {
  const order = (o: Parameters<typeof sortPools>[1]) => sortPools(pools, o).map((p) => p.netuid);
  it('sorts by subnet either way', () => {
    expect(order('netuid_asc')).toEqual([1, 7, 19, 119]);
    expect(order('netuid_desc')).toEqual([119, 19, 7, 1]);
  });

  it('sorts the loaded values, and puts the pools without one after them by subnet', () => {
    expect(order('price_desc')).toEqual([7, 1, 19, 119]);
    expect(order('price_asc')).toEqual([19, 1, 7, 119]);
    expect(order('change_desc')).toEqual([1, 19, 7, 119]);
    expect(order('change_asc')).toEqual([19, 1, 7, 119]);
  });
});
