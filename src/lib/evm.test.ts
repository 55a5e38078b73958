import { describe, expect, it } from 'vitest';
import { evmFee, weiToTao } from './evm';

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
