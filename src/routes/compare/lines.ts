// The compare chart's lines as react-query holds them: a day or a week from the gateway's market in one answer (no
// upstream request), a longer range from each pool's charting history, one request a subnet, the same its pool
// page asks for that range (src/shared/charts/compare.ts).
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { udfHistorySchema, udfHistoryUrl } from '../../api/chart-schemas';
import { fetchJson } from '../../api/client';
import { marketCompareSchema } from '../../api/market';
import { queryKeys } from '../../api/query-keys';
import { chartNow, udfToBars } from '../../shared/charts/bars';
import {
  historyRequest,
  lineFromBars,
  marketLine,
  marketLinesUrl,
  type PriceLine,
} from '../../shared/charts/compare';
import { isMarketRange, type CompareLink } from '../../shared/charts/compare-link';

/** Each subnet's line, or its request's state: what the page draws and says. */
export interface LineState {
  netuid: number;
  line: PriceLine | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  /** The market's hours of the range loaded so far (its lines only). */
  coverage?: { loaded: number; of: number };
}

/** The market's lines: asked again every few minutes (and when the live stream says the figures moved). */
const MARKET_REFRESH_MS = 5 * 60_000;

export function useCompareLines(link: CompareLink, openedAt: number): LineState[] {
  const market = isMarketRange(link.range);
  const longRange = isMarketRange(link.range) ? null : link.range;
  const url = marketLinesUrl(link);
  const lines = useQuery(
    queryOptions({
      queryKey: queryKeys.marketLines(url),
      queryFn: ({ signal }) => fetchJson(url, marketCompareSchema, signal),
      enabled: market && link.netuids.length > 0,
      refetchInterval: MARKET_REFRESH_MS,
    }),
  );
  const histories = useQueries({
    queries: !longRange
      ? []
      : link.netuids.map((netuid) => {
          const request = historyRequest(netuid, longRange, chartNow(openedAt));
          return queryOptions({
            queryKey: queryKeys.compareHistory(request),
            queryFn: ({ signal }: { signal: AbortSignal }) =>
              fetchJson(
                udfHistoryUrl(netuid, request.resolution, request.from, request.to),
                udfHistorySchema,
                signal,
              ),
            // A range to a fixed end: its answer stands.
            staleTime: Infinity,
          });
        }),
  });
  if (market)
    return link.netuids.map((netuid, i) => {
      const line = lines.data?.lines[i];
      return {
        netuid,
        line: line && marketLine(line),
        error: lines.error,
        isFetching: lines.isFetching,
        refetch: lines.refetch,
        coverage: lines.data?.coverage,
      };
    });
  return link.netuids.map((netuid, i) => {
    const history = histories[i];
    const answer = history?.data;
    return {
      netuid,
      line: answer && lineFromBars(netuid, answer.s === 'ok' ? udfToBars(answer) : []),
      error: history?.error,
      isFetching: history?.isFetching ?? false,
      refetch: () => history?.refetch(),
    };
  });
}
