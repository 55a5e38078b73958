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
