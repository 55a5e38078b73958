import { describe, expect, it } from 'vitest';
import { evmFee } from './evm';

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
