// `npm run demo-api`: the demo API alone, a local stand-in for the real service. Settings come from the
// environment; see docs/demo-api.md.
import { clockFromEnv } from './chain';
import { parseRateLimit } from './rate-limit';
import { DEFAULT_DEMO_API_KEY, DEFAULT_DEMO_API_PORT, startDemoApi } from './server';
import { DEFAULT_DATA_DIR, DEFAULT_SEED, sqliteMemoryFromEnv } from './store/database';

function numberFrom(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number; got "${text}"`);
  return value;
}

try {
  const apiKey = process.env.DEMO_API_KEY || DEFAULT_DEMO_API_KEY;
  const rateLimit = parseRateLimit(process.env.DEMO_API_RATE_LIMIT);
  const server = await startDemoApi({
    dir: process.env.DEMO_API_DATA_DIR || DEFAULT_DATA_DIR,
    seed: numberFrom('DEMO_API_SEED', DEFAULT_SEED),
    scale: numberFrom('DEMO_API_SCALE', 1),
    memory: sqliteMemoryFromEnv(process.env),
    clock: clockFromEnv(process.env),
    apiKey,
    rateLimit,
    host: process.env.HOST || '127.0.0.1',
    port: numberFrom('PORT', DEFAULT_DEMO_API_PORT),
    log: (line) => console.log(line),
  });
  console.log(`Demo API listening on ${server.url}`);
  console.log(`API key (send it as the Authorization header): ${apiKey}`);
  console.log(
    rateLimit
      ? `Quota: ${rateLimit.requests} requests per ${rateLimit.windowSeconds} s per key`
      : 'Quota: none',
  );
  console.log(`Try: curl -H 'Authorization: ${apiKey}' '${server.url}/api/event/v1?limit=2'`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
