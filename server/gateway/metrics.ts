// What operators watch, in Prometheus's text format (GET /metrics): the upstream calls and their statuses, the
// key's budget, gate closures, how the cache answered, and whether Redis answers. Each gateway has its own registry
// (not prom-client's global one), so that a process, a test for one, can hold several gateways.
//
// Labels are the contract's endpoint names and HTTP statuses only, never a path or a query: a label per URL would
// grow without bound, and could carry what a visitor typed.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import type { Budget } from './budget';

/** How an upstream call ended: its HTTP status, or no answer in time, or no answer at all (a network failure). */
export type UpstreamResult = number | 'timeout' | 'error';

/**
 * How an API request was answered: from the cache (`hit`), from the cache while a background refresh runs
 * (`revalidating`), from upstream (`miss`), with the last good answer because the upstream refused or failed or
 * the budget was spent (`stale`), or with an error because there was nothing to serve (`error`). The first four
 * are the `X-Cache` header's values.
 */
export type CacheResult = 'hit' | 'revalidating' | 'miss' | 'stale' | 'error';
const CACHE_RESULTS: readonly CacheResult[] = ['hit', 'revalidating', 'miss', 'stale', 'error'];

/** Something that says whether it answers now: Redis, through a PING. */
export interface Pingable {
  ping(): Promise<boolean>;
}

export interface MetricsOptions {
  /** The key's budget: its size and what is left, read at each scrape (absent without a limit). */
  budget?: Budget;
  /** Redis when REDIS_URL is set: `gateway_redis_up` is absent without it. */
  redis?: Pingable;
  /** The library's process and Node.js metrics (CPU, memory, event loop lag, ...). */
  processMetrics?: boolean;
}

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly upstreamRequests = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Requests sent upstream, by endpoint and by how they ended: the HTTP status, timeout or error (network)',
    labelNames: ['endpoint', 'status'] as const,
    registers: [this.registry],
  });
  private readonly upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Time from sending a request upstream to its whole answer (or failure), by endpoint',
    labelNames: ['endpoint'] as const,
    // The default timeout is 15 s.
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
    registers: [this.registry],
  });
  private readonly gateClosures = new Counter({
    name: 'gateway_gate_closures_total',
    help: 'Upstream 429s, each of which closed the gate for its Retry-After',
    registers: [this.registry],
  });
  private readonly answers = new Counter({
    name: 'gateway_api_answers_total',
    help: 'API requests answered, by endpoint and by how: hit, revalidating, miss, stale or error',
    labelNames: ['endpoint', 'cache'] as const,
    registers: [this.registry],
  });
  private readonly answerBytes = new Counter({
    name: 'gateway_answer_bytes_total',
    help: 'Bytes of API answers (data from the cache or upstream) sent, as sent (compressed where taken)',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });

  constructor({ budget, redis, processMetrics = false }: MetricsOptions = {}) {
    // Every series from the start at 0: a rate over a series that appears mid-way misses its first increase.
    for (const endpoint of Object.keys(endpoints)) {
      this.answerBytes.inc({ endpoint }, 0);
      for (const cache of CACHE_RESULTS) this.answers.inc({ endpoint, cache }, 0);
    }
    const limit = budget?.limit;
    if (budget && limit) {
      this.gauge('gateway_budget_requests', 'The budget: requests allowed per window', () => limit.requests);
      this.gauge(
        'gateway_budget_window_seconds',
        "The budget's window, in seconds",
        () => limit.windowSeconds,
      );
      this.gauge('gateway_budget_left', 'Requests that may still go upstream in the window now', () =>
        budget.left(),
      );
    }
    if (redis) {
      this.gauge('gateway_redis_up', 'Whether Redis answers a PING now: 1 or 0', async () =>
        (await redis.ping()) ? 1 : 0,
      );
    }
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  upstreamCalled(endpoint: EndpointName, result: UpstreamResult, seconds: number): void {
    this.upstreamRequests.inc({ endpoint, status: String(result) });
    this.upstreamDuration.observe({ endpoint }, seconds);
  }

  gateClosed(): void {
    this.gateClosures.inc();
  }

  answered(endpoint: EndpointName, cache: CacheResult, bytes: number): void {
    this.answers.inc({ endpoint, cache });
    this.answerBytes.inc({ endpoint }, bytes);
  }

  /** `gateway_live_clients`: the live stream's clients connected to this instance now (live/). */
  liveClients(count: () => number): void {
    this.gauge('gateway_live_clients', 'Clients of the live stream (GET /live) connected now', count);
  }

  /** What the answer cache holds, and its bound (GATEWAY_CACHE_MB), in bytes. */
  answerCache(cache: { readonly bytes: number; readonly maxBytes: number }): void {
    this.gauge('gateway_answer_cache_bytes', 'Bytes of answers the cache holds now', () => cache.bytes);
    this.gauge(
      'gateway_answer_cache_max_bytes',
      "The cache's bound in bytes (GATEWAY_CACHE_MB)",
      () => cache.maxBytes,
    );
  }

  /** The market's hourly windows held in memory, and the most it keeps (a week and a grid window). */
  marketWindows(held: () => number, most: number): void {
    this.gauge('gateway_market_windows', "The market's hourly windows held in memory now", held);
    this.gauge('gateway_market_max_windows', 'The most hourly windows the market keeps', () => most);
  }

  /** The embedded demo API's bounds on SQLite's memory (DEMO_API_SQLITE_CACHE_MB, DEMO_API_SQLITE_MMAP_MB). */
  demoSqlite(memory: { cacheBytes: number; mmapBytes: number }): void {
    this.gauge(
      'demo_api_sqlite_cache_max_bytes',
      "The bound of the demo database's page cache (DEMO_API_SQLITE_CACHE_MB)",
      () => memory.cacheBytes,
    );
    this.gauge(
      'demo_api_sqlite_mmap_max_bytes',
      'The most of the demo database mapped into memory (DEMO_API_SQLITE_MMAP_MB)',
      () => memory.mmapBytes,
    );
  }

  /** The scrape: never cached, as every one must read the figures anew. */
  async response(): Promise<Response> {
    return new Response(await this.registry.metrics(), {
      headers: { 'Content-Type': this.registry.contentType, 'Cache-Control': 'no-store' },
    });
  }

  /** A gauge read when scraped. */
  private gauge(name: string, help: string, read: () => number | null | Promise<number | null>) {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        const value = await read();
        if (value !== null) this.set(value);
      },
    });
  }
}
