// The contract every endpoint shares: authentication, quota, paths, parameter errors and pagination.
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../../src/api/endpoints';
import { API_KEY, demoApi } from '../test-helpers';

const api = demoApi();

describe('authentication', () => {
  it('answers 401 without an Authorization header', async () => {
    const { status, message } = await api.fail('/api/event/v1', null);
    expect(status).toBe(401);
    expect(message).toMatch(/Authorization header/);
  });

  it.each([
    ['a wrong key', 'not-the-key'],
    ['a Bearer prefix', `Bearer ${API_KEY}`],
    ['the key in quotes', `"${API_KEY}"`],
  ])('answers 403 for %s', async (_, key) => {
    const { status, message } = await api.fail('/api/event/v1', key);
    expect(status).toBe(403);
    expect(message).toMatch(/no Bearer prefix or quotes/);
  });

  it('serves every endpoint to the key sent verbatim', async () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const query = {
        accountHistory: '?address=5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
        udfHistory: '?symbol=SUB-1&resolution=60&from=1790000000&to=1790100000',
      }[name];
      const { status } = await api.raw(`${endpoint.path}${query ?? ''}`);
      expect(status, name).toBe(200);
    }
  });
});

describe('the quota switch', () => {
  it('answers 429 with Retry-After in whole seconds once the quota is used, and lets requests through again', async () => {
    let now = 1_000_000;
    const limited = demoApi({ rateLimit: { requests: 2, windowSeconds: 60 }, now: () => now });
    expect((await limited.raw('/api/event/v1?limit=1')).status).toBe(200);
    now += 10_000;
    expect((await limited.raw('/api/event/v1?limit=1')).status).toBe(200);
    const refused = await limited.fail('/api/event/v1?limit=1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('50');
    expect(refused.message).toBe('Rate limit exceeded: try again in 50 s');
    now += 50_000; // the first request has left the window
    expect((await limited.raw('/api/event/v1?limit=1')).status).toBe(200);
    expect((await limited.fail('/api/event/v1?limit=1')).headers.get('Retry-After')).toBe('10');
  });

  it('counts each key on its own and never limits without a quota', async () => {
    for (let i = 0; i < 20; i++) expect((await api.raw('/api/event/v1?limit=1')).status).toBe(200);
  });
});

describe('paths', () => {
  it.each([
    '/event/v1',
    '/api/event',
    '/api/event/v2',
    '/api/subnet/owner',
    '/api/dtao/tradingview/udf/history/v1',
    '/',
  ])('answers 404 for %s', async (path) => {
    const { status, message } = await api.fail(path);
    expect(status).toBe(404);
    expect(message).toBe(`Not found: ${path}`);
  });
});

const PLAIN_DIGITS = 'must be written in plain digits (no sign, exponent, hex or leading zero)';

describe('parameter errors', () => {
  it.each([
    ['/api/account/history/v1', 'Missing required parameter "address"'],
    ['/api/dtao/tradingview/udf/history?resolution=1&from=1&to=2', 'Missing required parameter "symbol"'],
    ['/api/dtao/tradingview/udf/history?symbol=SUB-1&from=1&to=2', 'Missing required parameter "resolution"'],
    ['/api/dtao/tradingview/udf/history?symbol=SUB-1&resolution=1&to=2', 'Missing required parameter "from"'],
    ['/api/dtao/tradingview/udf/history?symbol=SUB-1&resolution=1&from=1', 'Missing required parameter "to"'],
    ['/api/event/v1?block_number=abc', `Invalid parameter "block_number": ${PLAIN_DIGITS}`],
    ['/api/subnet/owner/v1?netuid=1.5', `Invalid parameter "netuid": ${PLAIN_DIGITS}`],
    ['/api/event/v1?timestamp_start=-5', `Invalid parameter "timestamp_start": ${PLAIN_DIGITS}`],
    ['/api/event/v1?block_number=1e2', `Invalid parameter "block_number": ${PLAIN_DIGITS}`],
    ['/api/event/v1?block_number=0x10', `Invalid parameter "block_number": ${PLAIN_DIGITS}`],
    ['/api/event/v1?page=02', `Invalid parameter "page": ${PLAIN_DIGITS}`],
    [
      '/api/event/v1?timestamp_start=99999999999999',
      'Invalid parameter "timestamp_start": must be an integer from 0 to 253402300799',
    ],
    [
      '/api/event/v1?block_number=2147483648',
      'Invalid parameter "block_number": must be an integer from 0 to 2147483647',
    ],
    ['/api/subnet/owner/v1?netuid=65536', 'Invalid parameter "netuid": must be an integer from 0 to 65535'],
    [
      '/api/dtao/tradingview/udf/history?symbol=SUB-01&resolution=1&from=1&to=2',
      'Invalid parameter "symbol": must look like SUB-<netuid>, for example SUB-1',
    ],
    ['/api/event/v1?limit=0', 'Invalid parameter "limit": must be an integer from 1 to 200'],
    ['/api/event/v1?limit=201', 'Invalid parameter "limit": must be an integer from 1 to 200'],
    ['/api/event/v1?page=0', 'Invalid parameter "page": must be an integer from 1 to 2147483647'],
    [
      '/api/subnet/neuron/deregistration/v1?order=newest',
      'Invalid parameter "order": must be one of block_number_asc, block_number_desc, timestamp_asc, timestamp_desc',
    ],
    [
      '/api/account/latest/v1?network=mainnet',
      'Invalid parameter "network": must be one of finney, nakamoto, kusanagi',
    ],
    [
      '/api/dtao/tradingview/udf/history?symbol=SUB-1&resolution=2&from=1&to=2',
      'Invalid parameter "resolution": must be one of 1, 5, 15, 60, 1D, 7D, 30D',
    ],
    [
      '/api/dtao/tradingview/udf/history?symbol=SN1&resolution=1&from=1&to=2',
      'Invalid parameter "symbol": must look like SUB-<netuid>, for example SUB-1',
    ],
    [
      '/api/subnet/owner/v1?is_coldkey_swap=yes',
      'Invalid parameter "is_coldkey_swap": must be true or false',
    ],
    [
      '/api/account/latest/v1?balance_free_min=-5',
      'Invalid parameter "balance_free_min": must be a non-negative integer amount in rao',
    ],
    [
      '/api/account/latest/v1?balance_total_max=1.5',
      'Invalid parameter "balance_total_max": must be a non-negative integer amount in rao',
    ],
    [
      '/api/event/v1?block_start=10&block_end=9',
      'Invalid parameter "block_start": must not be after block_end (10 > 9)',
    ],
    [
      '/api/evm/transaction/v1?timestamp_start=20&timestamp_end=10',
      'Invalid parameter "timestamp_start": must not be after timestamp_end (20 > 10)',
    ],
    [
      '/api/dtao/tradingview/udf/history?symbol=SUB-1&resolution=1&from=5&to=4',
      'Invalid parameter "from": must not be after to (5 > 4)',
    ],
    [
      '/api/coingecko/events?fromBlock=5&toBlock=4',
      'Invalid parameter "fromBlock": must not be after toBlock (5 > 4)',
    ],
    [
      '/api/subnet/owner/v1?owner=5Grwva',
      'Invalid parameter "owner": must be an SS58 address or a 0x-prefixed 32-byte hex public key',
    ],
    [
      '/api/evm/transaction/v1?from=0x12',
      'Invalid parameter "from": must be a 0x-prefixed 20-byte hex address',
    ],
    [
      '/api/event/v1?full_name=Transfer',
      'Invalid parameter "full_name": must look like <pallet>.<name>, for example Balances.Transfer',
    ],
  ])('%s → 400 %s', async (path, expected) => {
    const { status, message } = await api.fail(path);
    expect(status).toBe(400);
    expect(message).toBe(expected);
  });

  it('ignores unknown parameters', async () => {
    const plain = await api.get('events', { limit: 3 });
    expect(await api.get('events', { limit: 3, colour: 'blue', sort: 'x' })).toEqual(plain);
  });

  it("ignores an object's own member names as parameters, on every endpoint", async () => {
    const members = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
    const required: Partial<Record<EndpointName, string>> = {
      accountHistory: 'address=5G6YbmLeZLEYVMkhWyedK8tUhW1ecB1vshgxvsTGgzaANTXB&',
      udfHistory: 'symbol=SUB-1&resolution=1D&from=1760000000&to=1761900000&',
      poolEvents: 'fromBlock=9518000&toBlock=9518400&',
    };
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const plain = `${endpoints[name].path}?${required[name] ?? ''}limit=3`;
      const hostile = `${plain}&${members.map((member, i) => `${member}=${i}`).join('&')}`;
      const { status, body } = await api.raw(hostile);
      expect(status, `${hostile}: ${JSON.stringify(body)}`).toBe(200);
      expect(body, hostile).toEqual((await api.raw(plain)).body);
    }
  });

  it('accepts every order value the design notes list, per endpoint', async () => {
    const chain = ['block_number', 'timestamp'];
    const orders = {
      events: [...chain, 'phase', 'pallet', 'name', 'id', 'extrinsic_id'],
      accountLatest: [...chain, 'balance_free', 'balance_staked', 'balance_total'],
      deregistrations: chain,
      subnetOwners: chain,
      evmTransactions: chain,
    } as const;
    for (const [name, keys] of Object.entries(orders)) {
      for (const key of keys) {
        for (const direction of ['asc', 'desc']) {
          const page = await api.get(name as keyof typeof orders, { order: `${key}_${direction}`, limit: 5 });
          expect(page.data.length, `${name} ${key}_${direction}`).toBe(5);
        }
      }
    }
  });
});

