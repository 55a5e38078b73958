// Two gateway instances behind one real redis-server share the cache, the in-flight coalescing and the key's
// budget; without Redis each falls back to its own cache and a quarter of the budget, and says so once.
import { createHash } from 'node:crypto';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProxy } from './api-proxy';
import { RedisShared } from './redis-shared';
import { noRedisServer, startRedis, type TestRedis } from './test-redis';
import type { Upstream } from './upstream';
import type { WindowStats } from './market/window-stats';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis.stop());

let keys = 0;
/** Two instances on one key (each test its own, so that budgets do not mix), counting their upstream calls. */
async function pair(
  limit: string,
  answer: (request: Request) => Promise<Response> | Response = () => Response.json({ data: [] }),
) {
  const key = `key-${++keys}-${Date.now()}`;
  const [requests, windowSeconds] = limit.split('/').map(Number) as [number, number];
  const calls: string[] = [];
  const lines: string[] = [];
  const upstream: Upstream = async (request) => {
    calls.push(new URL(request.url).pathname + new URL(request.url).search);
    return answer(request);
  };
  const instances = await Promise.all(
    [0, 1].map(async () => {
      const shared = await RedisShared.connect(redis.url, key, { requests, windowSeconds }, (l) =>
        lines.push(l),
      );
      const proxy = new ApiProxy({
        upstream,
        origin: 'https://upstream.test',
        apiKey: key,
        budget: shared.budget,
        shared,
        cacheBytes: 2 ** 20,
        maxBodyBytes: 2 ** 20,
        timeoutMs: 2000,
      });
      return {
        proxy,
        shared,
        get: (path: string) => proxy.handle(new Request(`http://gateway.test${path}`)),
      };
    }),
  );
  return {
    a: instances[0]!,
    b: instances[1]!,
    key,
    calls,
    lines,
    close: () => Promise.all(instances.map((i) => i.shared.close())),
  };
}

describe.skipIf(noRedisServer)('gateway instances sharing Redis', () => {
  it('make at most the budget’s calls in total', async () => {
    const { a, b, calls, close } = await pair('5/60');
    const statuses: number[] = [];
    for (let page = 1; page <= 12; page++)
      statuses.push((await (page % 2 ? a : b).get(`/api/event/v1?page=${page}`)).status);
    expect(calls).toHaveLength(5);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    const refused = await b.get('/api/event/v1?page=13');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(50);
    await close();
  });

  it('serve an answer cached by one from the other', async () => {
    const { a, b, calls, close } = await pair('5/60', () => Response.json({ data: ['shared'] }));
    expect(await (await a.get('/api/event/v1?pallet=Balances')).json()).toEqual({ data: ['shared'] });
    const other = await b.get('/api/event/v1?pallet=Balances&page=1');
    expect(await other.json()).toEqual({ data: ['shared'] });
    expect(other.headers.get('X-Cache')).toBe('hit');
    expect(calls).toEqual(['/api/event/v1?pallet=Balances']);
    await close();
  });

  it('asking the same thing at once make one upstream call', async () => {
    // The upstream answers only once Redis has seen both instances ask for the request's lock: the first took it
    // and is held here, so the second was refused and waits on the first's answer, whatever the machine's speed.
    let resolve: () => void = () => {};
    const bothAsked = new Promise<void>((done) => (resolve = done));
    const monitor = await createClient({ url: redis.url }).connect();
    let asked = 0;
    await monitor.monitor((line) => {
      if (/"SET" "[^"]*:fetching:.* "NX"/.test(line) && ++asked === 2) resolve();
    });
    const { a, b, calls, close } = await pair(
      '5/60',
      async () => (await bothAsked, Response.json({ data: [7] })),
    );
    const answers = await Promise.all([a, b, a, b].map((instance) => instance.get('/api/event/v1?page=3')));
    for (const answer of answers) expect(await answer.json()).toEqual({ data: [7] });
    expect(asked).toBe(2);
    expect(calls).toHaveLength(1);
    monitor.destroy();
    await close();
  });

  it('date a request’s place in the shared window from its answer, on Redis’s clock', async () => {
    const { a, key: apiKey, close } = await pair('1/60');
    const spend = await a.shared.budget.spend('visible');
    if (!spend.ok) throw new Error('the first request of a window is refused');
    // The request as if sent at the epoch: its answer moves it to now.
    const key = `gateway:${createHash('sha256').update(apiKey).digest('hex').slice(0, 16)}:budget`;
    const client = await createClient({ url: redis.url }).connect();
    const [request] = await client.zRange(key, 0, -1);
    await client.zAdd(key, { score: 0, value: request! }, { XX: true });
    await spend.answered();
    const [seconds] = await client.time();
    expect(Number(await client.zScore(key, request!))).toBeGreaterThan(Number(seconds) * 1000 - 5000);
    client.destroy();
    await close();
  });

  it("share the market's closed windows, kept for a week and a day", async () => {
    const key = `key-market-${Date.now()}`;
    const [one, other] = await Promise.all(
      [0, 1].map(() => RedisShared.connect(redis.url, key, null, () => {})),
    );
    const last = { block: 9_518_100, time: 1_793_000_000, price: '0.1', reserves: { tao: '1', alpha: '2' } };
    const stats: WindowStats = {
      pools: { '31': { trades: 1, buys: 1, sells: 0, taoIn: '5', taoOut: '0', closes: [], last } },
      largest: [],
      swaps: { '0x01': [[9_518_100, 1_793_000_000, '9518100-0001', 2, 31, 'buy', '5', '50']] },
    };
    await one!.marketWindows.set(31_727, stats);
    expect(await other!.marketWindows.get(31_727)).toEqual(stats);
    expect(await other!.marketWindows.get(31_726)).toBeUndefined();
    const client = createClient({ url: redis.url });
    await client.connect();
    const prefix = `gateway:${createHash('sha256').update(key).digest('hex').slice(0, 16)}:`;
    const ttl = await client.pTTL(`${prefix}market:v3:31727`);
    expect(ttl).toBeGreaterThan(8 * 24 * 3600 * 1000 - 60_000);
    await client.close();
    await Promise.all([one!.close(), other!.close()]);
  });

  it('an upstream 429 seen by one closes the gate for the other', async () => {
    const { a, b, calls, close } = await pair('5/60', () =>
      Response.json({ message: 'slow down' }, { status: 429, headers: { 'Retry-After': '30' } }),
    );
    expect((await a.get('/api/event/v1')).status).toBe(429);
    const other = await b.get('/api/event/v1?page=2');
    expect(other.status).toBe(429);
    expect((await other.json()).message).toMatch(/^The upstream API asked to wait; try again in (29|30) s$/);
    expect(calls).toHaveLength(1);
    await close();
  });

  it('fall back to their own cache and a quarter of the budget when Redis goes away, and log it once', async () => {
    const { a, calls, lines, close } = await pair('8/60');
    expect((await a.get('/api/event/v1?page=1')).status).toBe(200);
    await redis.stop();
    // Its own cache still answers; a quarter of 8 is 2 requests a minute.
    expect((await a.get('/api/event/v1?page=1')).status).toBe(200);
    expect((await a.get('/api/event/v1?page=2')).status).toBe(200);
    expect((await a.get('/api/event/v1?page=3')).status).toBe(200);
    expect((await a.get('/api/event/v1?page=4')).status).toBe(429);
    expect(calls).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('Redis is unreachable'))).toHaveLength(1);
    await close();
    redis = await startRedis();
  });
});
