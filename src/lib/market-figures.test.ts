import { describe, expect, it } from 'vitest';
import { formatPercent, formatSignificant } from './market-figures';

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
