// Numbers held as JavaScript numbers (the charts' prices and volumes, the market's prices, shares the API writes
// with 20 decimals), written by hand rather than by toLocaleString (see separators.ts). Amounts the API sends as
// integers of a unit are amounts.ts's, exact through BigInt.
import { groupDigits, MINUS, separators } from './separators';

/**
 * A number with at most `maxDecimals` decimals, its trailing zeros dropped down to `minDecimals`, its whole part
 * grouped unless `grouping` is false, with the visitor's separators and a true minus: what toLocaleString(locale,
 * { minimumFractionDigits, maximumFractionDigits, useGrouping }) writes (but for the minus), for the amounts and
 * prices the dashboard shows (below 1e21, where toFixed stops).
 */
export function formatDecimal(
  value: number,
  maxDecimals: number,
  { minDecimals = 0, grouping = true }: { minDecimals?: number; grouping?: boolean } = {},
): string {
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(maxDecimals).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const sign = value < 0 ? MINUS : '';
  return `${sign}${grouping ? groupDigits(whole) : whole}${decimals ? `${separators().decimal}${decimals}` : ''}`;
}

/**
 * Prices are written to this many significant digits: alpha prices are small fractions of a TAO, so fixed decimals
 * would show most of them as 0.0000.
 */
export const PRICE_DIGITS = 4;

/** Below this a non-zero value is written as less than it: a rao, the chain's smallest amount. */
const TINY = 1e-9;

/** The most decimals `digits` significant digits write for a number of at least `smallest` (a power of ten). */
export const placesAbove = (smallest: number, digits = PRICE_DIGITS): number =>
  digits - 1 - Math.round(Math.log10(smallest));

/**
 * `value` to `digits` significant digits, trailing zeros kept so that a column's digits line up: 0.004726, 12.35;
 * a non-zero value below a rao as "< 0.000000001".
 */
export function formatSignificant(value: number, digits = PRICE_DIGITS): string {
  if (value === 0 || !Number.isFinite(value)) return String(value);
  if (Math.abs(value) < TINY) return `${value < 0 ? `> ${MINUS}` : '< '}${formatDecimal(TINY, 9)}`;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  let decimals = Math.max(0, digits - 1 - magnitude);
  // Rounding up may carry into the next power of ten (9.9996 is 10.00, not 10.000): one decimal fewer.
  if (decimals > 0 && Number(Math.abs(value).toFixed(decimals)) >= 10 ** (magnitude + 1)) decimals -= 1;
  return formatDecimal(value, decimals, { minDecimals: decimals });
}
