// The market summary's query, used by the pools screener and the overview: a module of its own, so that the list
// pages, which load src/api/queries.ts, do not load the summary's schema.
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../api/client';
import { coverageWhole, MARKET_PATH, marketSummarySchema } from '../../api/market';
import { queryKeys } from '../../api/query-keys';

/** While a cold deployment fills its windows, the summary grows every few seconds; once whole, every few minutes. */
const MARKET_FILLING_MS = 60_000;
const MARKET_WHOLE_MS = 5 * 60_000;

/**
 * Every pool's figures (src/api/market.ts). With the live stream (`live`), asked again when it says they were
 * computed afresh (use-live.ts); without it, while its coverage fills in, then now and then.
 */
export const marketQuery = (live = false) =>
  queryOptions({
    queryKey: queryKeys.market(),
    queryFn: ({ signal }) => fetchJson(MARKET_PATH, marketSummarySchema, signal),
    refetchInterval: (query) =>
      live
        ? false
        : query.state.data && coverageWhole(query.state.data)
          ? MARKET_WHOLE_MS
          : MARKET_FILLING_MS,
  });
