// Every event an events query matches, page after page of 200 (the API's most): a block or an extrinsic has its
// events in one page nearly always, and a busy block in a few. The first page says how many pages there are; the
// others are asked together once it has.
import { useQueries, useQuery } from '@tanstack/react-query';
import { listQuery, type ApiQuery } from '../api/queries';
import { MAX_LIMIT } from '../api/schemas';

/** A block has a few hundred events at the most: beyond this many pages, the list on /events has the rest. */
const MAX_PAGES = 10;

/** Page `page` of the events `query` matches, 200 a page. */
export const eventsPage = (query: ApiQuery, page = 1) =>
  listQuery('events', { ...query, limit: String(MAX_LIMIT), ...(page > 1 ? { page: String(page) } : {}) });

export function useAllEvents(query: ApiQuery) {
  const first = useQuery(eventsPage(query));
  const pages = Math.min(first.data?.pagination.total_pages ?? 1, MAX_PAGES);
  const rest = useQueries({
    queries: Array.from({ length: pages - 1 }, (_, i) => eventsPage(query, i + 2)),
  });
  const answers = first.data && [first.data, ...rest.map((page) => page.data)];
  return {
    /** The first page's query, for the status it shows (loading, an error, a 429's countdown). */
    first,
    /** The events read so far; undefined until the first page has come. */
    events: answers?.flatMap((page) => page?.data ?? []),
    total: first.data?.pagination.total_items ?? 0,
    complete: rest.every((page) => page.data !== undefined),
  };
}
