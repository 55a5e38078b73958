import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatChange, formatExact, formatPercent, parseUnits, writeDecimal } from './amounts';
import { formatDecimal, formatSignificant, placesAbove } from './decimals';
import { countOf, groupDigits, separatorsOf, splitAtMark, writeNumbersAs } from './separators';

afterEach(() => writeNumbersAs('en-US'));

describe('separators', () => {
  it('put a comma every three digits from the right', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(4_294_967_295)).toBe('4,294,967,295');
    expect(groupDigits(-1234567)).toBe('-1,234,567');
  });

  it('group bigints and digit strings past the safe integer range', () => {
    expect(groupDigits(123456789012345678901234567890n)).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(groupDigits('18446744073709551615')).toBe('18,446,744,073,709,551,615');
    expect(groupDigits(-(10n ** 6n))).toBe('-1,000,000');
  });

  it("are read from the visitor's locale, its region first, English for a language not in the table", () => {
    expect(separatorsOf('de-DE')).toEqual({ group: '.', decimal: ',' });
    expect(separatorsOf('de-CH')).toEqual({ group: '’', decimal: '.' });
    expect(separatorsOf('fr-FR')).toEqual({ group: '\u202f', decimal: ',' });
    expect(separatorsOf('ja-JP')).toEqual({ group: ',', decimal: '.' });
    expect(separatorsOf('')).toEqual({ group: ',', decimal: '.' });
  });

  it('take a plain space where a locale groups with a space-like mark', () => {
    writeNumbersAs('fr-FR');
    expect(groupDigits(1_234_567)).toBe('1\u202f234\u202f567');
    expect(parseUnits('1 234,5')).toBe(1_234_500_000_000n);
    expect(parseUnits('1\u202f234,5')).toBe(1_234_500_000_000n);
  });
});

describe('two locales: en and de', () => {
  // Each line: what the formatter writes for an English reader, then for a German one.
  const written = (): string[] => [
    groupDigits(1_200),
    countOf(1204, 'buy'),
    formatAmount('9371213213400000'),
    formatAmount('-1500000000', 2),
    formatAmount('1'),
    formatExact('9371213213431123'),
    writeDecimal('0.00205996795605401694'),
    formatDecimal(1704.979661831, 4),
    formatSignificant(0.00472551),
    formatSignificant(12345.6),
    formatSignificant(2e-12),
    formatPercent(0.0123).text,
    formatChange('2000000000', '1000000000').amount,
    formatChange('1234500000000', '1222200000000').percent ?? '',
  ];

  it('write every number with the reader’s separators', () => {
    writeNumbersAs('en-US');
    const english = written();
    writeNumbersAs('de-DE');
    expect(written().map((german, i) => [english[i], german])).toEqual([
      ['1,200', '1.200'],
      ['1,204 buys', '1.204 buys'],
      ['9,371,213.2134', '9.371.213,2134'],
      ['−1.50', '−1,50'],
      ['< 0.0001', '< 0,0001'],
      ['9,371,213.213431123', '9.371.213,213431123'],
      ['0.00205996795605401694', '0,00205996795605401694'],
      ['1,704.9797', '1.704,9797'],
      ['0.004726', '0,004726'],
      ['12,346', '12.346'],
      ['< 0.000000001', '< 0,000000001'],
      ['+1.23 %', '+1,23 %'],
      ['+1.0000', '+1,0000'],
      ['+1.01 %', '+1,01 %'],
    ]);
  });

  it('read what either reader types, and the API’s own form from both', () => {
    expect(parseUnits('1,000.5')).toBe(1_000_500_000_000n);
    writeNumbersAs('de-DE');
    expect(parseUnits('1.000,5')).toBe(1_000_500_000_000n);
    expect(parseUnits('1000,5')).toBe(1_000_500_000_000n);
    // A pasted amount in the API's form.
    expect(parseUnits('1000.5')).toBe(1_000_500_000_000n);
  });
});

describe('alignment', () => {
  const fractionWidth = (shown: string) => splitAtMark(shown)[1].length;

  it('cuts a number at its decimal mark, in either locale', () => {
    expect(splitAtMark('1,704.9797')).toEqual(['1,704', '.9797']);
    expect(splitAtMark('12,346')).toEqual(['12,346', '']);
    expect(splitAtMark('< 0.000000001')).toEqual(['< 0', '.000000001']);
    writeNumbersAs('de-DE');
    expect(splitAtMark('1.704,9797')).toEqual(['1.704', ',9797']);
    expect(splitAtMark('12.346')).toEqual(['12.346', '']);
  });

  it('gives a column of amounts the same decimals, so that right-aligned they line up on the mark', () => {
    const column = ['9371213213431123', '1', '0', '-1500000000', '63800138219', '49999'];
    for (const places of [0, 2, 4]) {
      const widths = new Set(column.map((rao) => fractionWidth(formatAmount(rao, places))));
      expect([...widths]).toEqual([places === 0 ? 0 : places + 1]);
    }
  });

  it('keeps significant digits within the places a column lines up, for numbers of at least its smallest', () => {
    // A cell's fraction box (styles.css, `td.numeric .fraction`) is the mark and placesAbove(smallest) decimals wide.
    expect([placesAbove(1e-4), placesAbove(1e-6)]).toEqual([7, 9]);
    for (const smallest of [1e-4, 1e-6]) {
      for (let exponent = Math.log10(smallest); exponent < 6; exponent++) {
        for (const mantissa of [1, 1.2345, 5, 9.999, 9.99999]) {
          const shown = formatSignificant(mantissa * 10 ** exponent);
          expect(fractionWidth(shown), shown).toBeLessThanOrEqual(placesAbove(smallest) + 1);
        }
      }
    }
  });
});

describe('countOf', () => {
  it('groups the count and makes the noun plural unless there is one', () => {
    expect(countOf(1, 'sell')).toBe('1 sell');
    expect(countOf(0, 'buy')).toBe('0 buys');
    expect(countOf(1204, 'buy')).toBe('1,204 buys');
    expect(countOf(2, 'followed account', 'followed accounts')).toBe('2 followed accounts');
    expect(countOf(12_000, 'entry', 'entries')).toBe('12,000 entries');
  });
});
