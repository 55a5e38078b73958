// The chain's clock and the one grid its swaps are asked on, for the app, the embed, the gateway and its market.
//
// A block comes every 12 s. The head is the newest event the API has (`/api/event/v1?limit=1`, the cheapest answer
// that names a block and its time); every reader asks that same URL, so one cached answer serves them all.
//
// The aggregator events endpoint answers every pool's swaps over a block window (both bounds, at most 2,000 blocks),
// and each distinct window spends a request of a key's few. So every reader asks whole windows of one grid:
// window k holds blocks [k·1,800, k·1,800 + 1,799], six hours of the chain, six of the market's hours. The window
// that holds the head is asked with its end in the future too: the same URL all day, answered afresh each block.
// A window that ended more than the final margin before the head never changes, and is kept as the past.
// Pure: no React, no DOM, no requests.

export const BLOCK_SECONDS = 12;

/** A block and its time (unix seconds). */
export interface ChainPoint {
  block: number;
  time: number;
}

/** The last block at or before `time`, reckoned from a known block at 12 s a block. */
export const blockAt = (time: number, anchor: ChainPoint): number =>
  anchor.block + Math.floor((time - anchor.time) / BLOCK_SECONDS);

/** The time of `block` (unix seconds), reckoned from a known block at 12 s a block. */
export const timeOf = (block: number, anchor: ChainPoint): number =>
  anchor.time + (block - anchor.block) * BLOCK_SECONDS;

/** How far behind the head a block must be for what the API says of it to be final: indexers settle within minutes. */
export const FINAL_SECONDS = 30 * 60;
export const FINAL_BLOCKS = FINAL_SECONDS / BLOCK_SECONDS;

/** The events list's query that names the head: its one newest event. */
export const HEAD_QUERY = { limit: '1' } as const;
export const HEAD_URL = '/api/event/v1?limit=1';

/** The head from the events list's newest record; null when there is none or its time cannot be read. */
export function headOf(rows: readonly { block_number?: unknown; timestamp?: unknown }[]): ChainPoint | null {
  const newest = rows[0];
  if (!newest || typeof newest.block_number !== 'number' || typeof newest.timestamp !== 'string') return null;
  const ms = Date.parse(newest.timestamp);
  return Number.isNaN(ms) ? null : { block: newest.block_number, time: Math.floor(ms / 1000) };
}

/** Blocks in a window of the swaps grid: six hours, within the endpoint's 2,000. */
export const SWAP_WINDOW_BLOCKS = 1_800;
/** An hour of the chain: the market keeps its figures per hour, six to a window. */
export const HOUR_BLOCKS = 300;

export interface BlockWindow {
  fromBlock: number;
  toBlock: number;
}

/**
 * The grid window that holds `block`. A block before genesis (a range a URL put in 1970) is in the first window:
 * the API refuses negative blocks.
 */
export function swapWindowOf(block: number): BlockWindow {
  const fromBlock = Math.floor(Math.max(0, block) / SWAP_WINDOW_BLOCKS) * SWAP_WINDOW_BLOCKS;
  return { fromBlock, toBlock: fromBlock + SWAP_WINDOW_BLOCKS - 1 };
}

/** The window just before `window`; none before block 0. */
export const olderWindow = (window: BlockWindow): BlockWindow | null =>
  window.fromBlock === 0 ? null : swapWindowOf(window.fromBlock - 1);

/** Whether `window` lies wholly in the final past of a chain whose head is `head`: its answer never changes. */
export const isClosed = (window: BlockWindow, head: number): boolean => window.toBlock < head - FINAL_BLOCKS;

/** A span of time in unix seconds, its `to` exclusive. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The grid window where `range` ends: the one holding the block of its last second, or the head's, if earlier. */
export const swapWindowAt = (range: TimeWindow, head: ChainPoint): BlockWindow =>
  swapWindowOf(Math.min(blockAt(range.to - 1, head), head.block));

/** Whether `window` holds blocks of `range`, or later ones: the range's swaps reach back into it. */
export const reachesInto = (window: BlockWindow, range: TimeWindow, head: ChainPoint): boolean =>
  window.toBlock >= blockAt(range.from, head);

/** The aggregator's parameters for a window, as a query and its URL hold them. */
export const swapWindowQuery = ({ fromBlock, toBlock }: BlockWindow) => ({
  fromBlock: String(fromBlock),
  toBlock: String(toBlock),
});

/** The hours (market windows of HOUR_BLOCKS) a grid window holds, oldest first. */
export function hoursOf(window: BlockWindow): number[] {
  const first = window.fromBlock / HOUR_BLOCKS;
  return Array.from({ length: SWAP_WINDOW_BLOCKS / HOUR_BLOCKS }, (_, i) => first + i);
}
