// Where /api requests go: the real service over HTTP, or the embedded demo API called in-process. Both take the
// same Request and give the same Response, so the gateway treats them alike.
import { createDemoApi } from '../demo-api/app';
import { clockFromEnv } from '../demo-api/chain';
import { DEFAULT_DEMO_API_KEY } from '../demo-api/server';
import { parseRateLimit, type RateLimit } from '../demo-api/rate-limit';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_SEED,
  openDemoChain,
  sqliteMemoryFromEnv,
  type SqliteMemory,
} from '../demo-api/store/database';

export type Upstream = (request: Request) => Promise<Response>;

export interface UpstreamConfig {
  upstream: Upstream;
  /** Origin the requests are addressed to, for example https://api.taostats.io. */
  origin: string;
  apiKey: string;
  /** The key's quota (TAOSTATS_RATE_LIMIT): 5/60 by default for the real service, none for the demo. */
  rateLimit: RateLimit | null;
  /** Says which upstream this is, for the start-up banner. */
  description: string;
  /**
   * The demo chain's manual clock (DEMO_API_STEP=1), for the proxy to age answers by: its head and its time then
   * agree, so that a window near the head is not taken for the past. Absent, the system clock.
   */
  now?: () => number;
  /** Makes the demo chain's next blocks (DEMO_API_STEP=1): the gateway answers POST /__demo/step with it. */
  step?: (blocks: number) => number;
  /** The embedded demo API's bounds on SQLite's memory, for /metrics. */
  sqlite?: SqliteMemory;
  close(): void;
}

/**
 * Reads the environment: TAOSTATS_API_URL and TAOSTATS_API_KEY select the real service (TAOSTATS_RATE_LIMIT its
 * key's quota, 5/60 unless set); without them the demo API
 * runs in-process over its generated database (DEMO_API_KEY, DEMO_API_RATE_LIMIT, DEMO_API_SEED, DEMO_API_SCALE,
 * DEMO_API_DATA_DIR, DEMO_API_NOW, DEMO_API_STEP, DEMO_API_SQLITE_CACHE_MB and DEMO_API_SQLITE_MMAP_MB apply to it as
 * they do to `npm run demo-api`).
 */
export function upstreamFromEnv(env: NodeJS.ProcessEnv, log: (line: string) => void): UpstreamConfig {
  const url = env.TAOSTATS_API_URL;
  if (url) {
    const apiKey = env.TAOSTATS_API_KEY;
    if (!apiKey)
      throw new Error('TAOSTATS_API_URL is set but TAOSTATS_API_KEY is not: the real API needs a key');
    // A header value cannot hold them, and a pasted key often ends in a newline.
    if (!/^[\x21-\x7e]+$/.test(apiKey)) {
      throw new Error(
        'TAOSTATS_API_KEY holds whitespace, control or non-ASCII characters: set the key alone, with no spaces, quotes or newline',
      );
    }
    const origin = new URL(url).origin;
    return {
      upstream: (request) => fetch(request),
      origin,
      apiKey,
      rateLimit: parseRateLimit(env.TAOSTATS_RATE_LIMIT || '5/60', 'TAOSTATS_RATE_LIMIT'),
      description: origin,
      close: () => {},
    };
  }
  const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  const clock = clockFromEnv(env);
  const sqlite = sqliteMemoryFromEnv(env);
  const chain = openDemoChain(
    {
      dir: env.DEMO_API_DATA_DIR || DEFAULT_DATA_DIR,
      seed: number('DEMO_API_SEED', DEFAULT_SEED),
      scale: number('DEMO_API_SCALE', 1),
      memory: sqlite,
    },
    clock,
    log,
  );
  const apiKey = env.DEMO_API_KEY || DEFAULT_DEMO_API_KEY;
  const demo = createDemoApi({ chain, apiKey, rateLimit: parseRateLimit(env.DEMO_API_RATE_LIMIT) });
  return {
    upstream: async (request) => demo.fetch(request),
    origin: 'http://demo-api.internal',
    apiKey,
    rateLimit: parseRateLimit(env.TAOSTATS_RATE_LIMIT, 'TAOSTATS_RATE_LIMIT'),
    description: chain.step ? 'the embedded demo API, stepped by POST /__demo/step' : 'the embedded demo API',
    now: chain.step ? () => clock.now() : undefined,
    step: chain.step,
    sqlite,
    close: () => chain.close(),
  };
}
