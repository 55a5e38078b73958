// How much users send: signed extrinsics per block, and of which kinds. The one table the span's blocks
// (activity.ts) and the live blocks after it (live/) both draw from.
import type { Span } from '../chain';
import type { Random } from './random';

/** Signed extrinsics per block at scale 1, rising through the span as the network grows. */
const EXTRINSICS_PER_BLOCK = 0.055;

/** Signed extrinsics per block at `block`: rising through the span; live blocks keep the rate it ends at. */
export function extrinsicRate(block: number, scale: number, { start, end }: Span): number {
  const through = Math.min(block, end) - start;
  return EXTRINSICS_PER_BLOCK * scale * (0.6 + (0.8 * through) / (end - start));
}

/** A zero-truncated Poisson draw: how many extrinsics an active block holds. */
export function extrinsicCount(random: Random, rate: number): number {
  const p0 = Math.exp(-rate);
  const u = p0 + random.next() * (1 - p0);
  let k = 0;
  let p = p0;
  let cdf = p0;
  while (u > cdf && k < 50) {
    k++;
    p *= rate / k;
    cdf += p;
  }
  return Math.max(1, k);
}

/** Relative weights: stake moves (pool swaps) dominate, then weights, transfers, EVM calls. */
export const KIND_WEIGHTS = {
  swap: 40,
  transfer: 14,
  weights: 16,
  axon: 5,
  register: 5,
  evm: 7,
  batch: 4,
  proxy: 3,
  sudo: 0.2,
} as const;

export type Kind = keyof typeof KIND_WEIGHTS;
export const KINDS = Object.keys(KIND_WEIGHTS) as Kind[];

const weightOf = (kinds: readonly Kind[]) => kinds.reduce((sum, kind) => sum + KIND_WEIGHTS[kind], 0);

/** The share of all extrinsics that are of one of `kinds`. */
export function shareOf(kinds: readonly Kind[]): number {
  return weightOf(kinds) / weightOf(KINDS);
}
