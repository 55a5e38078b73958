// A gateway over the demo API with a market that tests fill by hand (no scheduler), and its upstream requests as
// its own /metrics count them: the routes answered from the market must not add to them.
import { API_KEY, demoApi } from '../demo-api/test-helpers';
import { ApiProxy } from './api-proxy';
import { createGateway } from './app';
import { QuotaBudget } from './budget';
import { Market } from './market/market';
import { GatewayMetrics } from './metrics';
import { parseMetrics } from './test-metrics';

const { app: demo } = demoApi();

export function marketGateway() {
  const proxy = new ApiProxy({
    upstream: async (request) => demo.fetch(request),
    origin: 'http://upstream.test',
    apiKey: API_KEY,
    budget: new QuotaBudget(null),
    cacheBytes: 64 * 2 ** 20,
    maxBodyBytes: 16 * 2 ** 20,
    timeoutMs: 10_000,
    metrics: new GatewayMetrics(),
  });
  const market = new Market({ proxy, scheduler: { start: () => {} } });
  const app = createGateway({ proxy, publicOrigin: () => 'https://charts.example', market });
  return { app, market };
}

/** Every window of the market's history, asked step by step. */
export async function fillMarket(market: Market) {
  for (let step = 0; step < 100; step++) {
    const done = await market.step();
    if ('done' in done && done.done === 'idle') return;
  }
  throw new Error('the market did not finish filling');
}

export const upstreamCalls = async (app: { request(path: string): Response | Promise<Response> }) =>
  parseMetrics(await (await app.request('/metrics')).text())
    .filter((series) => series.name === 'gateway_upstream_requests_total')
    .reduce((sum, series) => sum + series.value, 0);
