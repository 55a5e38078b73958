import { describe, expect, it } from 'vitest';
import { eventParams } from '../api/schemas';
import { readSearch, searchString } from './url-state';

const read = (search: string) => readSearch(eventParams, new URLSearchParams(search));

describe('readSearch', () => {
  it('keeps valid parameters as written, in the schema order, and drops defaults', () => {
    const state = read('order=pallet_asc&pallet=Balances&page=1&limit=50&block_start=10');
    expect(state.query).toEqual({ block_start: '10', pallet: 'Balances', order: 'pallet_asc' });
    expect(Object.keys(state.query)).toEqual(['block_start', 'pallet', 'order']);
    expect(state.values).toMatchObject({ page: 1, limit: 50, block_start: 10, order: 'pallet_asc' });
    expect(state.problems).toEqual([]);
  });

  it('drops an invalid value and says why', () => {
    const state = read('limit=500&page=x&pallet=Balances');
    expect(state.query).toEqual({ pallet: 'Balances' });
    expect(state.values.limit).toBe(50);
    expect(state.problems).toEqual([
      { param: 'limit', value: '500', reason: 'must be an integer from 1 to 200' },
      { param: 'page', value: 'x', reason: 'must be an integer of at least 1' },
    ]);
  });

  it('drops a range whose start is after its end', () => {
    const state = read('block_start=20&block_end=10');
    expect(state.query).toEqual({ block_end: '10' });
    expect(state.problems).toEqual([
      { param: 'block_start', value: '20', reason: 'must not be after block_end (20 > 10)' },
    ]);
  });

  it('reports parameters the page does not know and ignores empty ones', () => {
    const state = read('colour=blue&pallet=');
    expect(state.query).toEqual({});
    expect(state.problems).toEqual([
      { param: 'colour', value: 'blue', reason: 'is not a parameter of this page' },
    ]);
  });
});

describe('searchString', () => {
  it('writes only non-default, non-empty values', () => {
    expect(
      searchString(eventParams, {
        pallet: 'Balances',
        name: '',
        page: '1',
        order: 'block_number_desc',
        phase: undefined,
      }),
    ).toBe('pallet=Balances');
  });
});
