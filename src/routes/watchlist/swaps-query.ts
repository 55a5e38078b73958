// The week's swaps of the portfolio's accounts, one request for all of them, answered by the gateway from the market's
// windows (GET /market/swaps: no upstream request).
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../api/client';
import { marketSwapsSchema, marketSwapsUrl } from '../../api/market-swaps';
import { queryKeys } from '../../api/query-keys';

/** While a cold deployment fills in the week, asked again every minute; once whole, as the market's tail moves. */
const FILLING_MS = 60_000;
const WHOLE_MS = 5 * 60_000;

export const swapsQuery = (accounts: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.marketSwaps(accounts),
    queryFn: ({ signal }) => fetchJson(marketSwapsUrl(accounts), marketSwapsSchema, signal),
    enabled: accounts.length > 0,
    refetchInterval: (query) => {
      const coverage = query.state.data?.coverage;
      return coverage && coverage.loaded >= coverage.of ? WHOLE_MS : FILLING_MS;
    },
  });
