import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits';

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
