// The block grid the market is asked on. Window k holds blocks [k·300, k·300 + 299], an hour of the chain. A window
// that ended well behind the head (the gateway's margin for the past) is closed: its swaps never change, so it is
// asked once per deployment and kept. What is newer than the last closed window is the tail, asked again now and
// then. Closed windows are asked up to six at a time, a group of six on the grid (the aggregator answers up to
// 2,000 blocks), so a cold deployment fills a week and the hours before it in 29 to 31 requests, not 173.
import { WINDOW_BLOCKS } from '../../../src/api/market';
import { PAST_MARGIN_SECONDS } from '../freshness';

const BLOCK_SECONDS = 12;
/** Windows asked in one request when all of them are missing: 1,800 blocks, within the aggregator's 2,000. */
export const WINDOWS_PER_REQUEST = 6;
/** A week of windows: the 7-day figures' span. */
export const WEEK_WINDOWS = 7 * 24;
/**
 * The windows a summary reads: the head's, the week before it, and the six before the week (one request), where a
 * pool's price a week ago is its last trade: most pools trade within a few hours, few within the hour.
 */
export const HISTORY_WINDOWS = WEEK_WINDOWS + WINDOWS_PER_REQUEST;
const MARGIN_BLOCKS = PAST_MARGIN_SECONDS / BLOCK_SECONDS;

export const windowOf = (block: number) => Math.floor(block / WINDOW_BLOCKS);
export const windowStart = (window: number) => window * WINDOW_BLOCKS;
export const windowEnd = (window: number) => (window + 1) * WINDOW_BLOCKS - 1;

/** The newest window that is closed at `head`: it ended more than the margin before it. */
export const lastClosedWindow = (head: number) => windowOf(head - MARGIN_BLOCKS) - 1;

/** A request for the aggregator's swaps: its inclusive block bounds and the windows it fills. */
export interface Ask {
  fromBlock: number;
  toBlock: number;
  windows: number[];
}

/**
 * The closed windows of the history before `head` that `have` lacks, as requests, newest first: each a run of
 * missing windows within one group of six on the grid, so that neighbours ask alike.
 */
export function missingAsks(head: number, have: (window: number) => boolean): Ask[] {
  const asks: Ask[] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length === 0) return;
    asks.push({
      fromBlock: windowStart(run.at(-1) as number),
      toBlock: windowEnd(run[0] as number),
      windows: run,
    });
    run = [];
  };
  const oldest = windowOf(head) - HISTORY_WINDOWS + 1;
  for (let window = lastClosedWindow(head); window >= oldest; window--) {
    if (window % WINDOWS_PER_REQUEST === WINDOWS_PER_REQUEST - 1 || have(window)) close();
    if (!have(window)) run.push(window);
  }
  close();
  return asks;
}

/** The tail at `head`: from the first block after the last closed window to the head. */
export function tailAsk(head: number): Ask {
  const first = lastClosedWindow(head) + 1;
  return { fromBlock: windowStart(first), toBlock: head, windows: [] };
}
