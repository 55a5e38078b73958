// A pool card's request: the day's hourly bars (day-price.ts), asked as a background request. The gateway spends
// those only while the key's reserve for what pages show is left, and refuses them otherwise (a 429 with
// Retry-After): the card then says its price is not loaded, and is not asked again until the gate has reopened
// (the list's own rule, in Page.tsx), never by react-query's retry.
import { queryOptions } from '@tanstack/react-query';
import { udfHistoryQuery, udfHistorySchema, UDF_HISTORY_PATH } from '../../api/chart-schemas';
import { ApiError, fetchJson } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { DAY_COUNTBACK, DAY_RESOLUTION, type DayWindow } from './day-price';

export function dayHistoryUrl(netuid: number, window: DayWindow): string {
  const query = udfHistoryQuery(netuid, DAY_RESOLUTION, window.from, window.to);
  return `${UDF_HISTORY_PATH}?${new URLSearchParams({ ...query, countback: String(DAY_COUNTBACK) })}`;
}

export function dayHistoryQuery(netuid: number, window: DayWindow) {
  return queryOptions({
    queryKey: queryKeys.poolDay(netuid, window),
    queryFn: ({ signal }) =>
      fetchJson(dayHistoryUrl(netuid, window), udfHistorySchema, signal, true).catch((error: unknown) => {
        // Every endpoint's 404 means nothing matched (src/api/queries.ts).
        if (error instanceof ApiError && error.status === 404) return { s: 'no_data' as const };
        throw error;
      }),
    // The window is fixed for the page's life, and its answer about the past stands.
    staleTime: Infinity,
    retry: false,
  });
}

/** When a refused request says the gate reopens (ms since the epoch); 0 for other failures and for none. */
export function reopensAt(error: unknown): number {
  if (!(error instanceof ApiError) || error.status !== 429) return 0;
  // Without Retry-After nothing says when: a minute, the window of the key's quota.
  return error.receivedAt + (error.retryAfter ?? 60) * 1000;
}
