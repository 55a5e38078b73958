// Where a block stands against the chain's head: produced, or due at a time, 12 s a block from the head's. Pure.
import { timeOf, type ChainPoint } from '../../api/chain';

export type BlockSchedule = { produced: true } | { produced: false; dueMs: number };

/**
 * Whether block `number` has been produced by `nowMs`, reckoned from the newest block the API has shown: blocks
 * follow it every 12 s. (The newest event's block can trail the head where blocks pass without events, as the demo
 * chain's do: those blocks are produced, only empty.)
 */
export function blockSchedule(number: number, head: ChainPoint, nowMs: number): BlockSchedule {
  if (number <= head.block) return { produced: true };
  const dueMs = estimatedTimeMs(number, head);
  return dueMs <= nowMs ? { produced: true } : { produced: false, dueMs };
}

/** The time of a block from the head's, for a block the API has no event of. */
export function estimatedTimeMs(number: number, head: ChainPoint): number {
  return timeOf(number, head) * 1000;
}

/** How long the API may take to show a produced block: after this, it is asked again only every minute. */
const INDEXED_POLL_MS = 60_000;

/**
 * How soon to ask again for a block the API has no event of, newer than its newest, reckoned from when it was last
 * asked (so that a timer restarted by a render keeps its time): just after the block is due, but never sooner than
 * 6 s after the last ask, then gently, once a minute, while the API catches up. A block at or before the newest
 * event's is as the API will keep it: not asked again.
 */
export function pollDelayMs(
  number: number,
  head: ChainPoint,
  lastAskedMs: number,
  nowMs: number,
): number | false {
  if (number <= head.block) return false;
  const askAfterDueMs = estimatedTimeMs(number, head) + 1_000;
  const nextMs =
    lastAskedMs < askAfterDueMs
      ? Math.max(askAfterDueMs, lastAskedMs + 6_000)
      : lastAskedMs + INDEXED_POLL_MS;
  // A timer needs a delay: one already past is asked for at once.
  return Math.max(nextMs - nowMs, 1);
}
