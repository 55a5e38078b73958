// "12 new events — show them": above a newest-first list, a quiet line says how many rows have arrived since the
// list was read (the rule: new-rows.ts), and leaves the rows shown alone until asked. Loaded lazily by ListView.
// The count is asked in the background once, and then, for the events list, counted from the live stream's
// events; other lists (and filters the stream's events do not carry) ask again on each new block it tells of.
// Without the stream, it is asked at the chain's pace. The gateway spends on it only while the key's reserve is
// left, it is never retried, it pauses in hidden tabs (and asks at once back in view), and a failed count shows
// nothing and waits longer.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { z } from 'zod/mini';
import { endpoints, type EndpointName, type ListEndpointName } from '../api/endpoints';
import { endpointQuery, noRows, type ApiQuery } from '../api/queries';
import { paginationSchema } from '../api/schemas';
import { useLiveMessages, useLiveStatus } from '../live/use-live';
import {
  BLOCK_MS,
  countWithStream,
  headProbe,
  newRowCount,
  newRowsText,
  streamedEvents,
  type StreamedRow,
} from './new-rows';

/** The probe reads the count, and the block of the newest row it counted. */
const counted = z.object({
  pagination: paginationSchema,
  data: z.array(z.looseObject({ block_number: z.optional(z.int()) })),
});

/**
 * How many rows `query` matches: asked in the background and never retried, so a 429 is never asked into. Here,
 * not in queries.ts, so that it loads with the notice: /events has no bytes to spare in its budget.
 */
const rowCount = (name: EndpointName, query: ApiQuery) => ({
  ...endpointQuery(name, counted, noRows, query, true),
  retry: false,
});

/** After a failed poll: five blocks, or the Retry-After when it is longer. */
const FAILED_WAIT_MS = 5 * BLOCK_MS;

export interface NewRowsProps {
  endpoint: ListEndpointName;
  /** The list's plural noun: "events". */
  what: string;
  query: ApiQuery;
  values: Record<string, unknown>;
  list: UseQueryResult<{ data: readonly unknown[] }>;
  /** Shows the new rows: the list asks its newest page up to `block`, marking the rows after block `after`. */
  onShow: (block: number, after: number) => void;
}

export default function NewRows({ endpoint, what, query, values, list, onShow }: NewRowsProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Only an answer for the rows on screen sets the mark: not the previous filters' rows kept while the new load.
  const shown = list.isPlaceholderData ? undefined : list.data?.data;
  const blocks = (shown ?? []).flatMap((row) => {
    const block = (row as { block_number?: unknown }).block_number;
    return typeof block === 'number' ? [block] : [];
  });
  const probe = shown ? headProbe(endpoints[endpoint], { query, values, blocks }, list.dataUpdatedAt) : null;
  const live = useLiveStatus() === 'live';
  const counting = useQuery({
    ...rowCount(endpoint, probe?.query ?? {}),
    enabled: probe !== null,
    staleTime: BLOCK_MS,
    // With the live stream, asked on each new block it tells of; without it, at the chain's pace.
    refetchInterval: ({ state }) =>
      state.status === 'error'
        ? Math.max(FAILED_WAIT_MS, ((state.error instanceof ApiError && state.error.retryAfter) || 0) * 1000)
        : !live && BLOCK_MS,
    refetchIntervalInBackground: false,
    // Back in the tab after a while: ask at once.
    refetchOnWindowFocus: true,
  });
  // The stream's new rows since the probe was last asked for these rows, by the probe's URL.
  const probeKey = probe && JSON.stringify(probe.query);
  const [streamed, setStreamed] = useState<{ key: string | null; rows: StreamedRow[] }>({
    key: null,
    rows: [],
  });
  const rows = streamed.key === probeKey ? streamed.rows : [];
  useLiveMessages('chain', (message) => {
    if (probe === null || counting.status === 'error') return;
    const arrived = endpoint === 'events' ? streamedEvents(probe.query, message) : null;
    const after = Math.max(counting.data?.data[0]?.block_number ?? -Infinity, blocks[0] ?? -Infinity);
    if (arrived !== null)
      setStreamed((before) => ({
        key: probeKey,
        rows: [...(before.key === probeKey ? before.rows : []), ...arrived].filter(
          (row) => row.block > after,
        ),
      }));
    else if (document.visibilityState === 'visible') void counting.refetch();
  });
  const answer = counting.data;
  // Where no rows can come (oldest first, a later page, a closed range), the line stays, empty: nothing moves.
  if (probe === null) return <p className="new-rows" />;
  const { count, newest } = countWithStream(
    answer === undefined ? 0 : newRowCount(probe, answer.pagination.total_items),
    answer?.data[0]?.block_number,
    blocks[0],
    rows,
  );

  const show = () => {
    if (newest !== undefined) onShow(newest, blocks[0] ?? -Infinity);
    tableAfter(ref.current)?.focus();
  };
  return (
    <p className="new-rows" role="status" ref={ref}>
      {count ? (
        <>
          {newRowsText(count, what)} —{' '}
          <button type="button" onClick={show}>
            show them
          </button>
        </>
      ) : null}
    </p>
  );
}

/** The list's table, after the notice; focusable by script, so that focus goes to the rows just brought in. */
function tableAfter(notice: Element | null): HTMLTableElement | null {
  for (let next = notice?.nextElementSibling; next; next = next.nextElementSibling) {
    const table = next instanceof HTMLTableElement ? next : next.querySelector('table');
    if (table) {
      table.tabIndex = -1;
      return table;
    }
  }
  return null;
}
