import { afterEach, describe, expect, it } from 'vitest';
import { formatDecimal } from './decimals';
import { formatAmount, formatChange, parseUnits } from './amounts';
import { countOf, groupDigits, separatorsOf, writeNumbersAs } from './separators';

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

describe("the visitor's separators", () => {
  afterEach(() => writeNumbersAs('en-US'));

  it('are read from the locale, its region first, English for a language not in the table', () => {
    expect(separatorsOf('de-DE')).toEqual({ group: '.', decimal: ',' });
    expect(separatorsOf('de-CH')).toEqual({ group: '’', decimal: '.' });
    expect(separatorsOf('fr-FR')).toEqual({ group: '\u202f', decimal: ',' });
    expect(separatorsOf('ja-JP')).toEqual({ group: ',', decimal: '.' });
    expect(separatorsOf('')).toEqual({ group: ',', decimal: '.' });
  });

  it('write every number in German as a German reads it, and read what a German types', () => {
    writeNumbersAs('de-DE');
    expect(groupDigits(1_200)).toBe('1.200');
    expect(formatDecimal(1704.979661831, 4)).toBe('1.704,9797');
    expect(formatAmount('9371213213400000', 4)).toBe('9.371.213,2134');
    expect(formatAmount('1', 4)).toBe('< 0,0001');
    expect(parseUnits('1.000,5')).toBe(1_000_500_000_000n);
    expect(parseUnits('1000,5')).toBe(1_000_500_000_000n);
    // The API's own form still reads: a pasted amount.
    expect(parseUnits('1000.5')).toBe(1_000_500_000_000n);
    expect(formatChange('2000000000', '1000000000').amount).toBe('+1,0000');
  });

  it('take a plain space where a locale groups with a space-like mark', () => {
    writeNumbersAs('fr-FR');
    expect(groupDigits(1_234_567)).toBe('1\u202f234\u202f567');
    expect(parseUnits('1 234,5')).toBe(1_234_500_000_000n);
    expect(parseUnits('1\u202f234,5')).toBe(1_234_500_000_000n);
  });
});

describe('countOf', () => {
  it('groups the count and makes the noun plural unless there is one', () => {
    expect(countOf(1, 'sell')).toBe('1 sell');
    expect(countOf(0, 'buy')).toBe('0 buys');
    expect(countOf(1204, 'buy')).toBe('1,204 buys');
    writeNumbersAs('de');
    try {
      expect(countOf(1204, 'buy')).toBe('1.204 buys');
    } finally {
      writeNumbersAs('en-US');
    }
  });
});
