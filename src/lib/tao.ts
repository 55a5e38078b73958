// Amounts: rao (10^-9 TAO) and other fixed-point integers, always through BigInt, never a JS number.

export const RAO_DECIMALS = 9;

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
 * An amount for display: `decimals` places, rounded half up, with thousands separators; a non-zero amount too
 * small to show is written `< 0.0001`. The exact value is formatUnits.
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
  if (rounded === 0n && magnitude !== 0n) return `${negative ? '> -' : '< '}0.${'0'.repeat(decimals - 1)}1`;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const whole = BigInt(digits.slice(0, digits.length - decimals)).toLocaleString('en-US');
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * A decimal amount typed by a person (for example "1,000.5" TAO) as an exact integer of 10^-decimals units, or
 * null when it is not a non-negative number with at most `decimals` places.
 */
export function parseUnits(text: string, decimals: number = RAO_DECIMALS): bigint | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const whole = (match[1] ?? '0').replaceAll(',', '');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
