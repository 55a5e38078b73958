// A rule's value as the visitor types it (with their separators, or the API's form): a price level or a least swap
// size in TAO, read exactly (src/shared/numbers/amounts.ts) into the API's form the rules keep.
import { formatUnits, parseUnits, RAO_DECIMALS } from '../shared/numbers/amounts';

/** The most places a price level may have: far below any pool's price step. */
export const LEVEL_DECIMALS = 18;

/** What the field holds, in words and in places. */
export const VALUE_KIND = {
  price: { label: 'Price level (τ)', decimals: LEVEL_DECIMALS, example: 'a price such as 0.0123' },
  size: { label: 'Least swap size (τ)', decimals: RAO_DECIMALS, example: 'an amount of TAO such as 12.5' },
} as const;

/** The most whole digits a value may have (the rules' entries hold no more): far above TAO's supply. */
const MAX_WHOLE_DIGITS = 20;

/** Typed text as a positive decimal in the API's form; null when it is none. */
export function readValue(text: string, kind: 'price' | 'size'): string | null {
  const { decimals } = VALUE_KIND[kind];
  const units = parseUnits(text, decimals);
  if (units === null || units === 0n) return null;
  const value = formatUnits(units, decimals);
  return units >= 10n ** BigInt(MAX_WHOLE_DIGITS + decimals) ? null : value;
}
