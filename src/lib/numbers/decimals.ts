// Numbers held as JavaScript numbers (the charts' prices and volumes, the market's prices, shares the API writes
// with 20 decimals), written by hand rather than by toLocaleString (see separators.ts). Amounts the API sends as
// integers of a unit are fixed-point.ts's, exact through BigInt.
import { groupDigits, separators } from './separators';

/**
 * A number with at most `maxDecimals` decimals, its trailing zeros dropped down to `minDecimals`, its whole part
 * grouped unless `grouping` is false, with the visitor's separators: what toLocaleString(locale, {
 * minimumFractionDigits, maximumFractionDigits, useGrouping }) writes, for the amounts and prices the dashboard shows (below 1e21, where toFixed stops).
 */
export function formatDecimal(
  value: number,
  maxDecimals: number,
  { minDecimals = 0, grouping = true }: { minDecimals?: number; grouping?: boolean } = {},
): string {
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(maxDecimals).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouping ? groupDigits(whole) : whole}${decimals ? `${separators().decimal}${decimals}` : ''}`;
}

/**
 * Prices are written to this many significant digits: alpha prices are small fractions of a TAO, so fixed decimals
 * would show most of them as 0.0000.
 */
export const PRICE_DIGITS = 4;

/** Below this a non-zero value is written as less than it: a rao, the chain's smallest amount. */
const TINY = 1e-9;

/**
 * `value` to `digits` significant digits, trailing zeros kept so that a column's digits line up: 0.004726, 12.35;
 * a non-zero value below a rao as "< 0.000000001".
 */
export function formatSignificant(value: number, digits = PRICE_DIGITS): string {
  if (value === 0 || !Number.isFinite(value)) return String(value);
  if (Math.abs(value) < TINY) return `${value < 0 ? '> -' : '< '}${formatDecimal(TINY, 9)}`;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.max(0, digits - 1 - magnitude);
  return formatDecimal(value, decimals, { minDecimals: decimals });
}

export type Direction = 'up' | 'down' | 'flat';

/** A change (0.0123 is +1.23 %) as shown: signed, two decimals, and which way it went at that precision. */
export function formatPercent(change: number): { text: string; direction: Direction } {
  const hundredths = Math.round(change * 10_000);
  const direction = hundredths > 0 ? 'up' : hundredths < 0 ? 'down' : 'flat';
  const sign = direction === 'up' ? '+' : direction === 'down' ? '−' : '';
  return { text: `${sign}${formatDecimal(Math.abs(hundredths) / 100, 2, { minDecimals: 2 })} %`, direction };
}
