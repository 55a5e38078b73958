import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../api/endpoints';
import { listEndpointOf, runExport, type CsvSink, type ExportProgress } from './csv-export';

/** A subnet owner record, the smallest the contract has. */
const owner = (block: number, extra: Record<string, unknown> = {}) => ({
  block_number: block,
  timestamp: '2026-10-01T00:00:00Z',
  netuid: 3,
  owner: { ss58: '5Owner', hex: '0xab' },
  is_coldkey_swap: false,
  ...extra,
});

const page = (n: number, total: number, data: unknown[]) => ({
  pagination: {
    current_page: n,
    per_page: 200,
    total_items: total,
    total_pages: Math.ceil(total / 200),
    next_page: null,
    prev_page: null,
  },
  data,
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

/** The API as a list of answers, one per request, in order; the requests are kept. */
function api(...answers: Response[]) {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function memorySink() {
  const file = { text: '', writes: 0, closed: false, aborted: false };
  const sink: CsvSink = {
    write: async (chunk) => {
      file.text += chunk;
      file.writes++;
    },
    close: async () => void (file.closed = true),
    abort: async () => void (file.aborted = true),
  };
  return { file, sink };
}

const HEADER =
  'block_number,timestamp (ISO 8601 UTC),netuid,owner,is_coldkey_swap,pending_owner,pending_owner_block_number,pending_owner_timestamp (ISO 8601 UTC),previous_owner\r\n';
const line = (block: number) => `${block},2026-10-01T00:00:00.000Z,3,5Owner,false,,,,\r\n`;
const rowsOf = (from: number, count: number) => Array.from({ length: count }, (_, i) => owner(from - i));

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const job = {
  endpoint: 'subnetOwners' as const,
  query: { netuid: '3', order: 'block_number_asc' },
  rows: 250,
};

describe('runExport', () => {
  it('asks page after page of 200 with the filters and order, as background, up to the rows asked for', async () => {
    const fetch = api(json(page(1, 1000, rowsOf(1000, 200))), json(page(2, 1000, rowsOf(800, 200))));
    const { file, sink } = memorySink();
    const progress: ExportProgress[] = [];
    const result = await runExport(job, sink, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });

    expect(result).toEqual({ outcome: 'done', rows: 250, extraFields: [] });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/subnet/owner/v1?netuid=3&order=block_number_asc&page=1&limit=200',
      '/api/subnet/owner/v1?netuid=3&order=block_number_asc&page=2&limit=200',
    ]);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-Prefetch': '1' });
    // Header, then each page as it came: the second cut at the 250th row.
    expect(file.writes).toBe(3);
    expect(file.text).toBe(
      HEADER +
        rowsOf(1000, 250)
          .map((row) => line(row.block_number))
          .join(''),
    );
    expect(file.closed).toBe(true);
    expect(progress.at(-1)).toMatchObject({ page: 2, pages: 2, rows: 250, target: 250, answered: 2 });
  });

  it('waits out a 429 for its Retry-After, then asks the same page again', async () => {
    const fetch = api(
      json(page(1, 300, rowsOf(300, 200))),
      json({ message: 'budget spent' }, 429, { 'Retry-After': '30' }),
      json(page(2, 300, rowsOf(100, 100))),
    );
    const { file, sink } = memorySink();
    const progress: ExportProgress[] = [];
    const done = runExport({ ...job, rows: 1000 }, sink, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(progress.at(-1)).toMatchObject({ page: 2, waitUntil: Date.now() + 30_000 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ outcome: 'done', rows: 300 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[2]?.[0]).toContain('page=2');
    expect(file.text.split('\r\n')).toHaveLength(302);
  });

  it('stops on Cancel during a wait: no more requests, and the file is dropped', async () => {
    const fetch = api(
      json(page(1, 1000, rowsOf(1000, 200))),
      json({ message: 'budget spent' }, 429, { 'Retry-After': '30' }),
    );
    const { file, sink } = memorySink();
    const controller = new AbortController();
    const done = runExport({ ...job, rows: 1000 }, sink, { signal: controller.signal, onProgress: () => {} });
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    expect(await done).toEqual({ outcome: 'cancelled', rows: 200, extraFields: [] });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(file).toMatchObject({ aborted: true, closed: false });
  });

  it('stops on any other error with its message and status, keeping what was written', async () => {
    api(json(page(1, 1000, rowsOf(1000, 200))), json({ message: 'Internal error' }, 500));
    const { file, sink } = memorySink();
    const result = await runExport({ ...job, rows: 1000 }, sink, {
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(result).toEqual({
      outcome: 'failed',
      rows: 200,
      message: 'Internal error (HTTP 500)',
      extraFields: [],
    });
    expect(file).toMatchObject({ closed: true, aborted: false });
    expect(file.text.split('\r\n')).toHaveLength(202);
  });

  it('stops on a 429 without Retry-After rather than asking into it', async () => {
    const fetch = api(json({ message: 'Too many requests' }, 429));
    const { sink } = memorySink();
    const result = await runExport(job, sink, { signal: new AbortController().signal, onProgress: () => {} });
    expect(result).toMatchObject({ outcome: 'failed', message: 'Too many requests (HTTP 429)' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('writes the header alone when nothing matches (a 404 from the service)', async () => {
    api(json({ message: 'No subnet owners found' }, 404));
    const { file, sink } = memorySink();
    const result = await runExport(job, sink, { signal: new AbortController().signal, onProgress: () => {} });
    expect(result).toEqual({ outcome: 'done', rows: 0, extraFields: [] });
    // No record to follow: the contract's fields, its key fields first.
    expect(file.text).toBe(
      'block_number,netuid,timestamp (ISO 8601 UTC),owner,is_coldkey_swap,pending_owner,pending_owner_block_number,pending_owner_timestamp (ISO 8601 UTC),previous_owner\r\n',
    );
  });

  it('says when the list changed under it, and which later fields the header lacks', async () => {
    api(
      json(page(1, 300, rowsOf(300, 200))),
      json(page(2, 301, [owner(100, { previous_owner: { ss58: '5Prev', hex: '0xcd' }, note: 'x' })])),
    );
    const { file, sink } = memorySink();
    const result = await runExport({ ...job, rows: 1000 }, sink, {
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(result).toEqual({
      outcome: 'done',
      rows: 201,
      extraFields: ['note'],
      changed: { from: 300, to: 301 },
    });
    expect(file.text.endsWith('100,2026-10-01T00:00:00.000Z,3,5Owner,false,,,,5Prev\r\n')).toBe(true);
  });
});

describe('runExport on a list of the newest rows first', () => {
  it('pins the pages after the first to the blocks it had, so that new rows shift nothing', async () => {
    const fetch = api(json(page(1, 300, rowsOf(300, 200))), json(page(2, 300, rowsOf(100, 100))));
    const { file, sink } = memorySink();
    const result = await runExport({ endpoint: 'subnetOwners', query: { netuid: '3' }, rows: 1000 }, sink, {
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(result).toEqual({ outcome: 'done', rows: 300, extraFields: [] });
    const asked = fetch.mock.calls.map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));
    expect(asked).toEqual([
      { netuid: '3', page: '1', limit: '200' },
      { netuid: '3', block_end: '300', page: '2', limit: '200' },
    ]);
    expect(file.text.split('\r\n')).toHaveLength(302);
  });

  it('keeps a block_end of its own that is older, and leaves a list of the oldest first as it is', async () => {
    const fetch = api(
      json(page(1, 300, rowsOf(300, 200))),
      json(page(2, 300, rowsOf(100, 100))),
      json(page(1, 300, rowsOf(300, 200))),
      json(page(2, 300, rowsOf(100, 100))),
    );
    const options = { signal: new AbortController().signal, onProgress: () => {} };
    await runExport(
      { endpoint: 'subnetOwners', query: { block_end: '250' }, rows: 1000 },
      memorySink().sink,
      options,
    );
    await runExport({ ...job, rows: 1000 }, memorySink().sink, options);
    const blockEnds = fetch.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('block_end'));
    expect(blockEnds).toEqual(['250', '250', null, null]);
  });
});

describe('listEndpointOf', () => {
  it('knows the list endpoints by their path, and nothing else', () => {
    expect(listEndpointOf('/api/event/v1')).toBe('events');
    expect(listEndpointOf('/api/account/history/v1')).toBe('accountHistory');
    expect(listEndpointOf('/api/dtao/tradingview/udf/history')).toBeNull();
  });

  it('takes the list endpoints from the contract table: those that list records', () => {
    const lists = Object.values(endpoints).flatMap(({ path }) => listEndpointOf(path) ?? []);
    expect(lists.sort()).toEqual([
      'accountHistory',
      'accountLatest',
      'deregistrations',
      'events',
      'evmTransactions',
      'subnetOwners',
    ]);
  });
});
