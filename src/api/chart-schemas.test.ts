import { describe, expect, it } from 'vitest';
import { pairIdOf, pairNetuid, udfHistorySchema } from './chart-schemas';

const ok = { s: 'ok', t: [60, 120], o: [1, 2], h: [1, 2], l: [1, 2], c: [1, 2], v: [0, 3.5] };

function firstIssue(value: unknown) {
  const result = udfHistorySchema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
}

describe('udfHistorySchema', () => {
  it('accepts bars, no_data with or without nextTime, and error', () => {
    expect(udfHistorySchema.parse(ok)).toEqual(ok);
    expect(udfHistorySchema.parse({ s: 'no_data', nextTime: 60 })).toEqual({ s: 'no_data', nextTime: 60 });
    expect(udfHistorySchema.parse({ s: 'no_data' })).toEqual({ s: 'no_data' });
    expect(udfHistorySchema.parse({ s: 'error', errmsg: 'unknown symbol' }).s).toBe('error');
  });

  it('names the array that holds something other than numbers', () => {
    expect(firstIssue({ ...ok, t: [60, 120.5] })).toEqual({
      path: 't',
      message: 'expected an array of whole seconds',
    });
    expect(firstIssue({ ...ok, c: [1, '2'] })).toEqual({
      path: 'c',
      message: 'expected an array of numbers',
    });
    expect(firstIssue({ ...ok, v: null })).toEqual({ path: 'v', message: 'expected an array of numbers' });
    expect(firstIssue({ ...ok, h: undefined })).toEqual({
      path: 'h',
      message: 'expected an array of numbers',
    });
  });
});

describe('pairIdOf and pairNetuid', () => {
  it("write a subnet pool's pair and read it back; any other pair is no subnet's", () => {
    expect(pairIdOf(62)).toBe('0-62');
    expect(pairNetuid(pairIdOf(0))).toBe(0);
    expect(pairNetuid(pairIdOf(128))).toBe(128);
    for (const other of ['1', '1-62', '0-', '0-6a', ' 0-62']) expect(pairNetuid(other)).toBeNull();
  });
});
