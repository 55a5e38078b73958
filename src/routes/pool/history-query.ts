// The pool chart's price history as react-query holds it: one page per chunk of bars, the newest first, each chunk
// a request on the grid of src/shared/charts/history-chunks.ts, the next older one asked when the person scrolls to it.
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { udfHistorySchema, udfHistoryUrl, type Resolution } from '../../api/chart-schemas';
import { fetchJson } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { olderChunk, type HistoryChunk } from '../../shared/charts/history-chunks';

/** One request of a pool's bars: the page's first, or an older chunk. */
export interface HistoryRequest extends HistoryChunk {
  netuid: number;
  resolution: Resolution;
}

/** The URL a request asks. */
const historyUrl = ({ netuid, resolution, from, to }: HistoryRequest) =>
  udfHistoryUrl(netuid, resolution, from, to);

export function historyQuery(first: HistoryRequest) {
  return infiniteQueryOptions({
    queryKey: queryKeys.poolHistory(first),
    // Each page keeps the request it answers, so the page can tell what the bars it shows are of.
    queryFn: async ({ pageParam: request, signal }) => ({
      request,
      answer: await fetchJson(historyUrl(request), udfHistorySchema, signal),
    }),
    initialPageParam: first,
    getNextPageParam: ({ request, answer }): HistoryRequest | undefined => {
      const older = olderChunk(request.resolution, request, answer);
      return older ? { ...request, ...older } : undefined;
    },
    // Every range asked is fixed (a chart "to now" ends where the candle the page opened in ends), so its answer
    // stands: a refetch would spend a request for each chunk loaded.
    staleTime: Infinity,
    // The chart keeps showing the bars it has (under a countdown, if the quota is used up) until the next arrive.
    placeholderData: keepPreviousData,
  });
}
