// The gateway's /api forwarding: only the contract goes upstream, in canonical form; the key's budget is never
// overspent; answers are cached by meaning and served stale, marked, when the upstream refuses or fails; the key
// never reaches the browser.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints';
import { ApiProxy } from './api-proxy';
import { QuotaBudget } from './budget';
import { HEAD_REVALIDATE_SECONDS, HEAD_SECONDS, PAST_SECONDS } from './freshness';
import type { LogFormat } from './logging';
import type { SharedAnswers } from './redis-shared';
import type { Upstream } from './upstream';

const KEY = 'secret-key-0123';
/** 2026-11-01T00:00:00Z, in milliseconds. */
const T0 = Date.UTC(2026, 10, 1);

function counting(answer: (request: Request) => Promise<Response> | Response) {
  const requests: Request[] = [];
  const upstream: Upstream = async (request) => {
    requests.push(request);
    return answer(request);
  };
  return { upstream, requests, paths: () => requests.map((r) => r.url.replace('https://upstream.test', '')) };
}

const ok = () => Response.json({ data: [1] });

interface Options {
  shared?: SharedAnswers;
  now?: () => number;
  timeoutMs?: number;
  limit?: string;
  cacheBytes?: number;
  maxBodyBytes?: number;
  log?: (line: string) => void;
  logFormat?: LogFormat;
}

function proxy(upstream: Upstream, options: Options = {}) {
  const now = options.now ?? (() => T0);
  const [requests, windowSeconds] = (options.limit ?? '').split('/').map(Number);
  return new ApiProxy({
    upstream,
    origin: 'https://upstream.test',
    apiKey: KEY,
    budget: new QuotaBudget(
      options.limit ? { requests: requests as number, windowSeconds: windowSeconds as number } : null,
      now,
    ),
    cacheBytes: options.cacheBytes ?? 2 ** 20,
    maxBodyBytes: options.maxBodyBytes ?? 2 ** 20,
    timeoutMs: options.timeoutMs ?? 1000,
    now,
    log: options.log,
    logFormat: options.logFormat,
    shared: options.shared,
  });
}

const get = (p: ApiProxy, path: string, init: RequestInit = {}) =>
  p.handle(new Request(`http://gateway.test${path}`, init));

/** A clock the test moves by hand. */
function clock() {
  let now = T0;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('only the contract goes upstream', () => {
  it('answers 404 for a path outside the eight endpoints, without asking upstream', async () => {
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream);
    for (const path of ['/api/other/v1', '/api/event/v2', '/api/event/v1/', '/api/../admin']) {
      const answer = await get(p, path);
      expect(answer.status, path).toBe(404);
      expect((await answer.json()).message).toMatch(/is not one of the API endpoints/);
    }
    expect(requests).toHaveLength(0);
  });

  it('answers 400 naming an unknown or invalid parameter, without asking upstream', async () => {
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream);
    const unknown = await get(p, '/api/event/v1?pallet=Balances&key=x');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toMatch(/^Unknown parameter "key": \/api\/event\/v1 takes /);
    const invalid = await get(p, '/api/event/v1?limit=500');
    expect(await invalid.json()).toEqual({
      message: 'Invalid parameter "limit": must be an integer from 1 to 200',
    });
    const missing = await get(p, '/api/account/history/v1');
    expect(await missing.json()).toEqual({ message: 'Missing required parameter "address"' });
    const wide = await get(p, '/api/coingecko/events?fromBlock=1&toBlock=2001');
    expect(wide.status).toBe(400);
    expect((await wide.json()).message).toMatch(/spans 2001 blocks; at most 2000/);
    expect(requests).toHaveLength(0);
  });

  it("refuses an object's own member names as parameters on every endpoint, without asking upstream", async () => {
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream);
    for (const { path } of Object.values(endpoints)) {
      for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
        const answer = await get(p, `${path}?${name}=1`);
        expect(answer.status, `${path}?${name}=1`).toBe(400);
        expect((await answer.json()).message).toMatch(new RegExp(`^Unknown parameter "${name}"`));
      }
    }
    expect(requests).toHaveLength(0);
  });

  it('asks upstream in one canonical form: sorted, defaults and empties dropped, numbers plain', async () => {
    const { upstream, paths } = counting(ok);
    const p = proxy(upstream);
    await get(p, '/api/event/v1?pallet=Balances&page=1&limit=50&order=block_number_desc&name=');
    await get(p, '/api/event/v1?limit=050&pallet=Balances');
    await get(p, '/api/event/v1?pallet=Balances&pallet=System');
    await get(p, '/api/evm/transaction/v1?from=0xABCDEF0123456789ABCDEF0123456789ABCDEF01');
    // Equal questions share one entry: three of these were one request.
    expect(paths()).toEqual([
      '/api/event/v1?pallet=Balances',
      '/api/evm/transaction/v1?from=0xabcdef0123456789abcdef0123456789abcdef01',
    ]);
  });

  it('adds the key as the raw Authorization header and passes on nothing from the browser', async () => {
    const { upstream, requests } = counting(ok);
    await get(proxy(upstream), '/api/event/v1?page=2', {
      headers: { Authorization: 'browser', Cookie: 'session=1' },
    });
    expect(requests[0]?.headers.get('Authorization')).toBe(KEY);
    expect(requests[0]?.headers.get('Cookie')).toBeNull();
  });

  it('answers only GET', async () => {
    const { upstream, requests } = counting(ok);
    const answer = await get(proxy(upstream), '/api/event/v1', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(405);
    expect(requests).toHaveLength(0);
  });
});

