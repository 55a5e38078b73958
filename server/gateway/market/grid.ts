// What the market asks of the swaps grid (src/api/chain.ts), and the hours it keeps. Its figures are counted per
// hour: hour k holds blocks [k·300, k·300 + 299], six to a grid window. A grid window that ended more than the final
// margin before the head is closed: its swaps never change, so it is asked once per deployment and its hours kept.
// The tail is the one or two grid windows that are still open (the head's, and the one before it for the first half
// hour of a window), asked whole and again now and then: the same URLs every pool page and embed asks.
import {
  FINAL_BLOCKS,
  HOUR_BLOCKS,
  hoursOf,
  olderWindow,
  SWAP_WINDOW_BLOCKS,
  swapWindowOf,
  type BlockWindow,
} from '../../../src/api/chain';

/** A week of hours: the 7-day figures' span. */
export const WEEK_HOURS = 7 * 24;
/**
 * The hours a summary reads: the head's, the week before it, and a grid window's worth before the week, where a
 * pool's price a week ago is its last trade: most pools trade within a few hours, few within the hour.
 */
export const HISTORY_HOURS = WEEK_HOURS + SWAP_WINDOW_BLOCKS / HOUR_BLOCKS;
/** The most hourly windows a market holds: the closed ones of its history, and a tail of up to two grid windows. */
export const MAX_HELD_HOURS = HISTORY_HOURS + (2 * SWAP_WINDOW_BLOCKS) / HOUR_BLOCKS;

export const hourOf = (block: number) => Math.floor(block / HOUR_BLOCKS);
export const hourStart = (hour: number) => hour * HOUR_BLOCKS;

/** The week's hours up to the head's, oldest first: what the 7-day figures and the week's swaps read. */
export const weekHours = (head: number) =>
  Array.from({ length: WEEK_HOURS }, (_, i) => hourOf(head) - WEEK_HOURS + 1 + i);

/** A request for the aggregator's swaps: a grid window, and the hours it fills. */
export interface Ask extends BlockWindow {
  hours: number[];
}

const askFor = (window: BlockWindow): Ask => ({ ...window, hours: hoursOf(window) });

/** The newest grid window that is closed at `head`; none on a chain younger than a window and the final margin. */
const lastClosed = (head: number) => olderWindow(swapWindowOf(head - FINAL_BLOCKS));

/**
 * The closed grid windows of the history before `head` that hold an hour `have` lacks, as requests, newest first.
 */
export function missingAsks(head: number, have: (hour: number) => boolean): Ask[] {
  const oldest = hourOf(head) - HISTORY_HOURS + 1;
  const asks: Ask[] = [];
  for (let window = lastClosed(head); window; window = olderWindow(window)) {
    const ask = askFor(window);
    const wanted = ask.hours.filter((hour) => hour >= oldest);
    if (wanted.length === 0) break;
    if (wanted.some((hour) => !have(hour))) asks.push(ask);
  }
  return asks;
}

/** The tail at `head`: the grid windows after the last closed one, oldest first; their hours up to the head's. */
export function tailAsks(head: number): Ask[] {
  const asks: Ask[] = [];
  for (let from = (lastClosed(head)?.toBlock ?? -1) + 1; from <= head; from += SWAP_WINDOW_BLOCKS) {
    const ask = askFor(swapWindowOf(from));
    asks.push({ ...ask, hours: ask.hours.filter((hour) => hour <= hourOf(head)) });
  }
  return asks;
}
