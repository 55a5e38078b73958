// The rule behind the "12 new events — show them" notice of the newest-first lists (NewRows.tsx): which rows
// count as new, and the one small query that counts them.
//
// New rows are the rows, under the page's own filters, of blocks after the first row shown. The head probe is the
// page's query with `limit=1` and `block_start` = the first shown row's block; its `pagination.total_items`, less
// the rows of that block the page already shows, is the count. Rows arrive a whole block at a time, so a later
// block holds only rows the page has not shown. Starting at the shown block rather than the one after keeps the
// answer from ever being empty: the real API (and the demo's owners and EVM endpoints) answers an empty list
// with a 404, which the browser would log on every poll. Only when one block fills the whole first page (its
// rows may go on to page 2, so the page cannot say how many it holds) does the probe start after it.
// Two simpler rules go wrong:
// - the page's `total_items` against the same query's now: the API prunes old rows, so the total falls while new
//   rows arrive, and a new row and a pruned one cancel out;
// - the newest row's block against the first shown row's: it says whether, not how many, and filters that exclude
//   most rows leave a long gap between the two.
// Pruning removes old rows only, never the newest ones; the filters are in the probe, so only rows the page would
// show are counted. A list that shows no rows yet counts every row that matches.
//
// With the live stream, the events list asks the probe once, and then counts from the stream: each `chain` message
// carries the new events with the fields its filters compare, so the stream's events after the newest the probe
// counted are added to its count (streamedEvents). A filter the stream does not carry, or a burst the message cut
// to a page, asks the probe again instead.
import { BLOCK_SECONDS } from '../api/chain';
import type { Endpoint, WindowEnd } from '../api/endpoints';
import type { ChainMessage } from '../api/live';
import type { ApiQuery } from '../api/queries';
import { blockOfId } from '../shared/chain/chain-ids';
import { groupDigits } from '../shared/numbers/separators';

/** The chain's block time: new rows can only come this often, so the probe asks no more often. */
export const BLOCK_MS = BLOCK_SECONDS * 1000;

/** The orders that put the newest row first. */
const NEWEST_FIRST = new Set(['block_number_desc', 'timestamp_desc']);

export interface ShownList {
  /** The page's API query, as its URL holds it. */
  query: ApiQuery;
  /** The page's parameters, parsed, with their defaults. */
  values: Record<string, unknown>;
  /** The blocks of the rows shown, in the page's order (newest first). */
  blocks: readonly number[];
}

export interface HeadProbe {
  query: ApiQuery;
  /** Rows the probe counts that the page already shows: the count of new rows is the probe's total less these. */
  shown: number;
}

/**
 * The query that counts the rows newer than `shown` (read at `readAtMs`), or null when none can come: only on the first page of a
 * newest-first order (on later pages the earlier pages are always newer), only on endpoints that take a block
 * range, and only while the page's window reaches the head (a range that ended, an event id).
 */
export function headProbe(endpoint: Endpoint, list: ShownList, readAtMs: number): HeadProbe | null {
  const { query, values, blocks } = list;
  const firstBlock = blocks[0];
  if (values.page !== 1 || !NEWEST_FIRST.has(String(values.order))) return null;
  if (!('block_start' in endpoint.params.shape)) return null;
  if (closed(endpoint.windowEnd(values), firstBlock, readAtMs)) return null;
  const probe: Record<string, string> = { ...query, limit: '1' };
  delete probe.page;
  if (firstBlock === undefined) return { query: probe, shown: 0 };
  const inFirst = blocks.filter((block) => block === firstBlock).length;
  const pageFull = blocks.length >= Number(values.limit);
  if (inFirst === blocks.length && pageFull)
    return { query: { ...probe, block_start: String(firstBlock + 1) }, shown: 0 };
  return { query: { ...probe, block_start: String(firstBlock) }, shown: inFirst };
}

/** New rows: what the probe counted, less what the page already shows (never below none). */
export function newRowCount(probe: HeadProbe, total: number): number {
  return Math.max(0, total - probe.shown);
}

/** A window that ends at the first row shown, or at a time past when the list was read, gets no new rows. */
function closed(end: WindowEnd | null, firstBlock: number | undefined, readAtMs: number): boolean {
  if (!end) return false;
  if (end.block !== undefined && firstBlock !== undefined && end.block <= firstBlock) return true;
  return end.time !== undefined && end.time * 1000 <= readAtMs;
}

/** "12 new events": `what` is the page's plural noun ("events", "ownership changes"), all regular plurals. */
export function newRowsText(count: number, what: string): string {
  return `${groupDigits(count)} new ${count === 1 ? what.replace(/s$/, '') : what}`;
}

/** A new event the stream told of, as the count needs it. */
export interface StreamedRow {
  id: string;
  block: number;
}

/** The events list's filters that the stream's events carry (src/api/live.ts), by the field each compares. */
const STREAM_FILTERS: Record<string, (event: ChainMessage['events'][number]) => string | null> = {
  pallet: (event) => event.full_name.split('.')[0] ?? null,
  name: (event) => event.full_name.split('.')[1] ?? null,
  full_name: (event) => event.full_name,
  phase: (event) => event.phase,
  extrinsic_id: (event) => event.extrinsic_id,
};
/** Parameters that choose no rows, or only older ones than the stream brings. */
const NOT_FILTERS = new Set(['limit', 'page', 'order', 'block_start']);

/**
 * The new events of `message` that an events list asked with `query` would show, or null where the message
 * cannot say: a filter its events do not carry (a call, a time range, an end), or a burst cut to a page.
 */
export function streamedEvents(query: ApiQuery, message: ChainMessage): StreamedRow[] | null {
  if (message.events.length < message.eventCount) return null;
  const filters = Object.entries(query).filter(([key]) => !NOT_FILTERS.has(key));
  if (filters.some(([key]) => !(key in STREAM_FILTERS))) return null;
  const start = query.block_start === undefined ? -Infinity : Number(query.block_start);
  return message.events.flatMap((event) => {
    const block = blockOfId(event.id);
    const shown =
      block !== null &&
      block >= start &&
      filters.every(([key, value]) => STREAM_FILTERS[key]?.(event) === value);
    return shown ? [{ id: event.id, block }] : [];
  });
}

/**
 * The count with the stream's rows: the probe's, and the streamed rows of blocks after both the newest row the
 * probe counted and the first row shown (the probe counted every matching row up to its answer, so none twice).
 */
export function countWithStream(
  probeCount: number,
  probeNewest: number | undefined,
  firstShown: number | undefined,
  streamed: readonly StreamedRow[],
): { count: number; newest: number | undefined } {
  const after = Math.max(probeNewest ?? -Infinity, firstShown ?? -Infinity);
  const rows = streamed.filter((row) => row.block > after);
  const newest = Math.max(probeNewest ?? -Infinity, ...rows.map((row) => row.block));
  return { count: probeCount + rows.length, newest: Number.isFinite(newest) ? newest : undefined };
}
