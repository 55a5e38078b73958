// The one rule for reading a request's parameters: the demo API validates by it, the gateway canonicalises by it.
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { readParams } from './params';

const read = (name: keyof typeof endpoints, query: string, unknown: 'reject' | 'ignore' = 'reject') =>
  readParams(endpoints[name], new URLSearchParams(query), unknown);

describe('readParams', () => {
  it('writes equal questions one way: sorted, defaults and empty values dropped', () => {
    const canonical = (query: string) => {
      const result = read('events', query);
      return result.ok ? result.canonical : result.message;
    };
    expect(canonical('')).toBe('');
    expect(canonical('page=1&limit=50&order=block_number_desc')).toBe('');
    expect(canonical('pallet=Balances&page=2&name=')).toBe('page=2&pallet=Balances');
    expect(canonical('page=2&pallet=Balances')).toBe('page=2&pallet=Balances');
    expect(
      read('accountLatest', 'network=finney').ok && read('accountLatest', 'network=finney'),
    ).toMatchObject({
      canonical: '',
    });
    expect(read('udfHistory', 'to=20&from=10&resolution=1D&symbol=SUB-7')).toMatchObject({
      canonical: 'from=10&resolution=1D&symbol=SUB-7&to=20',
    });
  });

  it('takes the first of a repeated parameter, as the service does', () => {
    expect(read('events', 'pallet=Balances&pallet=System')).toMatchObject({
      params: expect.objectContaining({ pallet: 'Balances' }) as unknown,
      canonical: 'pallet=Balances',
    });
  });

  it('rejects or ignores unknown parameters, as asked', () => {
    expect(read('events', 'foo=1')).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Unknown parameter "foo": \/api\/event\/v1 takes block_number, /,
      ) as unknown,
    });
    expect(read('events', 'foo=1', 'ignore')).toMatchObject({ ok: true, canonical: '' });
  });

  it('names the parameter that is missing, invalid or too wide', () => {
    expect(read('accountHistory', '')).toEqual({
      ok: false,
      message: 'Missing required parameter "address"',
    });
    expect(read('events', 'block_start=9&block_end=1')).toEqual({
      ok: false,
      message: 'Invalid parameter "block_start": must not be after block_end (9 > 1)',
    });
    expect(read('poolEvents', 'fromBlock=100&toBlock=2099')).toMatchObject({ ok: true });
    expect(read('poolEvents', 'fromBlock=100&toBlock=2100')).toEqual({
      ok: false,
      message:
        'Invalid parameter "fromBlock": the window 100..2100 spans 2001 blocks; at most 2000 are allowed (pass a closer fromBlock or toBlock)',
    });
  });
});