describe('the budget', () => {
  it('never sends more than the budget; beyond it, its own 429 with the wait, or the cached answer', async () => {
    const time = clock();
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream, { now: time.now, limit: '3/300' });
    for (let page = 1; page <= 3; page++)
      expect((await get(p, `/api/event/v1?page=${page}`)).status).toBe(200);
    time.advance(20);
    const refused = await get(p, '/api/event/v1?page=4');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('280');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect((await refused.json()).message).toBe(
      "The API key's budget of 3 requests per 300 s is spent; try again in 280 s",
    );
    // Page 1 is past its freshness and the budget is spent: its last answer, marked as stale.
    time.advance(HEAD_SECONDS + HEAD_REVALIDATE_SECONDS);
    const stale = await get(p, '/api/event/v1?page=1');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-Cache')).toBe('stale');
    expect(stale.headers.get('X-Stale-As-Of')).toBe('2026-11-01T00:00:00.000Z');
    expect(stale.headers.get('Age')).toBe('92');
    // When a fresh one may be had: the budget's wait, as the 429 would have said.
    expect(stale.headers.get('Retry-After')).toBe('208');
    expect(requests).toHaveLength(3);
    time.advance(300);
    expect((await get(p, '/api/event/v1?page=4')).status).toBe(200);
    expect(requests).toHaveLength(4);
  });

  it('keeps a reserve for what pages show: a prefetch spends only while it is left', async () => {
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream, { limit: '5/60' });
    const prefetch = (page: number) =>
      get(p, `/api/event/v1?page=${page}`, { headers: { 'X-Prefetch': '1' } });
    expect((await prefetch(1)).status).toBe(200);
    expect((await prefetch(2)).status).toBe(200);
    expect((await prefetch(3)).status).toBe(200);
    expect((await prefetch(4)).status).toBe(429);
    expect((await get(p, '/api/event/v1?page=4')).status).toBe(200);
    expect((await get(p, '/api/event/v1?page=5')).status).toBe(200);
    expect((await get(p, '/api/event/v1?page=6')).status).toBe(429);
    expect(requests).toHaveLength(5);
  });

  it('serves a page its question’s recent answer, marked, rather than spend the reserve on it', async () => {
    const time = clock();
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream, { now: time.now, limit: '5/60' });
    await get(p, '/api/event/v1?page=1');
    // Past its freshness and its revalidation, and 2 of 5 left: what a page with nothing to show needs.
    time.advance(HEAD_SECONDS + HEAD_REVALIDATE_SECONDS);
    for (let page = 2; page <= 4; page++) await get(p, `/api/event/v1?page=${page}`);
    const held = await get(p, '/api/event/v1?page=1');
    expect(held.status).toBe(200);
    expect(held.headers.get('X-Stale-As-Of')).toBe('2026-11-01T00:00:00.000Z');
    expect((await get(p, '/api/event/v1?page=5')).status).toBe(200);
    expect(requests).toHaveLength(5);
    // An answer older than five minutes is asked again as a page's request.
    time.advance(300);
    for (let page = 2; page <= 4; page++) await get(p, `/api/event/v1?page=${page}&limit=10`);
    expect((await get(p, '/api/event/v1?page=1')).headers.get('X-Cache')).toBe('miss');
  });

  it('closes the gate for an upstream 429’s Retry-After, for every request on the key', async () => {
    const time = clock();
    const { upstream, requests } = counting(() =>
      Response.json({ message: 'Rate limit exceeded' }, { status: 429, headers: { 'Retry-After': '42' } }),
    );
    const p = proxy(upstream, { now: time.now });
    const first = await get(p, '/api/event/v1');
    expect(first.status).toBe(429);
    expect(first.headers.get('Retry-After')).toBe('42');
    time.advance(2);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(p, `/api/event/v1?page=${i + 1}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(429));
    expect(answers[0]?.headers.get('Retry-After')).toBe('40');
    expect(requests).toHaveLength(1);
    time.advance(40);
    await get(p, '/api/event/v1');
    expect(requests).toHaveLength(2);
  });

  it('dates a request’s place in the window from its answer, as the upstream may have counted it late', async () => {
    const time = clock();
    // The upstream takes 5 s to answer: it may have counted the request at any moment of those 5 s.
    const { upstream, requests } = counting(() => (time.advance(5), ok()));
    const p = proxy(upstream, { now: time.now, limit: '1/60' });
    expect((await get(p, '/api/event/v1?page=1')).status).toBe(200);
    time.advance(57); // 62 s after the sending, 57 s after the answer
    const refused = await get(p, '/api/event/v1?page=2');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3');
    time.advance(3);
    expect((await get(p, '/api/event/v1?page=2')).status).toBe(200);
    expect(requests).toHaveLength(2);
  });

  it('sends concurrent identical requests upstream once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { upstream, requests } = counting(async () => (await gate, ok()));
    const p = proxy(upstream, { limit: '5/60' });
    const pending = Array.from({ length: 5 }, () => get(p, '/api/event/v1?page=2'));
    release();
    const answers = await Promise.all(pending);
    expect(requests).toHaveLength(1);
    for (const answer of answers) expect(await answer.json()).toEqual({ data: [1] });
  });
});

describe('caching by meaning', () => {
  const event = (block: number, time: number) => ({
    data: [{ block_number: block, timestamp: new Date(time).toISOString() }],
  });

  it('keeps an answer about the past for hours, as immutable', async () => {
    const time = clock();
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream, { now: time.now });
    const seconds = T0 / 1000;
    const past = `/api/event/v1?timestamp_end=${seconds - 3600}`;
    const first = await get(p, past);
    expect(first.headers.get('Cache-Control')).toBe(
      `public, max-age=${PAST_SECONDS}, s-maxage=${PAST_SECONDS}, immutable`,
    );
    time.advance(PAST_SECONDS - 1);
    expect((await get(p, past)).headers.get('X-Cache')).toBe('hit');
    expect(requests).toHaveLength(1);
    // A window that ends at the head: about a block, then refreshed in the background while served. A browser asks
    // again each time (the gateway answers from its cache): a page that refetches on a new block gets it.
    const head = `/api/event/v1?timestamp_end=${seconds + PAST_SECONDS}`;
    expect((await get(p, head)).headers.get('Cache-Control')).toBe(
      `public, max-age=0, s-maxage=${HEAD_SECONDS}, stale-while-revalidate=${HEAD_REVALIDATE_SECONDS}`,
    );
  });

  it('asks an answer at the head again once the live stream says the head moved, however young it is', async () => {
    const time = clock();
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream, { now: time.now });
    const past = '/api/event/v1?timestamp_end=1790000000';
    await get(p, '/api/event/v1');
    await get(p, past);
    time.advance(2);
    expect((await get(p, '/api/event/v1')).headers.get('X-Cache')).toBe('hit');
    p.headMoved();
    expect((await get(p, '/api/event/v1')).headers.get('X-Cache')).toBe('miss');
    // The past does not move with the head.
    expect((await get(p, past)).headers.get('X-Cache')).toBe('hit');
    expect(requests).toHaveLength(3);
  });

  it('tells a closed block range by the chain head the answers have shown', async () => {
    let reply: object = { data: [] };
    const { upstream, requests } = counting(() => Response.json(reply));
    const p = proxy(upstream);
    const cacheControl = async (path: string) => (await get(p, path)).headers.get('Cache-Control');
    // Before any answer has told where the head is, a block bound is taken to reach it.
    expect(await cacheControl('/api/event/v1?block_end=999000')).toMatch(/stale-while-revalidate/);
    // The newest events say the head is block 1,000,000 now: 1,000 blocks back is the past, 10 blocks back is not.
    reply = event(1_000_000, T0);
    await get(p, '/api/event/v1');
    reply = { data: [], events: [] };
    expect(await cacheControl('/api/event/v1?block_end=999001')).toMatch(/immutable/);
    expect(await cacheControl('/api/event/v1?id=999002-0001')).toMatch(/immutable/);
    expect(await cacheControl('/api/event/v1?block_end=999990')).toMatch(/stale-while-revalidate/);
    expect(await cacheControl('/api/coingecko/events?fromBlock=998000&toBlock=999000')).toMatch(/immutable/);
    expect(await cacheControl('/api/account/latest/v1?network=nakamoto')).toMatch(/stale-while-revalidate/);
    expect(requests).toHaveLength(7);
  });

  it('serves a head answer while it refreshes it in the background, once', async () => {
    const time = clock();
    let version = 0;
    const { upstream, requests } = counting(() => Response.json({ version: ++version }));
    const p = proxy(upstream, { now: time.now });
    await get(p, '/api/account/latest/v1');
    time.advance(HEAD_SECONDS + 1);
    const served = await get(p, '/api/account/latest/v1');
    expect(served.headers.get('X-Cache')).toBe('revalidating');
    expect(await served.json()).toEqual({ version: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(requests).toHaveLength(2);
    expect(await (await get(p, '/api/account/latest/v1')).json()).toEqual({ version: 2 });
  });

  it('serves the last good answer, marked, when the upstream fails or times out', async () => {
    const time = clock();
    let fail = false;
    const { upstream } = counting(() =>
      fail ? Response.json({ message: 'boom' }, { status: 500 }) : Response.json({ data: ['good'] }),
    );
    const p = proxy(upstream, { now: time.now });
    await get(p, '/api/event/v1');
    fail = true;
    time.advance(HEAD_SECONDS + HEAD_REVALIDATE_SECONDS + 30);
    const stale = await get(p, '/api/event/v1');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-Stale-As-Of')).toBe('2026-11-01T00:00:00.000Z');
    expect(stale.headers.get('Cache-Control')).toBe('no-cache');
    // A failure may pass at any moment: no wait to tell.
    expect(stale.headers.get('Retry-After')).toBeNull();
    expect(await stale.json()).toEqual({ data: ['good'] });
    // Nothing cached for this one: the upstream's error, as it said it.
    const failed = await get(p, '/api/event/v1?page=2');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'boom' });
  });

  it('caches "nothing found" 404s but not server errors', async () => {
    const { upstream, requests } = counting((request) =>
      request.url.includes('owner')
        ? Response.json({ message: 'No subnet owners found' }, { status: 404 })
        : Response.json({ message: 'boom' }, { status: 500 }),
    );
    const p = proxy(upstream);
    await get(p, '/api/subnet/owner/v1?netuid=999');
    expect((await get(p, '/api/subnet/owner/v1?netuid=999')).status).toBe(200);
    await get(p, '/api/evm/transaction/v1');
    await get(p, '/api/evm/transaction/v1');
    expect(requests).toHaveLength(3);
  });

  it("passes a list's 404 on as the empty page it means, and any other endpoint's as it came", async () => {
    const { upstream } = counting(() => Response.json({ message: 'No transactions found' }, { status: 404 }));
    const p = proxy(upstream);
    const list = await get(p, '/api/evm/transaction/v1?block_number=5&page=3&limit=20');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({
      pagination: {
        current_page: 3,
        per_page: 20,
        total_items: 0,
        total_pages: 0,
        next_page: null,
        prev_page: 2,
      },
      data: [],
    });
    const defaults = await get(p, '/api/subnet/owner/v1?netuid=999');
    expect((await defaults.json()).pagination).toMatchObject({ current_page: 1, per_page: 50 });
    const bars = await get(p, '/api/dtao/tradingview/udf/history?symbol=SUB-1&resolution=1D&from=0&to=1');
    expect(bars.status).toBe(404);
    expect(await bars.json()).toEqual({ message: 'No transactions found' });
  });

  it('is bounded in bytes: the least recently used answers leave first', async () => {
    const { upstream, requests } = counting(() => Response.json({ padding: 'x'.repeat(4_000) }));
    const p = proxy(upstream, { cacheBytes: 12_000 });
    await get(p, '/api/event/v1?page=1');
    await get(p, '/api/event/v1?page=2');
    await get(p, '/api/event/v1?page=1');
    // Page 2 leaves: 3 answers of 5 KB (4 KB, and the allowance for their objects) do not fit in 12 KB.
    await get(p, '/api/event/v1?page=3');
    expect(requests).toHaveLength(3);
    await get(p, '/api/event/v1?page=1');
    expect(requests).toHaveLength(3);
    await get(p, '/api/event/v1?page=2');
    expect(requests).toHaveLength(4);
  });

  it('compresses answers worth it for browsers that take it, Brotli first, cached ones included', async () => {
    const big = { data: Array.from({ length: 500 }, (_, i) => i) };
    const p = proxy(counting(() => Response.json(big)).upstream);
    for (let i = 0; i < 2; i++) {
      const answer = await get(p, '/api/event/v1', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(answer.headers.get('Content-Encoding')).toBe('br');
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
      const unpacked = brotliDecompressSync(Buffer.from(await answer.arrayBuffer()));
      expect(JSON.parse(unpacked.toString())).toEqual(big);
    }
    const gzipped = await get(p, '/api/event/v1', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(big);
    const plain = await get(p, '/api/event/v1');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it('leaves a small answer as it is', async () => {
    const p = proxy(counting(() => Response.json({ data: [] })).upstream);
    const answer = await get(p, '/api/event/v1', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(await answer.json()).toEqual({ data: [] });
  });
});

describe('what comes back from upstream', () => {
  it('refuses a body larger than the cap, read as decompressed, and stops reading it', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const p = proxy(async () => new Response(endless), { maxBodyBytes: 1024 * 1024 });
    const answer = await get(p, '/api/event/v1');
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ message: "The upstream API's answer is larger than 1 MB" });
    expect(pulled).toBeLessThan(20);
  });

  it('a gzip bomb through a real fetch stops at the cap', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const { createServer } = await import('node:http');
    const server = createServer((_, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'application/json' });
      res.end(bomb);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const p = new ApiProxy({
        upstream: (request) => fetch(request),
        origin: `http://127.0.0.1:${port}`,
        apiKey: KEY,
        budget: new QuotaBudget(null),
        cacheBytes: 2 ** 20,
        maxBodyBytes: 2 ** 20,
        timeoutMs: 5000,
      });
      const answer = await get(p, '/api/event/v1');
      expect(answer.status).toBe(502);
    } finally {
      server.close();
    }
  });

  it('a 200 that is not JSON is a 502 and is not cached; other statuses keep theirs', async () => {
    const { upstream, requests } = counting(async () => new Response('<html>hi</html>', { status: 200 }));
    const p = proxy(upstream);
    const answer = await get(p, '/api/event/v1');
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ message: 'The upstream API answered 200 without JSON' });
    await get(p, '/api/event/v1');
    expect(requests).toHaveLength(2);
    const html = await get(
      proxy(async () => new Response('<html>Bad gateway</html>', { status: 503 })),
      '/api/event/v1',
    );
    expect(html.status).toBe(503);
    expect(await html.json()).toEqual({ message: 'The upstream API answered 503 without JSON' });
  });

  it('never lets the key reach the browser, even when the upstream echoes it', async () => {
    const echo = proxy(async (request) =>
      Response.json(
        { message: `Key ${request.headers.get('Authorization')} is not allowed here` },
        { status: 403 },
      ),
    );
    const refused = await get(echo, '/api/event/v1');
    expect(refused.status).toBe(403);
    const text = await refused.text();
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text)).toEqual({ message: 'Key [redacted] is not allowed here' });
    const data = proxy(async () => Response.json({ data: [{ note: `signed by ${KEY}` }] }));
    expect(await (await get(data, '/api/event/v1')).text()).toBe(
      '{"data":[{"note":"signed by [redacted]"}]}',
    );
  });

  it('turns an upstream that does not answer in time into a 504, and an unreachable one into a 502', async () => {
    const hanging: Upstream = (request) =>
      new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
      );
    const slow = await get(proxy(hanging, { timeoutMs: 50 }), '/api/event/v1');
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({
      message: 'The upstream API did not answer within 0.05 s; try again later',
    });
    const down = await get(
      proxy(() => Promise.reject(new TypeError('fetch failed'))),
      '/api/event/v1',
    );
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ message: 'The upstream API could not be reached (fetch failed)' });
  });

  it('logs one line per upstream call, with the budget left and never the key', async () => {
    const lines: string[] = [];
    const time = clock();
    const p = proxy(counting(ok).upstream, { now: time.now, limit: '5/60', log: (line) => lines.push(line) });
    await get(p, '/api/event/v1?page=2');
    await get(p, '/api/event/v1?page=2');
    expect(lines).toEqual(['upstream /api/event/v1?page=2 200 0 ms miss budget 4/5 left']);
    expect(lines.join('')).not.toContain(KEY);
  });

  it('logs the same facts as a JSON object with LOG_FORMAT=json', async () => {
    const lines: string[] = [];
    const p = proxy(counting(ok).upstream, {
      limit: '5/60',
      log: (line) => lines.push(line),
      logFormat: 'json',
    });
    await get(p, '/api/event/v1?page=2', { headers: { 'X-Prefetch': '1' } });
    await get(p, '/api/account/latest/v1');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        time: '2026-11-01T00:00:00.000Z',
        msg: 'upstream',
        endpoint: 'events',
        target: '/api/event/v1?page=2',
        status: 200,
        ms: 0,
        kind: 'refresh',
        budgetLeft: 4,
        budgetRequests: 5,
      },
      {
        time: '2026-11-01T00:00:00.000Z',
        msg: 'upstream',
        endpoint: 'accountLatest',
        target: '/api/account/latest/v1',
        status: 200,
        ms: 0,
        kind: 'miss',
        budgetLeft: 3,
        budgetRequests: 5,
      },
    ]);
  });
});

describe('answers shared with other instances', () => {
  it('reads an answer from the shared cache once for requests that arrive together', async () => {
    const reads: string[] = [];
    const body = JSON.stringify({ data: Array.from({ length: 500 }, (_, i) => i) });
    const shared: SharedAnswers = {
      get: async (key) => {
        reads.push(key);
        await new Promise((resolve) => setTimeout(resolve, 0));
        return {
          status: 200,
          body,
          fetchedAt: T0,
          freshUntil: T0 + 60_000,
          revalidateUntil: T0 + 120_000,
          keepUntil: T0 + 600_000,
          past: false,
        };
      },
      set: async () => {},
      once: async (_key, _waitMs, fetch) => ({ ran: true, value: await fetch() }),
    };
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream, { shared });
    const answers = await Promise.all([get(p, '/api/event/v1'), get(p, '/api/event/v1')]);
    expect(reads).toEqual(['/api/event/v1']);
    expect(requests).toHaveLength(0);
    for (const answer of answers) expect(await answer.text()).toBe(body);
    // Then from this instance's memory.
    await get(p, '/api/event/v1');
    expect(reads).toHaveLength(1);
  });
});
