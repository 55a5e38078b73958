// Decimal numbers as the dashboard writes them, by hand rather than by toLocaleString (see digits.ts). A module of
// its own: only the charts write decimals, and the list pages' first load stays within its budget.
import { groupDigits, separators } from './digits';

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
