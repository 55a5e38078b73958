// Past one machine: with REDIS_URL set, every gateway instance shares the answers, the in-flight coalescing (N
// instances asking the same thing make one upstream call) and the key's quota budget through Redis. If Redis goes
// away, each instance falls back to its own cache and a quarter of the budget (at least one request per window),
// logs that once, and logs again once Redis is back.
import { createHash, randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { RateLimit } from '../demo-api/rate-limit';
import type { StoredAnswer } from './answer-cache';
import { QuotaBudget, reserveOf, type Budget, type Priority, type Spend } from './budget';
import type { WindowStore } from './market/market';
import type { WindowStats } from './market/window-stats';

const MARKET_WINDOW_KEEP_MS = 8 * 24 * 60 * 60 * 1000;

/** A Redis command slower than this counts as Redis being away: a page must not wait on it. */
const COMMAND_TIMEOUT_MS = 500;
/** How often an instance waiting on another's upstream request looks for its answer. */
const POLL_MS = 25;
/** What a command gives when Redis is away or slow: the caller falls back to this instance's own state. */
const AWAY = Symbol('Redis is away');

// The budget as one atomic step on Redis's clock, so that instances with different clocks agree: a sliding window
// of the requests sent (a sorted set scored by milliseconds) and a gate closed by an upstream 429 (a key with a TTL).
const SPEND = `
local now = redis.call('TIME')
now = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local gate = redis.call('PTTL', KEYS[2])
if gate > 0 then return {0, gate, 1} end
local requests, window, keep = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
if requests == 0 then return {1, -1, 0} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local sent = redis.call('ZCARD', KEYS[1])
if sent + keep < requests then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, requests - sent - 1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], sent + keep - requests, sent + keep - requests, 'WITHSCORES')
return {0, tonumber(oldest[2] or now) + window - now, 0}
`;
// A request's answer is in: its place in the window dates from now (budget.ts says why), if it is still there.
const ANSWERED = `
local now = redis.call('TIME')
now = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now, ARGV[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
`;
// The requests still allowed in the window now, without spending one (for the metrics).
const LEFT = `
local now = redis.call('TIME')
now = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local sent = redis.call('ZCOUNT', KEYS[1], string.format('(%d', now - tonumber(ARGV[2])), '+inf')
return math.max(0, tonumber(ARGV[1]) - sent)
`;
const CLOSE = `
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) end
return 1
`;

export interface SharedAnswers {
  get(key: string): Promise<StoredAnswer | undefined>;
  set(key: string, answer: StoredAnswer): Promise<void>;
  /**
   * Runs `fetch` unless another instance is already fetching `key`; then waits, up to `waitMs`, for it to finish
   * (its answer is then in the shared cache, or it failed).
   */
  once<T>(
    key: string,
    waitMs: number,
    fetch: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }>;
}

export class RedisShared implements SharedAnswers {
  readonly budget: Budget;
  private readonly prefix: string;
  private healthy = true;
  /** The connection, also used by the live stream's lease and history (live/). */
  readonly client;

  private constructor(
    url: string,
    /** Keys of one API key's deployment, named by a hash of the key (never the key itself). */
    readonly keyId: string,
    limit: RateLimit | null,
    private readonly log: (line: string) => void,
  ) {
    this.prefix = `gateway:${keyId}:`;
    const prefix = this.prefix;
    this.client = createClient({
      url,
      // Commands fail at once while Redis is away, rather than queue: the instance then uses its own state.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
    });
    // Without a listener an error event would end the process; the failing commands report it instead.
    this.client.on('error', () => {});
    const fallback = new QuotaBudget(
      limit && { requests: Math.max(1, Math.floor(limit.requests / 4)), windowSeconds: limit.windowSeconds },
    );
    this.budget = {
      limit,
      spend: async (priority: Priority): Promise<Spend> => {
        const keep = priority === 'visible' || !limit ? 0 : reserveOf(limit);
        const request = randomUUID();
        const window = String((limit?.windowSeconds ?? 0) * 1000);
        const reply = await this.call(
          () =>
            this.client.eval(SPEND, {
              keys: [`${prefix}budget`, `${prefix}gate`],
              arguments: [String(limit?.requests ?? 0), window, String(keep), request],
            }) as Promise<[number, number, number]>,
        );
        if (reply === AWAY) return fallback.spend(priority);
        const [ok, value, gate] = reply;
        const answered = async () => {
          await this.call(() =>
            this.client.eval(ANSWERED, { keys: [`${prefix}budget`], arguments: [request, window] }),
          );
        };
        if (ok === 1) return { ok: true, left: value < 0 ? null : value, answered };
        return {
          ok: false,
          retryAfter: Math.max(1, Math.ceil(value / 1000)),
          reason: gate ? 'upstream' : 'budget',
        };
      },
      close: async (seconds: number) => {
        await fallback.close(seconds);
        await this.call(() =>
          this.client.eval(CLOSE, {
            keys: [`${prefix}gate`],
            arguments: [String(Math.ceil(seconds * 1000))],
          }),
        );
      },
      left: async () => {
        if (!limit) return null;
        const reply = await this.call(
          () =>
            this.client.eval(LEFT, {
              keys: [`${prefix}budget`],
              arguments: [String(limit.requests), String(limit.windowSeconds * 1000)],
            }) as Promise<number>,
        );
        // Away, this instance spends its own quarter of the budget: that is what it has left.
        return reply === AWAY ? fallback.left() : reply;
      },
    };
  }

  /** Connects to `url`; the key only names this deployment's entries, through a hash. */
  static async connect(
    url: string,
    apiKey: string,
    limit: RateLimit | null,
    log: (line: string) => void,
  ): Promise<RedisShared> {
    const keyId = createHash('sha256').update(apiKey).digest('hex').slice(0, 16);
    const shared = new RedisShared(url, keyId, limit, log);
    await shared.client.connect();
    return shared;
  }

  async get(key: string): Promise<StoredAnswer | undefined> {
    const text = await this.call(() => this.client.get(`${this.prefix}answer:${key}`));
    return typeof text === 'string' ? (JSON.parse(text) as StoredAnswer) : undefined;
  }

  async set(key: string, answer: StoredAnswer): Promise<void> {
    const ttl = answer.keepUntil - answer.fetchedAt;
    await this.call(() =>
      this.client.set(`${this.prefix}answer:${key}`, JSON.stringify(answer), {
        expiration: { type: 'PX', value: Math.ceil(ttl) },
      }),
    );
  }

  async once<T>(key: string, waitMs: number, fetch: () => Promise<T>) {
    const lock = `${this.prefix}fetching:${key}`;
    const taken = await this.call(() =>
      this.client.set(lock, '1', { condition: 'NX', expiration: { type: 'PX', value: waitMs } }),
    );
    // Another instance is asking (null: NX did not set it); when Redis is away, this instance asks itself.
    if (taken === null) {
      const deadline = Date.now() + waitMs;
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const waiting = await this.call(() => this.client.exists(lock));
        if (waiting !== 1) return { ran: false as const };
      }
      return { ran: false as const };
    }
    try {
      return { ran: true as const, value: await fetch() };
    } finally {
      if (taken === 'OK') await this.call(() => this.client.del(lock));
    }
  }

  /**
   * Closed market windows (market/), kept as long as a summary reads them: a week and a day. `v2`: since they hold
   * their largest swaps, `v3` their swaps by maker; a window stored before is asked again.
   */
  readonly marketWindows: WindowStore = {
    get: async (window) => {
      const text = await this.call(() => this.client.get(`${this.prefix}market:v3:${window}`));
      return typeof text === 'string' ? (JSON.parse(text) as WindowStats) : undefined;
    },
    set: async (window, stats) => {
      await this.call(() =>
        this.client.set(`${this.prefix}market:v3:${window}`, JSON.stringify(stats), {
          expiration: { type: 'PX', value: MARKET_WINDOW_KEEP_MS },
        }),
      );
    },
  };

  /** Whether Redis answers a PING now (within the command timeout), for readiness and the metrics. */
  async ping(): Promise<boolean> {
    return (await this.call(() => this.client.ping())) === 'PONG';
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => {});
  }

  private async call<T>(command: () => Promise<T>): Promise<T | typeof AWAY> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const reply = await Promise.race([
        command(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer in ${COMMAND_TIMEOUT_MS} ms`)),
            COMMAND_TIMEOUT_MS,
          );
        }),
      ]);
      if (!this.healthy) {
        this.healthy = true;
        this.log('Redis is back: the cache, coalescing and budget are shared again');
      }
      return reply;
    } catch (error) {
      if (this.healthy) {
        this.healthy = false;
        this.log(
          `Redis is unreachable (${error instanceof Error ? error.message : String(error)}): this instance uses its own cache and a quarter of the budget until it is back`,
        );
      }
      return AWAY;
    } finally {
      clearTimeout(timer);
    }
  }
}
