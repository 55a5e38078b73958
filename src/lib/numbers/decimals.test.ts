import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent, formatSignificant } from './decimals';

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

describe('formatSignificant', () => {
  it('writes four significant digits, keeping trailing zeros', () => {
    expect(formatSignificant(0.00472551)).toBe('0.004726');
    expect(formatSignificant(0.0105172)).toBe('0.01052');
    expect(formatSignificant(0.5)).toBe('0.5000');
    expect(formatSignificant(12.3456)).toBe('12.35');
    expect(formatSignificant(12345.6)).toBe('12,346');
    expect(formatSignificant(0.000000012345)).toBe('0.00000001235');
  });

  it('writes zero as zero, and a non-zero value below a rao as less than one', () => {
    expect(formatSignificant(0)).toBe('0');
    expect(formatSignificant(2e-12)).toBe('< 0.000000001');
    expect(formatSignificant(-2e-12)).toBe('> -0.000000001');
    expect(formatSignificant(1e-9)).toBe('0.000000001000');
  });
});

describe('formatPercent', () => {
  it('signs the change with a true minus, to two decimals', () => {
    expect(formatPercent(0.0123)).toEqual({ text: '+1.23 %', direction: 'up' });
    expect(formatPercent(-0.5)).toEqual({ text: '−50.00 %', direction: 'down' });
    expect(formatPercent(0)).toEqual({ text: '0.00 %', direction: 'flat' });
  });

  it('calls a change too small to show flat', () => {
    expect(formatPercent(0.00004)).toEqual({ text: '0.00 %', direction: 'flat' });
    expect(formatPercent(-0.00004)).toEqual({ text: '0.00 %', direction: 'flat' });
  });
});
