// How long an answer stays true. The past does not change: an answer whose window ends well before the chain head
// is kept for hours and sent to caches in front as immutable. An answer that reaches the head lives for about a
// block, and is then served while it is refreshed in the background.
import { BLOCK_SECONDS, blockAt, FINAL_BLOCKS, FINAL_SECONDS, type ChainPoint } from '../../src/api/chain';
import type { WindowEnd } from '../../src/api/endpoints';

export const PAST_SECONDS = 6 * 60 * 60;
export const HEAD_SECONDS = BLOCK_SECONDS;
export const HEAD_REVALIDATE_SECONDS = 60;
/** How long an answer is kept after its freshness, to be served when the upstream refuses or fails. */
export const FALLBACK_SECONDS = 24 * 60 * 60;

export interface Lifetime {
  past: boolean;
  /** Seconds the answer is served as is. */
  fresh: number;
  /** Seconds after that during which it is served while a refresh runs in the background. */
  revalidate: number;
}

/**
 * Where the chain head is, learned from the answers that pass: the newest block seen and its time, moved on at
 * 12 s a block. Until an answer has told it, block bounds are taken to reach the head.
 */
export class ChainHead {
  private anchor: ChainPoint | null = null;

  /** Reads a list's records or the aggregator's events for their blocks and times. */
  observe(body: unknown): void {
    if (!body || typeof body !== 'object') return;
    const { data, events } = body as { data?: unknown; events?: unknown };
    const seen = (block: unknown, time: unknown) => {
      if (typeof block !== 'number' || typeof time !== 'number' || !Number.isFinite(time)) return;
      if (!this.anchor || block > this.anchor.block) this.anchor = { block, time };
    };
    if (Array.isArray(data)) {
      for (const record of data as ({ block_number?: unknown; timestamp?: unknown } | null)[]) {
        if (typeof record?.timestamp === 'string')
          seen(record.block_number, Date.parse(record.timestamp) / 1000);
      }
    }
    if (Array.isArray(events)) {
      for (const event of events as ({
        block?: { blockNumber?: unknown; blockTimestamp?: unknown } | null;
      } | null)[])
        seen(event?.block?.blockNumber, event?.block?.blockTimestamp);
    }
  }

  /** The head block at `nowSeconds`, or null when no answer has said yet. */
  blockAt(nowSeconds: number): number | null {
    if (!this.anchor) return null;
    return Math.max(this.anchor.block, blockAt(nowSeconds, this.anchor));
  }
}

export function lifetimeOf(end: WindowEnd | null, nowMs: number, head: ChainHead): Lifetime {
  const now = nowMs / 1000;
  const headBlock = head.blockAt(now);
  const past =
    end !== null &&
    ((end.time !== undefined && end.time < now - FINAL_SECONDS) ||
      (end.block !== undefined && headBlock !== null && end.block < headBlock - FINAL_BLOCKS));
  return past
    ? { past, fresh: PAST_SECONDS, revalidate: 0 }
    : { past, fresh: HEAD_SECONDS, revalidate: HEAD_REVALIDATE_SECONDS };
}
