// Amounts: rao (10^-9 TAO), wei (10^-18 TAO) and other fixed-point integers, always through BigInt, never a JS
// number.
import { groupDigits, MINUS, separators } from './separators';

/** TAO's smallest amount, the rao, is 10^-9 TAO: the API's balances, stakes and fees are integers of rao. */
export const RAO_DECIMALS = 9;
/** The EVM layer counts wei, 10^-18 TAO: values, fees and gas prices. */
export const WEI_DECIMALS = 18;
/** Gas prices read in gwei: 10^9 wei. */
export const GWEI_DECIMALS = 9;

/** An integer amount of 10^-decimals units as an exact decimal string, trailing zeros dropped: 1500000000 → "1.5". */
export function formatUnits(value: bigint | string, decimals: number = RAO_DECIMALS): string {
  const amount = BigInt(value);
  const sign = amount < 0n ? '-' : '';
  const digits = (amount < 0n ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A decimal in the API's form ("1704.979661831", "-0.5") as the visitor writes numbers, every digit kept, the whole
 * part grouped: "1.704,979661831" for a German reader. For the exact value on hover.
 */
export function writeDecimal(text: string): string {
  const [whole = '', fraction] = text.split('.');
  return `${groupDigits(whole).replace('-', MINUS)}${fraction ? `${separators().decimal}${fraction}` : ''}`;
}

/** An exact amount as the visitor writes numbers, grouped: "9.000.000,5" for a German reader. */
export const formatExact = (value: bigint | string, decimals: number = RAO_DECIMALS): string =>
  writeDecimal(formatUnits(value, decimals));

/**
 * An amount for display: `decimals` places, rounded half up, with the visitor's separators and a true minus; a
 * non-zero amount too small to show is written `< 0.0001`. The exact value is formatExact on hover, formatUnits (the
 * API's form) on copy.
 */
export function formatAmount(
  value: bigint | string,
  decimals = 4,
  unitDecimals: number = RAO_DECIMALS,
): string {
  const amount = BigInt(value);
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  const shift = unitDecimals - decimals;
  const rounded =
    shift > 0
      ? (magnitude + 10n ** BigInt(shift) / 2n) / 10n ** BigInt(shift)
      : magnitude * 10n ** BigInt(-shift);
  const { decimal } = separators();
  if (rounded === 0n && magnitude !== 0n) {
    const least = decimals > 0 ? `0${decimal}${'0'.repeat(decimals - 1)}1` : '1';
    return `${negative ? `> ${MINUS}` : '< '}${least}`;
  }
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const whole = groupDigits(digits.slice(0, digits.length - decimals));
  const fraction = decimals > 0 ? `${decimal}${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? MINUS : ''}${whole}${fraction}`;
}

const escaped = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A number as typed with the visitor's separators, or the API's plain form ("1000.5"): its whole part (grouped by
 * threes or not) and its decimals. A space-like group mark may be typed as a plain space.
 */
function typedNumber(): RegExp {
  const { group, decimal } = separators();
  const groups = /\s/.test(group) ? '[\\s\u00a0\u202f]' : escaped(group);
  const point = decimal === '.' ? '\\.' : `[.${escaped(decimal)}]`;
  return new RegExp(`^(\\d{1,3}(?:${groups}\\d{3})+|\\d+)?(?:${point}(\\d+))?$`);
}

/**
 * A decimal amount typed by a person (for example "1,000.5" TAO) as an exact integer of 10^-decimals units, or
 * null when it is not a non-negative number with at most `decimals` places.
 */
export function parseUnits(text: string, decimals: number = RAO_DECIMALS): bigint | null {
  const match = typedNumber().exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const whole = (match[1] ?? '0').replace(/\D/g, '');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * A decimal string in the API's own form ("1704.979661831", whatever the visitor's locale) as an integer of
 * 10^-decimals units, its places beyond `decimals` cut; null when it is not such a string.
 */
export function unitsOf(text: string, decimals: number = RAO_DECIMALS): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  return sign ? -units : units;
}

/** `a × b / divisor` (a positive divisor), rounded half away from zero: a share of an amount, to the unit. */
export function mulDiv(a: bigint, b: bigint, divisor: bigint): bigint {
  const product = a * b;
  const half = divisor / 2n;
  return (product < 0n ? product - half : product + half) / divisor;
}

export type Direction = 'up' | 'down' | 'flat';

const directionOf = (sign: bigint): Direction => (sign > 0n ? 'up' : sign < 0n ? 'down' : 'flat');

/** A change of `hundredths` hundredths of a percent as shown: signed, two decimals ("+1.23 %", "−50.00 %"). */
function percentOf(hundredths: bigint): { text: string; direction: Direction } {
  const direction = directionOf(hundredths);
  const sign = direction === 'up' ? '+' : direction === 'down' ? MINUS : '';
  const digits = (hundredths < 0n ? -hundredths : hundredths).toString().padStart(3, '0');
  const text = `${sign}${groupDigits(digits.slice(0, -2))}${separators().decimal}${digits.slice(-2)} %`;
  return { text, direction };
}

/** A change (0.0123 is +1.23 %) as shown: signed, two decimals, and which way it went at that precision. */
export const formatPercent = (change: number) => percentOf(BigInt(Math.round(change * 10_000)));

export interface Change {
  /** For display: signed, `decimals` places ("+12.3000", "−0.5000", "0.0000", "< 0.0001"). */
  amount: string;
  /** Exact and signed, as the visitor writes numbers, for the hover: "+12.3", "−0.5". */
  exactText: string;
  /** Exact, in the API's form, for a copy: "12.3", "-0.5". */
  exact: string;
  /** Relative to the earlier amount, as formatPercent writes it ("+1.00 %"); null when the earlier amount was 0. */
  percent: string | null;
  direction: Direction;
}

/** The change from `before` to `now`, two integer amounts, all in BigInt: no rao is lost on the way. */
export function formatChange(
  now: bigint | string,
  before: bigint | string,
  decimals = 4,
  unitDecimals: number = RAO_DECIMALS,
): Change {
  const base = BigInt(before);
  const delta = BigInt(now) - base;
  const shown = formatAmount(delta, decimals, unitDecimals);
  const exact = formatUnits(delta, unitDecimals);
  const magnitude = delta < 0n ? -delta : delta;
  // Hundredths of a percent, rounded half up, then signed.
  const hundredths = base > 0n ? (magnitude * 10_000n + base / 2n) / base : null;
  return {
    // formatAmount writes a tiny change as "< 0.0001" or "> −0.0001", and a loss with its minus.
    amount: delta > 0n && /^\d/.test(shown) ? `+${shown}` : shown,
    exactText: `${delta > 0n ? '+' : ''}${writeDecimal(exact)}`,
    exact,
    percent: hundredths === null ? null : percentOf(delta < 0n ? -hundredths : hundredths).text,
    direction: directionOf(delta),
  };
}
