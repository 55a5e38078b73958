// Reading the gateway's settings from the environment: a wrong value stops the server with a message that names
// it, rather than running with a setting nobody meant.
import { ApiProxy } from './api-proxy';
import { QuotaBudget } from './budget';
import { logFormatSetting, messageLine } from './logging';
import { GatewayMetrics } from './metrics';
import { RedisShared } from './redis-shared';
import { upstreamFromEnv } from './upstream';

/**
 * The answer cache's bound (GATEWAY_CACHE_MB): a quarter of the 256 MB it was, so that the whole process stays within
 * 400 MB with every bound full (docs/gateway.md#memory). It still holds thousands of list pages or dozens of the
 * longest charts (about 1.5 MB each with their compressed copies); a larger host may raise it.
 */
export const DEFAULT_CACHE_MB = 64;

/** A positive number, or `fallback` when unset. */
export function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number; got "${text}"`);
  return value;
}

/** An http(s) origin such as https://dash.example.org, as PUBLIC_ORIGIN gives it. */
export function originSetting(text: string): string {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(
      `PUBLIC_ORIGIN must be an http(s) origin such as https://dash.example.org; got "${text}"`,
    );
  }
  return url.origin;
}

/**
 * The /api proxy as the environment sets it up (the upstream, its key and quota, GATEWAY_CACHE_MB,
 * GATEWAY_MAX_BODY_MB, GATEWAY_TIMEOUT_SECONDS, REDIS_URL to share cache, coalescing and budget with other
 * instances, and LOG_FORMAT), with its metrics: one setup for `npm start` and `npm run dev`, which build the
 * market and the live stream beside it.
 */
export async function proxyFromEnv(env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const logFormat = logFormatSetting(env);
  const say = (message: string) => log(messageLine(logFormat, message));
  const upstream = upstreamFromEnv(env, say);
  const shared = env.REDIS_URL
    ? await RedisShared.connect(env.REDIS_URL, upstream.apiKey, upstream.rateLimit, say)
    : undefined;
  const budget = shared?.budget ?? new QuotaBudget(upstream.rateLimit);
  const MB = 2 ** 20;
  const metrics = new GatewayMetrics({ budget, redis: shared, processMetrics: true });
  if (upstream.sqlite) metrics.demoSqlite(upstream.sqlite);
  const proxy = new ApiProxy({
    ...upstream,
    budget,
    shared,
    cacheBytes: positiveSetting(env, 'GATEWAY_CACHE_MB', DEFAULT_CACHE_MB) * MB,
    maxBodyBytes: positiveSetting(env, 'GATEWAY_MAX_BODY_MB', 16) * MB,
    timeoutMs: positiveSetting(env, 'GATEWAY_TIMEOUT_SECONDS', 15) * 1000,
    log,
    logFormat,
    metrics,
  });
  return { proxy, upstream, shared };
}
