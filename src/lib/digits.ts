// Numbers as the dashboard writes them: whole ones with thousands separators ("1,234,567") and decimals. Written
// here rather than by toLocaleString: a page's first use of Intl loads the browser's locale data, a single task of
// 50 to 75 ms on a fast machine and several times that on a phone, spent before the first rows can show. The
// dashboard writes English only.

/** An integer (a number, a bigint or its decimal digits, with or without a minus) with commas every three digits. */
export function groupDigits(value: number | bigint | string): string {
  const text = String(value);
  const sign = text.startsWith('-') ? '-' : '';
  return sign + text.slice(sign.length).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A number with at most `maxDecimals` decimals, its trailing zeros dropped down to `minDecimals`, its whole part
 * grouped unless `grouping` is false: what toLocaleString('en-US', { minimumFractionDigits, maximumFractionDigits,
 * useGrouping }) writes, for the amounts and prices the dashboard shows (below 1e21, where toFixed stops).
 */
export function formatDecimal(
  value: number,
  maxDecimals: number,
  { minDecimals = 0, grouping = true }: { minDecimals?: number; grouping?: boolean } = {},
): string {
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(maxDecimals).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouping ? groupDigits(whole) : whole}${decimals ? `.${decimals}` : ''}`;
}
