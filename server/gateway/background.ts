// The gateway's background parts, beside the proxy: one scheduler for every loop, the live stream (its one read of
// the chain) and the market it feeds. One setup for `npm start` (server/main.ts) and `npm run dev` (vite.config.ts).
import type { ApiProxy } from './api-proxy';
import { LiveService } from './live/service';
import { MAX_HELD_HOURS } from './market/grid';
import { Market } from './market/market';
import type { RedisShared } from './redis-shared';
import { Scheduler, systemClock } from './scheduler';
import type { UpstreamConfig } from './upstream';

export interface BackgroundParts {
  scheduler: Scheduler;
  market: Market;
  live: LiveService;
}

export async function startBackground(options: {
  proxy: ApiProxy;
  upstream: UpstreamConfig;
  shared?: RedisShared;
  log: (line: string) => void;
}): Promise<BackgroundParts> {
  const { proxy, upstream, shared, log } = options;
  const scheduler = new Scheduler(systemClock, log);
  // One read of the chain: the market's tail goes by the live stream's head, and its new figures go out on it.
  const market: Market = new Market({
    proxy,
    scheduler,
    store: shared?.marketWindows,
    log,
    onFigures: (head) => live.marketTick(head),
  });
  proxy.metrics.marketWindows(() => market.heldHours, MAX_HELD_HOURS);
  const live: LiveService = new LiveService({
    proxy,
    scheduler,
    rateLimit: upstream.rateLimit,
    redis: shared,
    metrics: proxy.metrics,
    log,
    onChain: (message) => market.knowHead(message.head),
  });
  await live.start();
  return { scheduler, market, live };
}
