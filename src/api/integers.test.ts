import { describe, expect, it } from 'vitest';
import { MAX_INT32, MAX_TIMESTAMP, MAX_U16, readInteger } from './integers';

describe('readInteger', () => {
  it('reads canonical decimal digits within the bounds', () => {
    expect(readInteger('0', 0, MAX_U16)).toBe(0);
    expect(readInteger('65535', 0, MAX_U16)).toBe(65_535);
    expect(readInteger('2147483647', 0, MAX_INT32)).toBe(MAX_INT32);
    expect(readInteger('253402300799', 0, MAX_TIMESTAMP)).toBe(MAX_TIMESTAMP);
    expect(new Date(MAX_TIMESTAMP * 1000).toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });

  it('refuses values out of range', () => {
    expect(readInteger('65536', 0, MAX_U16)).toBeNull();
    expect(readInteger('2147483648', 0, MAX_INT32)).toBeNull();
    expect(readInteger('253402300800', 0, MAX_TIMESTAMP)).toBeNull();
    expect(readInteger('99999999999999', 0, MAX_TIMESTAMP)).toBeNull();
    expect(readInteger('0', 1, 10)).toBeNull();
    expect(readInteger('99999999999999999999', 0, Number.MAX_SAFE_INTEGER)).toBeNull();
  });

  it('refuses every spelling but plain digits: signs, exponents, hex, spaces, fractions, leading zeros', () => {
    for (const text of [
      '-1',
      '+1',
      '1e2',
      '1E2',
      '0x10',
      '0b1',
      '0o7',
      ' 1',
      '1 ',
      '1.0',
      '1.',
      '.5',
      '01',
      '00',
      '١٢',
      '１',
      'Infinity',
      'NaN',
      '',
      '1_000',
      '1,000',
    ]) {
      expect(readInteger(text, 0, MAX_INT32), text).toBeNull();
    }
    expect(readInteger(null, 0, 1)).toBeNull();
    expect(readInteger(undefined, 0, 1)).toBeNull();
  });
});
