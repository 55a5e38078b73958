// /metrics tells the truth: a scripted run of requests through a gateway, then one scrape, whose upstream counts
// must equal what the stand-in upstream itself received, endpoint by endpoint and status by status, and whose
// cache figures must be exactly what the answers' X-Cache headers said.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointAt } from '../../src/api/endpoints';
import { ENTRY_OVERHEAD_BYTES } from './answer-cache';
import { ApiProxy } from './api-proxy';
import { createGateway } from './app';
import { QuotaBudget } from './budget';
import { GatewayMetrics } from './metrics';
import { RedisShared } from './redis-shared';
import { parseMetrics, valueOf, valuesOf } from './test-metrics';
import { noRedisServer, startRedis, type TestRedis } from './test-redis';
import type { Upstream } from './upstream';

const KEY = 'metrics-secret-key-9d2c';
/** 2026-11-01T00:00:00Z, in milliseconds. */
const T0 = Date.UTC(2026, 10, 1);

type Behaviour = 'data' | 404 | 429 | 500 | 'hang' | 'unreachable';

/**
 * An upstream that answers each target as the test sets it, and counts what it received by endpoint name and by
 * how it ended: the status it sent, `timeout` for a request it never answered, `error` for one it refused to take.
 */
function standIn() {
  const behaviours = new Map<string, Behaviour>();
  const received = new Map<string, number>();
  const count = (endpoint: string, result: string | number) => {
    const key = `${endpoint} ${result}`;
    received.set(key, (received.get(key) ?? 0) + 1);
  };
  const upstream: Upstream = async (request) => {
    const url = new URL(request.url);
    const endpoint = endpointAt(url.pathname) ?? 'outside the contract';
    const behaviour = behaviours.get(url.pathname + url.search) ?? 'data';
    if (behaviour === 'hang') {
      count(endpoint, 'timeout');
      return new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
      );
    }
    if (behaviour === 'unreachable') {
      count(endpoint, 'error');
      throw new TypeError('fetch failed');
    }
    const status = behaviour === 'data' ? 200 : behaviour;
    count(endpoint, status);
    return status === 200
      ? Response.json({ data: [] })
      : Response.json({ message: `status ${status}` }, { status, headers: { 'Retry-After': '30' } });
  };
  return { upstream, behaviours, received };
}

/**
 * A gateway over the stand-in, with a budget of 20 requests an hour, on a clock the test moves, and its requests'
 * X-Cache headers tallied by endpoint, with the bytes of the answers that carried one.
 */
function watchedGateway() {
  const clock = { now: T0 };
  const { upstream, behaviours, received } = standIn();
  const budget = new QuotaBudget({ requests: 20, windowSeconds: 3600 }, () => clock.now);
  const proxy = new ApiProxy({
    upstream,
    origin: 'https://upstream.test',
    apiKey: KEY,
    budget,
    cacheBytes: 2 ** 20,
    maxBodyBytes: 2 ** 20,
    timeoutMs: 50,
    now: () => clock.now,
    metrics: new GatewayMetrics({ budget }),
  });
  const gateway = createGateway({ proxy, publicOrigin: () => 'https://charts.example' });
  const said = new Map<string, number>();
  const sent = { bytes: 0 };
  const get = async (path: string) => {
    const answer = await gateway.request(path);
    const endpoint = endpointAt(new URL(path, 'http://gateway.test').pathname) ?? '';
    const cache = answer.headers.get('X-Cache') ?? 'error';
    said.set(`${endpoint} ${cache}`, (said.get(`${endpoint} ${cache}`) ?? 0) + 1);
    if (answer.headers.has('X-Cache')) sent.bytes += (await answer.arrayBuffer()).byteLength;
    return answer;
  };
  return { gateway, clock, behaviours, received, said, sent, get };
}

