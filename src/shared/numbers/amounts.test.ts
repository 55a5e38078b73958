import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatChange,
  formatExact,
  formatPercent,
  formatUnits,
  mulDiv,
  parseUnits,
  unitsOf,
  WEI_DECIMALS,
  writeDecimal,
} from './amounts';
import { writeNumbersAs } from './separators';

afterEach(() => writeNumbersAs('en-US'));

describe('BigInt exactness', () => {
  it('writes rao as exact TAO without trailing zeros', () => {
    expect(formatUnits(1_500_000_000n)).toBe('1.5');
    expect(formatUnits('1000000000')).toBe('1');
    expect(formatUnits(1n)).toBe('0.000000001');
    expect(formatUnits(0n)).toBe('0');
    expect(formatUnits(-2_000_000_001n)).toBe('-2.000000001');
  });

  it('keeps every digit of amounts above 2^53, in rao and in wei', () => {
    expect(formatUnits('9210000123456789')).toBe('9210000.123456789');
    expect(formatUnits('123456789012345678901', 18)).toBe('123.456789012345678901');
    expect(formatUnits('2744876000000000000', WEI_DECIMALS)).toBe('2.744876');
    expect(formatUnits('1', WEI_DECIMALS)).toBe('0.000000000000000001');
    expect(formatUnits('123456789012345678901234567', WEI_DECIMALS)).toBe('123456789.012345678901234567');
  });

  it('rounds half up on the whole integer, not on a JavaScript number', () => {
    // 2^53 + 1 rao: a JavaScript number would read it as 2^53.
    expect(formatAmount('9007199254740993', 9)).toBe('9,007,199.254740993');
    // Half a unit of the last place rounds up; a wei less rounds down, which no float tells apart.
    expect(formatAmount('9007199254750000000000000', 4, 18)).toBe('9,007,199.2548');
    expect(formatAmount('9007199254749999999999999', 4, 18)).toBe('9,007,199.2547');
  });

  it('writes the exact value grouped, every digit kept, for the hover', () => {
    expect(formatExact('9210000123456789')).toBe('9,210,000.123456789');
    expect(formatExact('1')).toBe('0.000000001');
    expect(writeDecimal('1704.979661831')).toBe('1,704.979661831');
    expect(writeDecimal('-0.00205996795605401694')).toBe('−0.00205996795605401694');
    expect(writeDecimal('140791891000000000000')).toBe('140,791,891,000,000,000,000');
  });
});

describe('formatAmount', () => {
  it('rounds to whole TAO when asked for no decimals', () => {
    expect(formatAmount('237062546863197', 0)).toBe('237,063');
    expect(formatAmount(400_000_000n, 0)).toBe('< 1');
    expect(formatAmount(-400_000_000n, 0)).toBe('> −1');
  });

  it('rounds rao to four decimals of TAO with separators, a loss with a true minus', () => {
    expect(formatAmount('9210000123456789')).toBe('9,210,000.1235');
    expect(formatAmount(1_000_000_000n)).toBe('1.0000');
    expect(formatAmount(50_000n)).toBe('0.0001');
    expect(formatAmount(0n)).toBe('0.0000');
    expect(formatAmount(-1_500_000_000n)).toBe('−1.5000');
  });

  it('takes other unit sizes, such as wei', () => {
    expect(formatAmount('2744876000000000000', 4, 18)).toBe('2.7449');
    expect(formatAmount('12', 2, 0)).toBe('12.00');
  });
});

describe('tiny values', () => {
  it('writes a non-zero amount too small for the places shown as less than the least one, never as zero', () => {
    expect(formatAmount(49_999n)).toBe('< 0.0001');
    expect(formatAmount(1n)).toBe('< 0.0001');
    expect(formatAmount(-1n)).toBe('> −0.0001');
    // One wei, 10^-18 TAO, and one rao shown to the rao.
    expect(formatAmount('1', 4, WEI_DECIMALS)).toBe('< 0.0001');
    expect(formatAmount('1', 9)).toBe('0.000000001');
    expect(formatAmount('1', 9, WEI_DECIMALS)).toBe('< 0.000000001');
    // Zero is zero.
    expect(formatAmount('0', 4, WEI_DECIMALS)).toBe('0.0000');
  });
});

