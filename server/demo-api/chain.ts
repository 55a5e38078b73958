// The demo chains' clocks. Every block is 12 s after the one before (the real target, 7,200 blocks a day), plus a
// deterministic sub-second offset, so that a block's time is a pure function of its number. The tables store block
// numbers only: timestamps in answers and timestamp filters both go through these functions, which keeps every
// table consistent and lets a time range use the block-number indexes.
import { BLOCK_SECONDS } from '../../src/api/chain';
import type { Network } from '../../src/api/schemas';

export const BLOCK_MS = BLOCK_SECONDS * 1000;
export const BLOCKS_PER_DAY = 7_200;

/** Genesis times; the historical networks are long finished. */
const GENESIS_MS: Record<Network, number> = {
  finney: Date.UTC(2023, 2, 20),
  nakamoto: Date.UTC(2021, 10, 2),
  kusanagi: Date.UTC(2021, 4, 1),
};

const DAY_MS = 86_400_000;

/**
 * The first generated span ends here, on a Sunday at 00:00 UTC: the earliest moment a demo chain can be at, and the
 * one the tests and benchmarks pin (DEMO_API_NOW), so that every exact value they check stays put.
 */
export const HEAD_TIME_MS = Date.UTC(2026, 10, 1);
/** The block of HEAD_TIME_MS: the first span's last block. */
export const HEAD_BLOCK = spanEndBlock(HEAD_TIME_MS);

/** Days of chain activity a span holds: enough for 30-day price bars to mean something. */
export const SPAN_DAYS = 240;
/** Spans end a week apart, so that a chain's live blocks after its span's end are at most a week's. */
const SPAN_STEP_MS = 7 * DAY_MS;

/** The generated part of a chain: the blocks from `start` to `end`, both included. The chain lives on after it. */
export interface Span {
  start: number;
  end: number;
  /** The time of `end`: a Sunday, 00:00 UTC. */
  endMs: number;
}

function spanEndBlock(endMs: number): number {
  return Math.floor((endMs - GENESIS_MS.finney) / BLOCK_MS);
}

/**
 * The span of a chain whose clock reads `nowMs`: the SPAN_DAYS days up to the last span end at or before it (every
 * week from HEAD_TIME_MS on). The chain is that span and the blocks after it up to now, so it reaches from the
 * span's first block to now whatever the calendar says, and a pinned clock always gets the same one.
 */
export function spanAt(nowMs: number): Span {
  const weeks = Math.max(0, Math.floor((nowMs - HEAD_TIME_MS) / SPAN_STEP_MS));
  const endMs = HEAD_TIME_MS + weeks * SPAN_STEP_MS;
  const end = spanEndBlock(endMs);
  return { start: end - SPAN_DAYS * BLOCKS_PER_DAY + 1, end, endMs };
}

/** The first span, ending at HEAD_TIME_MS. */
export const FIRST_SPAN = spanAt(HEAD_TIME_MS);

/** 0 ms for a third of the blocks, so that timestamps come both with and without fractional seconds. */
function offsetMs(block: number): number {
  let h = Math.imul(block ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  return h % 3 === 0 ? 0 : h % 1000;
}

export function blockTimeMs(block: number, network: Network = 'finney'): number {
  return GENESIS_MS[network] + block * BLOCK_MS + offsetMs(block);
}

/** The first block produced at or after `ms`. */
export function firstBlockAtOrAfter(ms: number, network: Network = 'finney'): number {
  let block = Math.max(0, Math.ceil((ms - GENESIS_MS[network] - 999) / BLOCK_MS));
  while (blockTimeMs(block, network) < ms) block++;
  return block;
}

/** The last block produced at or before `ms` (-1 when that is before genesis). */
export function lastBlockAtOrBefore(ms: number, network: Network = 'finney'): number {
  let block = Math.floor((ms - GENESIS_MS[network]) / BLOCK_MS);
  while (block >= 0 && blockTimeMs(block, network) > ms) block--;
  return Math.max(block, -1);
}

/** Daily balance snapshots are taken at the block of 23:59:48 UTC, as the real account history has them. */
const SNAPSHOT_BEFORE_MIDNIGHT_MS = 12_000;

/** The snapshot block of the day that ends at `midnightMs`: the first block at or after its 23:59:48. */
export function snapshotBlock(midnightMs: number, network: Network = 'finney'): number {
  return firstBlockAtOrAfter(midnightMs - SNAPSHOT_BEFORE_MIDNIGHT_MS, network);
}

/** The newest finney snapshot block at or before `block`. */
export function lastSnapshotBlock(block: number): number {
  const midnight = Math.floor((blockTimeMs(block) + SNAPSHOT_BEFORE_MIDNIGHT_MS) / DAY_MS) * DAY_MS;
  return snapshotBlock(midnight);
}

export const isSnapshotBlock = (block: number): boolean => lastSnapshotBlock(block) === block;

/** ISO 8601 in UTC; whole seconds are written without a fraction, as the real service does for some records. */
export function isoTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return ms % 1000 === 0 ? iso.replace('.000Z', 'Z') : iso;
}

export function blockTimestamp(block: number, network: Network = 'finney'): string {
  return isoTime(blockTimeMs(block, network));
}

/** The demo chain's "now": the system clock, or a moment pinned by DEMO_API_NOW, at which the chain stands still. */
export interface DemoClock {
  now(): number;
  pinned: boolean;
  /** Only DEMO_API_STEP's manual clock has it: moves the clock on to `ms`, never back. */
  moveTo?: (ms: number) => void;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The clock DEMO_API_NOW sets: unset or empty follows `now` (the system clock); an ISO 8601 time pins it. */
export function demoClock(pinned: string | undefined, now: () => number = () => Date.now()): DemoClock {
  if (pinned === undefined || pinned === '') return { now, pinned: false };
  const ms = ISO_TIME.test(pinned) ? Date.parse(pinned) : NaN;
  if (Number.isNaN(ms)) {
    throw new Error(
      `DEMO_API_NOW must be an ISO 8601 time in UTC or with an offset, such as 2026-11-01T00:00:00Z; got "${pinned}"`,
    );
  }
  if (ms < HEAD_TIME_MS) {
    throw new Error(
      `DEMO_API_NOW must not be before ${isoTime(HEAD_TIME_MS)}, where the generated data ends; got "${pinned}"`,
    );
  }
  return { now: () => ms, pinned: true };
}

/**
 * DEMO_API_STEP=1's clock, for tests that make the next block on demand: it starts at DEMO_API_NOW (required, so
 * that a run starts where it means to) and moves only when told, never by itself.
 */
export function manualClock(start: string | undefined): DemoClock {
  if (start === undefined || start === '') {
    throw new Error(
      'DEMO_API_STEP=1 needs DEMO_API_NOW: the moment its chain starts at, such as 2026-11-01T00:00:00Z',
    );
  }
  let ms = demoClock(start).now();
  return { now: () => ms, pinned: true, moveTo: (to) => (ms = Math.max(ms, to)) };
}

/** The clock the environment sets: DEMO_API_STEP=1 makes it manual, else DEMO_API_NOW pins it or not. */
export function clockFromEnv(env: NodeJS.ProcessEnv): DemoClock {
  const step = env.DEMO_API_STEP;
  if (step !== undefined && step !== '' && step !== '0' && step !== '1') {
    throw new Error(`DEMO_API_STEP must be 1 (on) or 0 (off); got "${step}"`);
  }
  return step === '1' ? manualClock(env.DEMO_API_NOW) : demoClock(env.DEMO_API_NOW);
}