describe('/metrics', () => {
  it('counts exactly what the upstream received and how each request was answered', async () => {
    const { gateway, clock, behaviours, received, said, sent, get } = watchedGateway();
    behaviours.set('/api/subnet/owner/v1?netuid=999', 404);
    behaviours.set('/api/evm/transaction/v1', 500);
    behaviours.set('/api/account/latest/v1', 'unreachable');
    behaviours.set('/api/subnet/neuron/deregistration/v1', 'hang');
    await get('/api/event/v1?pallet=Balances'); // miss
    await get('/api/event/v1?pallet=Balances'); // hit
    await get('/api/event/v1?page=1&pallet=Balances'); // hit: the same question
    await get('/api/coingecko/events?fromBlock=1&toBlock=100'); // miss
    await get('/api/coingecko/events?fromBlock=1&toBlock=100'); // hit
    await get('/api/subnet/owner/v1?netuid=999'); // miss: a 404, kept
    await get('/api/subnet/owner/v1?netuid=999'); // hit
    expect((await get('/api/evm/transaction/v1')).status).toBe(500);
    expect((await get('/api/account/latest/v1')).status).toBe(502);
    expect((await get('/api/subnet/neuron/deregistration/v1')).status).toBe(504);
    // Outside the contract: answered by the gateway, counted nowhere.
    expect((await gateway.request('/api/other/v1?token=abc')).status).toBe(404);

    // Past its freshness: served while one background request refreshes it, counted once it has ended.
    clock.now += 13_000;
    await get('/api/event/v1?pallet=Balances'); // revalidating
    await vi.waitFor(async () => {
      const metrics = parseMetrics(await (await gateway.request('/metrics')).text());
      const calls = valuesOf(metrics, 'gateway_upstream_requests_total', ['endpoint', 'status']);
      expect(calls.get('events 200')).toBe(2);
    });
    // Past their revalidation: an upstream 429 closes the gate, and the last good answers are served.
    clock.now += 73_000;
    behaviours.set('/api/subnet/owner/v1?netuid=999', 429);
    expect((await get('/api/subnet/owner/v1?netuid=999')).headers.get('X-Cache')).toBe('stale');
    expect((await get('/api/coingecko/events?fromBlock=1&toBlock=100')).headers.get('X-Cache')).toBe('stale');
    expect((await get('/api/event/v1?page=2')).status).toBe(429); // the gate is closed, nothing cached: error

    const scrape = await gateway.request('/metrics');
    expect(scrape.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.headers.get('Cache-Control')).toBe('no-store');
    const text = await scrape.text();
    const metrics = parseMetrics(text);

    expect(received).toEqual(
      new Map([
        ['events 200', 2],
        ['poolEvents 200', 1],
        ['subnetOwners 404', 1],
        ['evmTransactions 500', 1],
        ['accountLatest error', 1],
        ['deregistrations timeout', 1],
        ['subnetOwners 429', 1],
      ]),
    );
    expect(valuesOf(metrics, 'gateway_upstream_requests_total', ['endpoint', 'status'])).toEqual(received);
    expect(
      valuesOf(metrics, 'gateway_upstream_request_duration_seconds_count', ['endpoint']).get('events'),
    ).toBe(2);

    const answers = valuesOf(metrics, 'gateway_api_answers_total', ['endpoint', 'cache']);
    expect(answers).toEqual(
      new Map([
        ['events hit', 2],
        ['events miss', 1],
        ['events revalidating', 1],
        ['events error', 1],
        ['poolEvents hit', 1],
        ['poolEvents miss', 1],
        ['poolEvents stale', 1],
        ['subnetOwners hit', 1],
        ['subnetOwners miss', 1],
        ['subnetOwners stale', 1],
        ['evmTransactions error', 1],
        ['accountLatest error', 1],
        ['deregistrations error', 1],
      ]),
    );
    expect(answers).toEqual(said);
    const bytes = valuesOf(metrics, 'gateway_answer_bytes_total', ['endpoint']);
    expect([...bytes.values()].reduce((sum, value) => sum + value, 0)).toBe(sent.bytes);

    expect(valueOf(metrics, 'gateway_gate_closures_total')).toBe(1);
    expect(valueOf(metrics, 'gateway_budget_requests')).toBe(20);
    expect(valueOf(metrics, 'gateway_budget_window_seconds')).toBe(3600);
    expect(valueOf(metrics, 'gateway_budget_left')).toBe(20 - 8);
    // Without REDIS_URL, no Redis figure at all (rather than a 0 that would read as Redis being down).
    expect(valueOf(metrics, 'gateway_redis_up')).toBeUndefined();
    // Labels are endpoint names: no path, no query, no key.
    for (const leak of ['/api/', 'pallet', 'Balances', 'token', KEY]) expect(text).not.toContain(leak);
  });

  it("tells what the answer cache holds and its bound, the market's windows and the demo's SQLite bounds", async () => {
    const { gateway, get } = watchedGateway();
    const scrape = async () => parseMetrics(await (await gateway.request('/metrics')).text());
    expect(valueOf(await scrape(), 'gateway_answer_cache_bytes')).toBe(0);
    expect(valueOf(await scrape(), 'gateway_answer_cache_max_bytes')).toBe(2 ** 20);
    await get('/api/event/v1?pallet=Balances');
    const held = valueOf(await scrape(), 'gateway_answer_cache_bytes') ?? 0;
    // The answer `{"data":[]}`, its key and the allowance for its objects.
    expect(held).toBe('{"data":[]}'.length + '/api/event/v1?pallet=Balances'.length + ENTRY_OVERHEAD_BYTES);

    const metrics = new GatewayMetrics();
    let hours = 3;
    metrics.marketWindows(() => hours, 186);
    metrics.demoSqlite({ cacheBytes: 32 * 2 ** 20, mmapBytes: 0 });
    const read = async () => parseMetrics(await (await metrics.response()).text());
    expect(valueOf(await read(), 'gateway_market_windows')).toBe(3);
    hours = 174;
    expect(valueOf(await read(), 'gateway_market_windows')).toBe(174);
    expect(valueOf(await read(), 'gateway_market_max_windows')).toBe(186);
    expect(valueOf(await read(), 'demo_api_sqlite_cache_max_bytes')).toBe(32 * 2 ** 20);
    expect(valueOf(await read(), 'demo_api_sqlite_mmap_max_bytes')).toBe(0);
  });

  it('has no budget figures without a budget, and process figures when asked for them', async () => {
    const metrics = parseMetrics(
      await (
        await new GatewayMetrics({ budget: new QuotaBudget(null), processMetrics: true }).response()
      ).text(),
    );
    expect(valueOf(metrics, 'gateway_budget_left')).toBeUndefined();
    expect(valueOf(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(metrics, 'gateway_gate_closures_total')).toBe(0);
  });
});

describe.skipIf(noRedisServer)('/metrics with Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => redis.stop());

  it("reads the budget left in the shared window, whichever instance spent it, and Redis's PING", async () => {
    const key = `metrics-key-${Date.now()}`;
    const limit = { requests: 5, windowSeconds: 60 };
    const [a, b] = await Promise.all(
      [0, 1].map(async () => {
        const shared = await RedisShared.connect(redis.url, key, limit, () => {});
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
        return { shared, gateway: createGateway({ proxy, publicOrigin: () => '', redis: shared }) };
      }),
    );
    await a!.gateway.request('/api/event/v1?page=1');
    await a!.gateway.request('/api/event/v1?page=2');
    const metrics = parseMetrics(await (await b!.gateway.request('/metrics')).text());
    expect(valueOf(metrics, 'gateway_budget_left')).toBe(3);
    expect(valueOf(metrics, 'gateway_redis_up')).toBe(1);
    await Promise.all([a!.shared.close(), b!.shared.close()]);
  });
});
