import { describe, expect, it } from 'vitest';
import { formatUnits } from './tao';

describe('formatUnits', () => {
  it('writes rao as exact TAO without trailing zeros', () => {
    expect(formatUnits(1_500_000_000n)).toBe('1.5');
    expect(formatUnits('1000000000')).toBe('1');
    expect(formatUnits(1n)).toBe('0.000000001');
    expect(formatUnits(0n)).toBe('0');
    expect(formatUnits(-2_000_000_001n)).toBe('-2.000000001');
  });

  it('keeps every digit of amounts above 2^53', () => {
    expect(formatUnits('9210000123456789')).toBe('9210000.123456789');
    expect(formatUnits('123456789012345678901', 18)).toBe('123.456789012345678901');
  });
});
