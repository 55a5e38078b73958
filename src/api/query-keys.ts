// Every react-query key of the app, made here and nowhere else: a page that looks queries up by a key's start and
// the factory that makes them read the same parts. No imports but types, so the pool chart's first code loads
// nothing more for it.
import type { Resolution } from './chart-schemas';
import type { EndpointName } from './endpoints';

/** A window of time, in unix seconds. */
interface Window {
  from: number;
  to: number;
}

export const queryKeys = {
  /** An endpoint asked with the API's own parameters: a list page, a pool's swaps. */
  endpoint: (name: EndpointName, query: Readonly<Record<string, string>>, background?: true) =>
    ['api', name, query, background] as const,
  /** A pool chart's bars, one page per chunk of the grid, from its first request. */
  poolHistory: (first: Window & { netuid: number; resolution: Resolution }) =>
    ['api', 'udfHistory', 'chunks', first] as const,
  /** The bars from a pool chart's newest loaded bar to now. */
  poolLive: (netuid: number, resolution: Resolution, since: number) =>
    ['api', 'udfHistory', 'live', netuid, resolution, since] as const,
  /** The gateway's market summary (src/api/market.ts): every pool's figures, one answer for every page. */
  market: () => ['market', 'summary'] as const,
  /** Subnets' lines from the market, by their URL (GET /market/compare with the link's canonical query string). */
  marketLines: (url: string) => ['market', 'lines', url] as const,
  /** Every answer of the market: the live stream's `market` message asks them again. */
  marketFigures: () => ['market'] as const,
  /** A pool's bars over a compare chart's range: one request, the one its pool page makes for that range. */
  compareHistory: (request: Window & { netuid: number; resolution: Resolution }) =>
    ['api', 'udfHistory', 'compare', request] as const,
  /** The week's swaps of a few accounts (src/api/market-swaps.ts), from the same market. */
  marketSwaps: (accounts: readonly string[]) => ['market', 'swaps', accounts] as const,
};
