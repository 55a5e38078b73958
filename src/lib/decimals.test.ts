import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimals';

describe('formatDecimal', () => {
  it('keeps up to the decimals asked, drops trailing zeros down to the minimum, and groups the whole part', () => {
    expect(formatDecimal(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatDecimal(183.02766314800002, 2)).toBe('183.03');
    expect(formatDecimal(5, 2)).toBe('5');
    expect(formatDecimal(1.5, 9, { minDecimals: 4, grouping: false })).toBe('1.5000');
    expect(formatDecimal(0.007762478, 9, { minDecimals: 7, grouping: false })).toBe('0.007762478');
    expect(formatDecimal(1234.5, 9, { grouping: false })).toBe('1234.5');
    expect(formatDecimal(-0.001, 2)).toBe('-0');
    expect(formatDecimal(-1234.567, 2)).toBe('-1,234.57');
  });

  it('writes what toLocaleString writes in English for the same options', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const value = (random() - 0.2) * 10 ** Math.floor(random() * 12 - 6);
      const maxDecimals = Math.floor(random() * 10);
      const minDecimals = Math.floor(random() * (maxDecimals + 1));
      const grouping = random() < 0.5;
      const intl = value.toLocaleString('en-US', {
        minimumFractionDigits: minDecimals,
        maximumFractionDigits: maxDecimals,
        useGrouping: grouping,
      });
      expect(formatDecimal(value, maxDecimals, { minDecimals, grouping }), `${value}`).toBe(intl);
    }
  });
});