describe('pagination', () => {
  it('defaults to page 1 of 50, with total_pages = ceil(total_items / limit) and null links at the ends', async () => {
    const first = await api.get('deregistrations');
    const { total_items } = first.pagination;
    expect(first.pagination).toEqual({
      current_page: 1,
      per_page: 50,
      total_items,
      total_pages: Math.ceil(total_items / 50),
      next_page: 2,
      prev_page: null,
    });
    expect(first.data).toHaveLength(50);

    const lastPage = Math.ceil(total_items / 50);
    const last = await api.get('deregistrations', { page: lastPage });
    expect(last.pagination.next_page).toBeNull();
    expect(last.pagination.prev_page).toBe(lastPage - 1);
    expect(last.data).toHaveLength(total_items - (lastPage - 1) * 50);
  });

  it('answers a page past the end with empty data', async () => {
    const past = await api.get('deregistrations', { page: 100_000 });
    expect(past.data).toEqual([]);
    expect(past.pagination.next_page).toBeNull();
    expect(past.pagination.prev_page).toBe(99_999);
  });

  it('cuts one ordering into consecutive pages, near either end alike', async () => {
    const query = { netuid: 3 };
    const whole = await api.get('deregistrations', { ...query, limit: 200 });
    const total = whole.pagination.total_items;
    expect(total).toBeGreaterThan(14);
    expect(total).toBeLessThanOrEqual(200);
    const limit = 7;
    const pages = [];
    for (let page = 1; page <= Math.ceil(total / limit); page++) {
      pages.push(...(await api.get('deregistrations', { ...query, limit, page })).data);
    }
    expect(pages).toEqual(whole.data);
  });

  it('lists newest first by default, ties broken by position in the block, the same way every time', async () => {
    const page = await api.get('events', { limit: 200 });
    const positions = page.data.map((e) => [e.block_number, e.index] as const);
    const sorted = [...positions].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(positions).toEqual(sorted);
    expect(new Set(positions.map((p) => p[0])).size).toBeLessThan(positions.length); // ties occurred
    expect(await api.get('events', { limit: 200 })).toEqual(page);
  });
});
