import { describe, expect, it } from 'vitest';
import { accountLatestParams, eventParams } from '../api/schemas';
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

  it('reads enum values whatever their case, and gives the URL in the API spelling', () => {
    const state = readSearch(
      accountLatestParams,
      new URLSearchParams(
        'network=Nakamoto&order=Balance_Free_DESC&address=5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      ),
    );
    expect(state.query).toEqual({
      address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      network: 'nakamoto',
      order: 'balance_free_desc',
    });
    expect(state.problems).toEqual([]);
    expect(state.respelled?.toString()).toBe(
      'network=nakamoto&order=balance_free_desc&address=5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    );
    // The default, spelled otherwise: the same view as no parameter, and the URL keeps what was asked.
    const finney = readSearch(accountLatestParams, new URLSearchParams('network=Finney'));
    expect(finney.query).toEqual({});
    expect(finney.values.network).toBe('finney');
    expect(finney.respelled?.toString()).toBe('network=finney');
  });

  it('changes nothing in a URL already spelled as the API spells it, nor the case of other values', () => {
    expect(read('order=pallet_asc&pallet=balances').respelled).toBeNull();
    expect(read('pallet=balances').query).toEqual({ pallet: 'balances' });
    expect(read('phase=finalization').respelled).toBeNull();
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
