// The live end of a pool chart. While the chart runs to now and its newest bar is in view, the bars from the
// newest one loaded to now are asked again at the chain's pace (a block, 12 s), and the page lays them over the
// history (the open bar's new close, new bars after it). Each poll is one the page can do without: it is marked
// as background to the gateway (X-Prefetch), which spends on it only from the quota's reserve; it pauses in hidden
// tabs, is never retried, and after a 429 waits out its Retry-After.
import { queryOptions } from '@tanstack/react-query';
import { BLOCK_SECONDS } from '../../api/chain';
import { udfHistorySchema } from '../../api/chart-schemas';
import { ApiError, fetchJson } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { chartNow, liveBarsUrl, udfToBars, type Bar, type LiveRequest } from '../../shared/charts/bars';

/** A block: the chain's bars cannot change faster. */
export const LIVE_POLL_MS = BLOCK_SECONDS * 1000;

/** Milliseconds to the next poll after `error` (or none); false: no more polls until the person asks. */
export function nextPollIn(error: unknown): number | false {
  if (error instanceof ApiError && error.status === 429)
    return error.retryAfter === null ? false : Math.max(LIVE_POLL_MS, error.retryAfter * 1000);
  return LIVE_POLL_MS;
}

export function liveQuery({ netuid, resolution, since }: LiveRequest) {
  return queryOptions({
    queryKey: queryKeys.poolLive(netuid, resolution, since),
    queryFn: async ({ signal }): Promise<Bar[]> => {
      const url = liveBarsUrl({ netuid, resolution, since }, chartNow());
      const answer = await fetchJson(url, udfHistorySchema, signal, true);
      return answer.s === 'ok' ? udfToBars(answer) : [];
    },
    // The history just loaded is the first answer: the first poll comes a block later.
    initialData: [],
    initialDataUpdatedAt: () => Date.now(),
    staleTime: LIVE_POLL_MS,
    refetchInterval: (query) => nextPollIn(query.state.error),
    refetchIntervalInBackground: false,
    retry: false,
  });
}
