import { describe, expect, it } from 'vitest';
import { formatDecimal, groupDigits } from './digits';

describe('groupDigits', () => {
  it('puts a comma every three digits from the right', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(4_294_967_295)).toBe('4,294,967,295');
    expect(groupDigits(-1234567)).toBe('-1,234,567');
  });

  it('groups bigints and digit strings past the safe integer range', () => {
    expect(groupDigits(123456789012345678901234567890n)).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(groupDigits('18446744073709551615')).toBe('18,446,744,073,709,551,615');
    expect(groupDigits(-(10n ** 6n))).toBe('-1,000,000');
  });
});

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
