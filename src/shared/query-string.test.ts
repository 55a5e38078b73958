import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { accountLatestParams, eventParams } from '../api/schemas';
import { readSearch, searchString } from './query-string';

const PLAIN_DIGITS = 'must be written in plain digits (no sign, exponent, hex or leading zero)';
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
      { param: 'page', value: 'x', reason: PLAIN_DIGITS },
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

  it("reports an object's own member names as parameters the page does not know", () => {
    const state = read('constructor=1&__proto__=2&toString=3&hasOwnProperty=4&valueOf=5&pallet=Sudo');
    expect(state.query).toEqual({ pallet: 'Sudo' });
    expect(state.problems.map(({ param, reason }) => `${param} ${reason}`)).toEqual(
      ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'].map(
        (name) => `${name} is not a parameter of this page`,
      ),
    );
  });

  it('counts the first non-empty value of a repeated parameter, as the API does, and reports the others', () => {
    expect(read('pallet=&pallet=Balances&pallet=System')).toMatchObject({
      query: { pallet: 'Balances' },
      problems: [{ param: 'pallet', value: 'System', reason: 'is repeated: only its first value counts' }],
    });
    // An invalid first value is dropped; the valid one after it does not stand in for it.
    expect(read('page=x&page=2')).toMatchObject({
      query: {},
      problems: [
        { param: 'page', value: 'x', reason: PLAIN_DIGITS },
        { param: 'page', value: '2', reason: 'is repeated: only its first value counts' },
      ],
    });
  });

  it('takes integers only in plain digits and within their range', () => {
    const state = read(
      'timestamp_start=99999999999999&timestamp_end=253402300799&block_start=1e2&block_end=2147483648&page=02&limit=+5',
    );
    expect(state.query).toEqual({ timestamp_end: '253402300799' });
    expect(state.problems.map((p) => `${p.param} ${p.reason}`)).toEqual([
      'timestamp_start must be an integer from 0 to 253402300799',
      `block_start ${PLAIN_DIGITS}`,
      'block_end must be an integer from 0 to 2147483647',
      `page ${PLAIN_DIGITS}`,
      `limit ${PLAIN_DIGITS}`,
    ]);
  });

  it('stops, naming the parameter, when a schema requires one the URL lacks', () => {
    const schema = z.object({ symbol: z.string(), page: z.optional(z.string()) });
    expect(() => readSearch(schema, new URLSearchParams('page=2'))).toThrow(
      'readSearch: the schema rejects the URL without "symbol"',
    );
    expect(readSearch(schema, new URLSearchParams('symbol=SUB-1')).values).toEqual({ symbol: 'SUB-1' });
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
