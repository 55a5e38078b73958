// `npm start`: the dashboard and its API on one port. Builds the app if needed, then serves dist/ and forwards
// /api to the real service (TAOSTATS_API_URL + TAOSTATS_API_KEY) or, by default, to the embedded demo API.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { buildApp, isBuildStale } from './build';
import { startBackground } from './gateway/background';
import { createGateway } from './gateway/app';
import { answerClientError } from './gateway/client-errors';
import { logFormatSetting, messageLine } from './gateway/logging';
import { originSetting, proxyFromEnv } from './gateway/settings';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const env = process.env;

try {
  const logFormat = logFormatSetting(env);
  const say = (message: string) => console.log(messageLine(logFormat, message));
  if (isBuildStale(root, distDir)) {
    say('Building the app ...');
    await buildApp(root);
  }
  const { proxy, upstream, shared } = await proxyFromEnv(env, (line) => console.log(line));
  const { scheduler, market, live } = await startBackground({ proxy, upstream, shared, log: say });
  const host = env.HOST || '127.0.0.1';
  // Until the server listens, a port of 0 has no number yet: the default origin is read when it is.
  let publicOrigin = env.PUBLIC_ORIGIN ? originSetting(env.PUBLIC_ORIGIN) : '';
  const app = createGateway({
    proxy,
    distDir,
    publicOrigin: () => publicOrigin,
    redis: shared,
    market,
    step: upstream.step,
    live,
  });
  const server = serve(
    { fetch: app.fetch, hostname: host, port: Number(env.PORT ?? 8080) },
    (info: AddressInfo) => {
      publicOrigin ||= `http://${host}:${info.port}`;
      const limit = upstream.rateLimit;
      say(`API upstream: ${upstream.description}`);
      say(
        `Quota budget: ${limit ? `${limit.requests} requests per ${limit.windowSeconds} s` : 'none'}` +
          (shared ? ', shared with every instance through Redis' : ''),
      );
      say(
        `Live stream: the chain read every ${live.cadenceSeconds} s while a tab watches` +
          (shared ? ', by one instance at a time (a lease in Redis)' : ''),
      );
      say(`Dashboard on http://${host}:${info.port}`);
    },
  );
  server.on('clientError', answerClientError);
  // Longer than the idle timeout of the load balancers and clients that keep connections open (60 s is common):
  // a server that closes an idle connection first races the client's next request on it, which then fails.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;
  // The live streams never end by themselves: they are closed first (and the lease given up while Redis is there, so
  // that another instance takes the polling over at once), and the background work ended; then the server waits
  // for the other requests.
  const stop = () =>
    void Promise.all([live.close(), scheduler.stop()]).finally(() =>
      server.close(() => {
        upstream.close();
        void Promise.resolve(shared?.close()).finally(() => process.exit(0));
      }),
    );
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Test runners start the server with a pipe on standard input: when the runner is gone, so is the server.
  if (env.STOP_WITH_STDIN === '1') process.stdin.on('end', stop).resume();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
