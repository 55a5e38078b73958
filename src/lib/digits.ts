// Whole numbers with thousands separators ("1,234,567"), written here rather than by toLocaleString: a page's first
// use of Intl loads the browser's locale data, a single task of 50 to 75 ms on a fast machine and several times
// that on a phone, spent before the first rows can show. The dashboard writes English only.

/** An integer (a number, a bigint or its decimal digits, with or without a minus) with commas every three digits. */
export function groupDigits(value: number | bigint | string): string {
  const text = String(value);
  const sign = text.startsWith('-') ? '-' : '';
  return sign + text.slice(sign.length).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
