// The market's figures as the screener and the overview write them: prices to a fixed number of significant digits
// (alpha prices are small fractions of a TAO, so fixed decimals would show most of them as 0.0000), changes as
// signed percentages. By hand rather than by toLocaleString (see digits.ts).
import { formatDecimal } from './decimals';

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
