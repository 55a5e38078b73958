// `npm start`: the dashboard and its API on one port. Builds the app if needed, then serves dist/ and forwards
// /api to the real service (TAOSTATS_API_URL + TAOSTATS_API_KEY) or, by default, to the embedded demo API.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { buildApp, isBuildStale } from './build';
import { ApiProxy } from './gateway/api-proxy';
import { createGateway } from './gateway/app';
import { upstreamFromEnv } from './gateway/upstream';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const env = process.env;

try {
  if (isBuildStale(root, distDir)) {
    console.log('Building the app ...');
    await buildApp(root);
  }
  const upstream = upstreamFromEnv(env, (line) => console.log(line));
  const proxy = new ApiProxy({
    ...upstream,
    cacheSeconds: Number(env.GATEWAY_CACHE_SECONDS ?? 30),
    timeoutMs: Number(env.GATEWAY_TIMEOUT_SECONDS ?? 15) * 1000,
  });
  const app = createGateway({ proxy, distDir });
  const host = env.HOST || '127.0.0.1';
  const server = serve(
    { fetch: app.fetch, hostname: host, port: Number(env.PORT ?? 8080) },
    (info: AddressInfo) => {
      console.log(`API upstream: ${upstream.description}`);
      console.log(`Dashboard on http://${host}:${info.port}`);
    },
  );
  const stop = () => server.close(() => (upstream.close(), process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Test runners start the server with a pipe on standard input: when the runner is gone, so is the server.
  if (env.STOP_WITH_STDIN === '1') process.stdin.on('end', stop).resume();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
