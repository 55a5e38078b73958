import { describe, expect, it } from 'vitest';
import { evmFee, readTxHash, weiToTao } from './evm';

describe('weiToTao', () => {
  it('is exact to the wei, beyond what a JavaScript number holds', () => {
    expect(weiToTao('2744876000000000000')).toBe('2.744876');
    expect(weiToTao('1')).toBe('0.000000000000000001');
    expect(weiToTao('0')).toBe('0');
    expect(weiToTao('123456789012345678901234567')).toBe('123456789.012345678901234567');
  });
  it('refuses what is not an integer', () => {
    expect(weiToTao('-1')).toBeNull();
    expect(weiToTao('1.5')).toBeNull();
    expect(weiToTao('')).toBeNull();
  });
});

describe('evmFee', () => {
  it('multiplies gas used by the effective gas price in BigInt', () => {
    expect(evmFee('21000', '12000000000')).toBe('252000000000000');
    expect(evmFee('146322', '10762000000')).toBe('1574717364000000');
    expect(evmFee('99999999999', '99999999999999')).toBe('9999999999899900000000001');
  });
  it('is null without both integers', () => {
    expect(evmFee(undefined, '1')).toBeNull();
    expect(evmFee('21000', null)).toBeNull();
    expect(evmFee('2e4', '1')).toBeNull();
  });
});

describe('readTxHash', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  it('reads a 32-byte hash in either case as lower case', () => {
    expect(readTxHash(hash)).toBe(hash);
    expect(readTxHash(hash.toUpperCase().replace('0X', '0x'))).toBe(hash);
    expect(readTxHash(`0X${'AB'.repeat(32)}`)).toBe(hash);
  });
  it('refuses other lengths, non-hex and a missing 0x', () => {
    expect(readTxHash(`0x${'ab'.repeat(31)}`)).toBeNull();
    expect(readTxHash(`0x${'ab'.repeat(33)}`)).toBeNull();
    expect(readTxHash(`0x${'zz'.repeat(32)}`)).toBeNull();
    expect(readTxHash('ab'.repeat(32))).toBeNull();
    expect(readTxHash(` ${hash}`)).toBeNull();
  });
});
