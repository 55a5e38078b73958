// Starts the demo API on a port: used by `npm run demo-api`, by the gateway when no upstream is set, and by tests.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDemoApi } from './app';
import type { RateLimit } from './rate-limit';
import type { DemoClock } from './chain';
import { openDemoChain, type DemoDataOptions } from './store/database';

export const DEFAULT_DEMO_API_PORT = 8081;
export const DEFAULT_DEMO_API_KEY = 'demo-api-key';

export interface DemoApiServerOptions extends DemoDataOptions {
  apiKey: string;
  rateLimit: RateLimit | null;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The chain's now: the system clock, pinned (DEMO_API_NOW), or manual (DEMO_API_STEP). */
  clock: DemoClock;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startDemoApi(options: DemoApiServerOptions): Promise<RunningServer> {
  const chain = openDemoChain(options, options.clock, options.log);
  const app = createDemoApi({ chain, apiKey: options.apiKey, rateLimit: options.rateLimit });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          chain.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
