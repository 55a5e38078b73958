// The block window of the embed's swaps. The aggregator events endpoint needs both fromBlock and toBlock and spans
// at most 2,000 blocks, but a chart's bars carry times, not blocks. The newest chain event gives the head's block
// and time; from there the chart's end is a block at 12 s a block (the chain's target; congestion makes real blocks
// a little slower, so the estimate is only trusted near the head, which is where embeds look).
import { z } from 'zod/mini';
import { POOL_EVENTS_PATH } from '../api/chart-schemas';

import { BLOCK_SECONDS, WINDOW_BLOCKS as MAX_WINDOW_BLOCKS } from '../charts/swap-windows';
/**
 * A window that ends before the head ends on a multiple of 300 blocks (an hour), so that revisits of a past range
 * ask the same question (an answer the gateway can keep) even as the head, and with it the estimate, moves on.
 */
export const GRID_BLOCKS = 300;

/** The newest event of the chain: one row of the events list, the cheapest answer that names the head. */
export const CHAIN_HEAD_URL = '/api/event/v1?limit=1';
export const chainHeadSchema = z.looseObject({
  data: z.array(z.looseObject({ block_number: z.int(), timestamp: z.string() })),
});

export interface ChainHead {
  block: number;
  /** Unix seconds. */
  time: number;
}

/** The head from the events list's answer; null when the chain has no events or the time is unreadable. */
export function chainHead(answer: z.infer<typeof chainHeadSchema>): ChainHead | null {
  const newest = answer.data[0];
  const ms = newest ? Date.parse(newest.timestamp) : NaN;
  return newest && !Number.isNaN(ms) ? { block: newest.block_number, time: ms / 1000 } : null;
}

/** The window of at most 2,000 blocks that ends at `end` (unix seconds), or at the head if that comes first. */
export function swapWindow(head: ChainHead, end: number): { fromBlock: number; toBlock: number } {
  const endBlock = head.block + Math.round((end - head.time) / BLOCK_SECONDS);
  const toBlock = Math.max(0, Math.min(head.block, Math.ceil(endBlock / GRID_BLOCKS) * GRID_BLOCKS));
  return { fromBlock: Math.max(0, toBlock - MAX_WINDOW_BLOCKS + 1), toBlock };
}

export const swapsUrl = ({ fromBlock, toBlock }: { fromBlock: number; toBlock: number }) =>
  `${POOL_EVENTS_PATH}?${new URLSearchParams({ fromBlock: String(fromBlock), toBlock: String(toBlock) })}`;
