import { describe, expect, it } from 'vitest';
import { formatDecimal, formatSignificant } from './decimals';
import { MINUS } from './separators';

describe('formatDecimal', () => {
  it('keeps up to the decimals asked, drops trailing zeros down to the minimum, and groups the whole part', () => {
    expect(formatDecimal(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatDecimal(183.02766314800002, 2)).toBe('183.03');
    expect(formatDecimal(5, 2)).toBe('5');
    expect(formatDecimal(1.5, 9, { minDecimals: 4, grouping: false })).toBe('1.5000');
    expect(formatDecimal(0.007762478, 9, { minDecimals: 7, grouping: false })).toBe('0.007762478');
    expect(formatDecimal(1234.5, 9, { grouping: false })).toBe('1234.5');
    expect(formatDecimal(-0.001, 2)).toBe('−0');
    expect(formatDecimal(-1234.567, 2)).toBe('−1,234.57');
  });

  it('writes what toLocaleString writes in English for the same options, but for a true minus', () => {
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
      expect(formatDecimal(value, maxDecimals, { minDecimals, grouping }), `${value}`).toBe(
        intl.replace('-', MINUS),
      );
    }
  });
});

describe('significant digits', () => {
  it('writes four significant digits, keeping trailing zeros', () => {
    expect(formatSignificant(0.00472551)).toBe('0.004726');
    expect(formatSignificant(0.0105172)).toBe('0.01052');
    expect(formatSignificant(0.5)).toBe('0.5000');
    expect(formatSignificant(12.3456)).toBe('12.35');
    expect(formatSignificant(12345.6)).toBe('12,346');
    expect(formatSignificant(0.000000012345)).toBe('0.00000001235');
  });

  it('keeps four digits where rounding carries into the next power of ten', () => {
    expect(formatSignificant(9.9996)).toBe('10.00');
    expect(formatSignificant(0.0099996)).toBe('0.01000');
    expect(formatSignificant(999.96)).toBe('1,000');
    expect(formatSignificant(9.9994)).toBe('9.999');
  });
});

describe('tiny values', () => {
  it('writes zero as zero, and a non-zero value below a rao as less than one', () => {
    expect(formatSignificant(0)).toBe('0');
    expect(formatSignificant(2e-12)).toBe('< 0.000000001');
    expect(formatSignificant(-2e-12)).toBe('> −0.000000001');
    expect(formatSignificant(1e-9)).toBe('0.000000001000');
  });
});
