// /healthz says the process is up; /readyz says whether the upstream and Redis are usable, judging the upstream
// by the calls the gateway made (never spending the key on a probe) and Redis by a PING.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiProxy } from './api-proxy';
import { createGateway } from './app';
import { QuotaBudget } from './budget';
import { UPSTREAM_FAILURE_HOLD_MS } from './health';
import { GatewayMetrics } from './metrics';
import { RedisShared } from './redis-shared';
import { parseMetrics, valueOf } from './test-metrics';
import { noRedisServer, startRedis, type TestRedis } from './test-redis';
import type { Upstream } from './upstream';

/** 2026-11-01T00:00:00Z, in milliseconds. */
const T0 = Date.UTC(2026, 10, 1);

function gatewayOver(upstream: Upstream, now: () => number = Date.now) {
  const calls: string[] = [];
  const proxy = new ApiProxy({
    upstream: (request) => (calls.push(request.url), upstream(request)),
    origin: 'https://upstream.test',
    apiKey: 'health-secret-key-41ab',
    budget: new QuotaBudget({ requests: 5, windowSeconds: 60 }, now),
    cacheBytes: 2 ** 20,
    maxBodyBytes: 2 ** 20,
    timeoutMs: 50,
    now,
  });
  return { gateway: createGateway({ proxy, publicOrigin: () => '' }), calls };
}

describe('/healthz', () => {
  it('answers ok without asking upstream, never cached', async () => {
    const { gateway, calls } = gatewayOver(() => Promise.reject(new TypeError('fetch failed')));
    const answer = await gateway.request('/healthz');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('ok');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(calls).toEqual([]);
  });
});

describe('/readyz and the upstream', () => {
  it('is unready after a call that failed at the network level, until a call is answered or a minute has passed', async () => {
    let now = T0;
    let behaviour: 'down' | 'hang' | 'busy' = 'down';
    const { gateway, calls } = gatewayOver(
      (request) => {
        if (behaviour === 'busy')
          return Promise.resolve(Response.json({}, { status: 429, headers: { 'Retry-After': '5' } }));
        if (behaviour === 'down') return Promise.reject(new TypeError('fetch failed'));
        return new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
        );
      },
      () => now,
    );
    const ready = async () => {
      const answer = await gateway.request('/readyz');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      return { status: answer.status, body: await answer.json() };
    };
    // Nothing known yet: ready, and no request spent on finding out.
    expect(await ready()).toEqual({
      status: 200,
      body: { ready: { upstream: 'no call has failed at the network level lately' }, notReady: {} },
    });
    expect(calls).toEqual([]);

    await gateway.request('/api/event/v1?page=1');
    now += 2_000;
    expect(await ready()).toEqual({
      status: 503,
      body: { ready: {}, notReady: { upstream: 'its last call could not be reached, 2 s ago' } },
    });
    // An upstream that refuses (429) is reachable, whatever its gate.
    behaviour = 'busy';
    await gateway.request('/api/event/v1?page=2');
    expect((await ready()).status).toBe(200);

    now += 5_000;
    behaviour = 'hang';
    await gateway.request('/api/event/v1?page=3');
    expect((await ready()).body.notReady).toEqual({
      upstream: 'its last call did not answer in time, 0 s ago',
    });
    now += UPSTREAM_FAILURE_HOLD_MS;
    expect((await ready()).status).toBe(200);
    expect(calls).toHaveLength(3);
  });
});

describe.skipIf(noRedisServer)('/readyz and Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => redis.stop());

  it('turns unready when Redis stops, and ready again when it is back on its port', async () => {
    const key = `health-key-${Date.now()}`;
    const shared = await RedisShared.connect(redis.url, key, { requests: 5, windowSeconds: 60 }, () => {});
    const proxy = new ApiProxy({
      upstream: async () => Response.json({ data: [] }),
      origin: 'https://upstream.test',
      apiKey: key,
      budget: shared.budget,
      shared,
      cacheBytes: 2 ** 20,
      maxBodyBytes: 2 ** 20,
      timeoutMs: 2000,
      metrics: new GatewayMetrics({ budget: shared.budget, redis: shared }),
    });
    const gateway = createGateway({ proxy, publicOrigin: () => '', redis: shared });
    const readiness = async () => {
      const answer = await gateway.request('/readyz');
      return { status: answer.status, body: await answer.json() };
    };
    const redisUp = async () =>
      valueOf(parseMetrics(await (await gateway.request('/metrics')).text()), 'gateway_redis_up');
    // Bounded polls: Redis's client reconnects within about 2 s of Redis's return.
    const until = { timeout: 15_000, interval: 50 };

    expect(await readiness()).toEqual({
      status: 200,
      body: {
        ready: { upstream: 'no call has failed at the network level lately', redis: 'answers PING' },
        notReady: {},
      },
    });
    expect(await redisUp()).toBe(1);

    await redis.stop();
    await vi.waitFor(async () => expect((await readiness()).status).toBe(503), until);
    expect((await readiness()).body.notReady).toEqual({ redis: 'does not answer PING' });
    expect(await redisUp()).toBe(0);

    redis = await startRedis(redis.port);
    await vi.waitFor(async () => expect((await readiness()).status).toBe(200), until);
    expect(await redisUp()).toBe(1);
    await shared.close();
  });
});
