// The rule behind the "12 new events — show them" notice of the newest-first lists (NewRows.tsx): which rows
// count as new, and the one small query that counts them.
//
// New rows are the rows, under the page's own filters, of blocks after the first row shown. The head probe is the
// page's query with `block_start` = that block + 1 and `limit=1`, and its `pagination.total_items` is the count.
// Rows arrive a whole block at a time, so a block after the first one shown holds only rows the page has not shown.
// Two simpler rules go wrong:
// - the page's `total_items` against the same query's now: the API prunes old rows, so the total falls while new
//   rows arrive, and a new row and a pruned one cancel out;
// - the newest row's block against the first shown row's: it says whether, not how many, and filters that exclude
//   most rows leave a long gap between the two.
// Pruning removes old rows only, never one after the first shown; the filters are in the probe, so only rows the
// page would show are counted. A list that shows no rows yet counts every row that matches.
import type { Endpoint, WindowEnd } from '../api/endpoints';
import type { ApiQuery } from '../api/queries';

/** The chain's block time: new rows can only come this often, so the probe asks no more often. */
export const BLOCK_MS = 12_000;

/** The orders that put the newest row first. */
const NEWEST_FIRST = new Set(['block_number_desc', 'timestamp_desc']);

export interface ShownList {
  /** The page's API query, as its URL holds it. */
  query: ApiQuery;
  /** The page's parameters, parsed, with their defaults. */
  values: Record<string, unknown>;
  /** The block of the first row shown; undefined when no row is shown. */
  firstBlock: number | undefined;
}

/**
 * The query that counts the rows newer than `shown` (read at `readAtMs`), or null when none can come: only on the first page of a
 * newest-first order (on later pages the earlier pages are always newer), only on endpoints that take a block
 * range, and only while the page's window reaches the head (a range that ended, an event id).
 */
export function headProbe(endpoint: Endpoint, shown: ShownList, readAtMs: number): ApiQuery | null {
  const { query, values, firstBlock } = shown;
  if (values.page !== 1 || !NEWEST_FIRST.has(String(values.order))) return null;
  if (!('block_start' in endpoint.params.shape)) return null;
  if (closed(endpoint.windowEnd(values as never), firstBlock, readAtMs)) return null;
  const probe: Record<string, string> = { ...query, limit: '1' };
  delete probe.page;
  if (firstBlock !== undefined) probe.block_start = String(firstBlock + 1);
  return probe;
}

/** A window that ends at the first row shown, or at a time past when the list was read, gets no new rows. */
function closed(end: WindowEnd | null, firstBlock: number | undefined, readAtMs: number): boolean {
  if (!end) return false;
  if (end.block !== undefined && firstBlock !== undefined && end.block <= firstBlock) return true;
  return end.time !== undefined && end.time * 1000 <= readAtMs;
}

/** "12 new events": `what` is the page's plural noun ("events", "ownership changes"), all regular plurals. */
export function newRowsText(count: number, what: string): string {
  return `${count.toLocaleString('en-US')} new ${count === 1 ? what.replace(/s$/, '') : what}`;
}