describe('parseUnits', () => {
  it('reads TAO typed by a person into exact rao', () => {
    expect(parseUnits('1')).toBe(1_000_000_000n);
    expect(parseUnits(' 1,000.5 ')).toBe(1_000_500_000_000n);
    expect(parseUnits('.000000001')).toBe(1n);
    expect(parseUnits('9210000.123456789')).toBe(9_210_000_123_456_789n);
    expect(parseUnits('0')).toBe(0n);
  });

  it('refuses what is not a non-negative amount with at most nine decimals', () => {
    for (const text of ['', '.', '-1', '1.0000000001', '1e3', 'abc', '1,00', '1.2.3', '1 000']) {
      expect(parseUnits(text), text).toBeNull();
    }
  });

  it('round-trips with formatUnits', () => {
    for (const rao of ['1', '1500000000', '9210000123456789', '0']) {
      expect(parseUnits(formatUnits(rao))?.toString()).toBe(rao);
    }
  });
});

describe('unitsOf', () => {
  it("reads the API's decimal strings whatever the visitor's separators, cutting places beyond the unit's", () => {
    writeNumbersAs('de-DE');
    expect(unitsOf('1704.979661831')).toBe(1_704_979_661_831n);
    expect(unitsOf('1.979')).toBe(1_979_000_000n);
    expect(unitsOf('0.0047255134567')).toBe(4_725_513n);
    expect(unitsOf('-2')).toBe(-2_000_000_000n);
    expect(unitsOf('12', 0)).toBe(12n);
  });

  it('refuses what is not a plain decimal string', () => {
    for (const text of ['', '1,5', '1e3', '.5', '1.', ' 1', 'abc']) expect(unitsOf(text), text).toBeNull();
  });
});

describe('formatPercent', () => {
  it('signs the change with a true minus, to two decimals', () => {
    expect(formatPercent(0.0123)).toEqual({ text: '+1.23 %', direction: 'up' });
    expect(formatPercent(-0.5)).toEqual({ text: '−50.00 %', direction: 'down' });
    expect(formatPercent(0)).toEqual({ text: '0.00 %', direction: 'flat' });
    expect(formatPercent(12.5)).toEqual({ text: '+1,250.00 %', direction: 'up' });
  });

  it('calls a change too small to show flat', () => {
    expect(formatPercent(0.00004)).toEqual({ text: '0.00 %', direction: 'flat' });
    expect(formatPercent(-0.00004)).toEqual({ text: '0.00 %', direction: 'flat' });
  });
});

describe('formatChange', () => {
  it('signs the change, exact to the rao, with its percentage of the earlier amount', () => {
    expect(formatChange('1234500000000', '1222200000000')).toEqual({
      amount: '+12.3000',
      exactText: '+12.3',
      exact: '12.3',
      percent: '+1.01 %',
      direction: 'up',
    });
    expect(formatChange('500000000', '1000000000')).toEqual({
      amount: '−0.5000',
      exactText: '−0.5',
      exact: '-0.5',
      percent: '−50.00 %',
      direction: 'down',
    });
    expect(formatChange('7', '7')).toMatchObject({ amount: '0.0000', percent: '0.00 %', direction: 'flat' });
  });

  it('keeps amounts above 2^53 exact and has no percentage of nothing', () => {
    expect(formatChange('9007199254740993', '9007199254740992')).toMatchObject({
      amount: '< 0.0001',
      exactText: '+0.000000001',
      percent: '0.00 %',
    });
    expect(formatChange('9007199254740992', '9007199254740993')).toMatchObject({
      amount: '> −0.0001',
      exact: '-0.000000001',
    });
    expect(formatChange('1000000000', '0')).toMatchObject({ amount: '+1.0000', percent: null });
  });
});

describe('mulDiv', () => {
  it('takes a share of an amount exactly, rounded half away from zero', () => {
    expect(mulDiv(10n, 1n, 4n)).toBe(3n); // 2.5
    expect(mulDiv(9n, 1n, 4n)).toBe(2n); // 2.25
    expect(mulDiv(-10n, 1n, 4n)).toBe(-3n);
    expect(mulDiv(-9n, 1n, 4n)).toBe(-2n);
    // Far above 2^53 on the way: no digit lost.
    expect(mulDiv(9_007_199_254_740_993n, 1n, 2n)).toBe(4_503_599_627_370_497n);
    expect(mulDiv(9_007_199_254_740_993n, 10n ** 18n, 3n * 10n ** 18n)).toBe(3_002_399_751_580_331n);
  });
});
