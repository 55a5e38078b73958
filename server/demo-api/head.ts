// What a reader sees of the chain: everything up to its head, and nothing past it. The span and the live blocks
// after it share one file (store/database.ts), and two processes may read it at once at different heads: one
// pinned at the span's end by DEMO_API_NOW, one living (`npm start`) in the same week. Every rule that keeps a
// reader at its head is here; the endpoints apply them and nothing else.
import type Database from 'better-sqlite3';
import { lastSnapshotBlock } from './chain';

/** One SQL condition and its bound values, for example `{ sql: 'netuid = ?', params: [1] }`. */
export interface Condition {
  sql: string;
  params: unknown[];
}

/** A chain as the API reads it: the file, and the head the reader stands at (it moves while the chain lives). */
export interface ChainSource {
  db: Database.Database;
  /** The generated span's last block: the live blocks come after it. */
  spanEnd: number;
  head(): number;
}

/** One answer's view: the file, the span's end and the head at the moment of the request. */
export interface ChainView {
  db: Database.Database;
  spanEnd: number;
  head: number;
}

/** Rows up to the head: every table keeps its block number, and live rows come after the span's. */
export function atHead(head: number): Condition {
  return { sql: 'block_number <= ?', params: [head] };
}

/**
 * The latest rows of accounts at the head (with atHead): the historical networks' one row each, and finney's of
 * the newest snapshot at or before the head (the span's last, or a live day's).
 */
export function latestAtHead(head: number): Condition {
  return { sql: "(network <> 'finney' OR block_number >= ?)", params: [lastSnapshotBlock(head)] };
}

const BAR_COLUMNS = 'netuid, resolution, time, open, high, low, close, volume';

/**
 * The table of pool bars at the head, for a FROM clause. At the span's end: the span's bars. Past it: the bars the
 * live chain has moved (live_bars) over the span's. Bars are folded, not rows of a block, so past the span's end
 * they are the file's newest; a process pinned past the span's end keeps the file's head at its own
 * (store/database.ts), so for it they are exact too.
 */
export function barsAtHead({ head, spanEnd }: Pick<ChainView, 'head' | 'spanEnd'>): string {
  if (head <= spanEnd) return 'pool_bars';
  return `(SELECT ${BAR_COLUMNS} FROM live_bars UNION ALL SELECT ${BAR_COLUMNS} FROM pool_bars AS span
    WHERE NOT EXISTS (SELECT 1 FROM live_bars AS live
      WHERE live.netuid = span.netuid AND live.resolution = span.resolution AND live.time = span.time))`;
}
