// Amounts in rao (10^-9 TAO) that look like real ones: six decimals from a float, the last three digits drawn.
import type { Random } from './random';

/** `tao` as rao; nothing for an amount at or below zero. */
export function rao(random: Random, tao: number): bigint {
  return tao <= 0 ? 0n : BigInt(Math.round(tao * 1e6)) * 1000n + BigInt(random.int(1000));
}

/** An amount in rao around `medianTao`, spread by `sigma` (in natural-log units). */
export function taoAmount(random: Random, medianTao: number, sigma: number): bigint {
  return rao(random, random.logNormal(medianTao, sigma));
}
