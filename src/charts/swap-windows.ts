// Which blocks a pool's swaps are asked for. The aggregator events endpoint answers every pair over a window of
// blocks (both bounds required by the real API, at most 2,000 blocks), and each distinct window spends a request of
// the API's quota (about five a minute, shared by every visitor). So windows lie on a fixed grid: every view whose
// end falls in the same 1,000-block cell asks the same question, which the gateway and react-query answer from their
// caches, and a window of the past never needs asking twice. Pure, so it is tested alone.

export const BLOCK_SECONDS = 12;
/** Windows start and end on multiples of this many blocks (about 3.3 hours). */
export const GRID_BLOCKS = 1_000;
/** The API's largest window: the cell where the view ends and the one before it. */
export const WINDOW_BLOCKS = 2_000;
/** Blocks this far behind the head are final: a window that ends before them never changes. */
const FINAL_BLOCKS = 50;

/** A block and its time (unix seconds). */
export interface ChainPoint {
  block: number;
  time: number;
}

export interface BlockWindow {
  fromBlock: number;
  toBlock: number;
}

export interface TimeWindow {
  from: number;
  to: number;
}

/**
 * A block whose time is known, to estimate blocks from times before any answer has told one: the demo chain's head
 * (block 9,518,400 at 2026-11-01 00:00 UTC, 12 s a block since finney's genesis on 2023-03-20). The real chain has
 * stalled now and then, so there the estimate can be off; the first answer's newest event corrects it.
 */
export const CHAIN_REFERENCE: ChainPoint = { block: 9_518_400, time: Date.UTC(2026, 10, 1) / 1000 };

/** The last block at or before `time`, reckoned from a known block at 12 s a block. */
export function blockAt(time: number, anchor: ChainPoint): number {
  return anchor.block + Math.floor((time - anchor.time) / BLOCK_SECONDS);
}

/**
 * The grid window that ends with the cell holding `block`. A block before genesis (a range a URL put in 1970) is
 * the first cell: the API refuses negative blocks, and the chain's first window is where such a range ends anyway.
 */
export function windowEndingIn(block: number): BlockWindow {
  const toBlock = Math.floor(Math.max(0, block) / GRID_BLOCKS) * GRID_BLOCKS + GRID_BLOCKS - 1;
  return { fromBlock: Math.max(0, toBlock - WINDOW_BLOCKS + 1), toBlock };
}

/** How times become blocks on a pool page, and the last block worth asking for. */
export interface ChainClock {
  anchor: ChainPoint;
  lastBlock: number;
}

/**
 * The window where the chart's newest bar ends (`newestTime`, exclusive), or `now` where that is earlier (a chart
 * that runs to now asks up to its candle's end, which may be an hour ahead): the pool's newest swap is in it or
 * before it, and so, on a busy chain, is the head. Estimated from the reference, as nothing else is known yet.
 */
export function newestWindow(newestTime: number, now: number): BlockWindow {
  return windowEndingIn(blockAt(Math.min(newestTime, now) - 1, CHAIN_REFERENCE));
}

/**
 * The clock from the newest window's answer. Its newest event gives an exact block and time, and no swap is later.
 * An empty window says only that the chain's swaps end before it: the reference's estimate stands.
 */
export function chainClock(newest: BlockWindow, newestEvent: ChainPoint | null): ChainClock {
  if (newestEvent) return { anchor: newestEvent, lastBlock: newestEvent.block };
  return { anchor: CHAIN_REFERENCE, lastBlock: newest.fromBlock - 1 };
}

/** The window for a time range (its `to` exclusive): the grid window where the range ends, none past the last block. */
export function swapWindow(range: TimeWindow, clock: ChainClock): BlockWindow {
  return windowEndingIn(Math.min(blockAt(range.to - 1, clock.anchor), clock.lastBlock));
}

/** The window of the 2,000 blocks just before `window`; none before block 0. */
export function olderWindow(window: BlockWindow): BlockWindow | null {
  return window.fromBlock === 0 ? null : windowEndingIn(window.fromBlock - 1);
}

/** Whether `window` holds blocks of the time range, or later ones: the range's swaps reach back into it. */
export function reachesInto(window: BlockWindow, range: TimeWindow, clock: ChainClock): boolean {
  return window.toBlock >= blockAt(range.from, clock.anchor);
}

/** Whether a window lies wholly in the final past at time `now`: its answer can be kept for as long as it is useful. */
export function isClosed(window: BlockWindow, now: number, anchor: ChainPoint): boolean {
  return window.toBlock < blockAt(now, anchor) - FINAL_BLOCKS;
}
