// The gateway's /api forwarding: key injection, caching, coalescing, and honest errors.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiProxy, normalizedTarget } from './api-proxy';
import type { Upstream } from './upstream';

const KEY = 'secret-key';

function counting(answer: (request: Request) => Promise<Response> | Response) {
  const requests: Request[] = [];
  const upstream: Upstream = async (request) => {
    requests.push(request);
    return answer(request);
  };
  return { upstream, requests };
}

const ok = () => Response.json({ data: [1] });

function proxy(upstream: Upstream, options: { now?: () => number; timeoutMs?: number } = {}) {
  return new ApiProxy({
    upstream,
    origin: 'https://upstream.test',
    apiKey: KEY,
    cacheSeconds: 30,
    timeoutMs: options.timeoutMs ?? 1000,
    now: options.now,
  });
}

const get = (p: ApiProxy, path: string, init: RequestInit = {}) =>
  p.handle(new Request(`http://gateway.test${path}`, init));

describe('ApiProxy', () => {
  it('gzips answers worth it for browsers that take gzip, cached ones included', async () => {
    const big = { data: Array.from({ length: 500 }, (_, i) => i) };
    const p = proxy(counting(() => Response.json(big)).upstream);
    for (let i = 0; i < 2; i++) {
      const answer = await get(p, '/api/event/v1', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(answer.headers.get('Content-Encoding')).toBe('gzip');
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
      expect(JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString())).toEqual(big);
    }
    const plain = await get(p, '/api/event/v1');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    const small = await get(proxy(counting(ok).upstream), '/api/event/v1', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: [1] });
  });

  it('adds the key as the raw Authorization header and passes on nothing from the browser', async () => {
    const { upstream, requests } = counting(ok);
    await get(proxy(upstream), '/api/event/v1?b=2&a=1', {
      headers: { Authorization: 'browser', Cookie: 'session=1' },
    });
    const [sent] = requests;
    expect(sent?.url).toBe('https://upstream.test/api/event/v1?a=1&b=2');
    expect(sent?.headers.get('Authorization')).toBe(KEY);
    expect(sent?.headers.get('Cookie')).toBeNull();
  });

  it('answers identical requests from its cache for a while, in any parameter order', async () => {
    let now = 0;
    const { upstream, requests } = counting(ok);
    const p = proxy(upstream, { now: () => now });
    const first = await get(p, '/api/event/v1?a=1&b=2');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=30');
    now = 10_000;
    const second = await get(p, '/api/event/v1?b=2&a=1');
    expect(await second.json()).toEqual({ data: [1] });
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=20');
    expect(requests).toHaveLength(1);
    now = 31_000;
    await get(p, '/api/event/v1?a=1&b=2');
    expect(requests).toHaveLength(2);
  });

  it('sends concurrent identical requests upstream once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { upstream, requests } = counting(async () => (await gate, ok()));
    const p = proxy(upstream);
    const pending = Array.from({ length: 5 }, () => get(p, '/api/event/v1?page=2'));
    release();
    const answers = await Promise.all(pending);
    expect(requests).toHaveLength(1);
    for (const answer of answers) expect(await answer.json()).toEqual({ data: [1] });
  });

  it('passes a 429 through with Retry-After, uncached, and never retries it', async () => {
    const { upstream, requests } = counting(() =>
      Response.json({ message: 'Rate limit exceeded' }, { status: 429, headers: { 'Retry-After': '42' } }),
    );
    const p = proxy(upstream);
    const answer = await get(p, '/api/event/v1');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('42');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(requests).toHaveLength(1);
    await get(p, '/api/event/v1');
    expect(requests).toHaveLength(2);
  });

  it('caches "no records" 404s but not server errors', async () => {
    const { upstream, requests } = counting((request) =>
      request.url.includes('owner')
        ? Response.json({ message: 'No subnet owners found' }, { status: 404 })
        : Response.json({ message: 'boom' }, { status: 500 }),
    );
    const p = proxy(upstream);
    await get(p, '/api/subnet/owner/v1?netuid=999');
    await get(p, '/api/subnet/owner/v1?netuid=999');
    await get(p, '/api/evm/transaction/v1');
    const failed = await get(p, '/api/evm/transaction/v1');
    expect(requests).toHaveLength(3);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'boom' });
  });

  it('turns an upstream that does not answer in time into a 504 JSON error', async () => {
    const upstream: Upstream = (request) =>
      new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    const started = Date.now();
    const answer = await get(proxy(upstream, { timeoutMs: 100 }), '/api/event/v1');
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({
      message: 'The upstream API did not answer within 0.1 s; try again later',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('turns an unreachable upstream into a 502, and a non-JSON answer into a JSON message', async () => {
    const down = await get(
      proxy(() => Promise.reject(new TypeError('fetch failed'))),
      '/api/event/v1',
    );
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ message: 'The upstream API could not be reached (fetch failed)' });
    const html = await get(
      proxy(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
      '/api/event/v1',
    );
    expect(html.status).toBe(502);
    expect(await html.json()).toEqual({ message: 'The upstream API answered 502 without JSON' });
  });

  it('answers only GET', async () => {
    const { upstream, requests } = counting(ok);
    const answer = await get(proxy(upstream), '/api/event/v1', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(405);
    expect(requests).toHaveLength(0);
  });
});

describe('normalizedTarget', () => {
  it('sorts parameters by name and keeps repeated ones in order', () => {
    expect(normalizedTarget(new URL('http://x/api/a?z=1&a=2&m=3&a=1'))).toBe('/api/a?a=2&a=1&m=3&z=1');
    expect(normalizedTarget(new URL('http://x/api/a'))).toBe('/api/a');
  });
});
