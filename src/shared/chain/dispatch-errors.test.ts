import { describe, expect, it } from 'vitest';
import { describeDispatchError } from './dispatch-errors';

describe('describeDispatchError', () => {
  it('names a Module error by its pallet index and the first byte of its error', () => {
    expect(describeDispatchError({ __kind: 'Module', value: { error: '0x06000000', index: 7 } })).toEqual({
      name: 'SubtensorModule.HotKeyNotRegisteredInNetwork',
      raw: 'Module(index 7, error 0x06000000)',
    });
    expect(describeDispatchError({ __kind: 'Module', value: { error: '0x0b000000', index: 7 } }).name).toBe(
      'SubtensorModule.NotEnoughStakeToSetChildkeys',
    );
    expect(describeDispatchError({ __kind: 'Module', value: { error: '0x02000000', index: 5 } }).name).toBe(
      'Balances.InsufficientBalance',
    );
    expect(describeDispatchError({ __kind: 'Module', value: { error: '0x00000000', index: 11 } }).name).toBe(
      'Utility.TooManyCalls',
    );
    expect(describeDispatchError({ __kind: 'Module', value: { error: '0x05000000', index: 16 } }).name).toBe(
      'Proxy.NoPermission',
    );
  });

  it('reads an index sent as a decimal string and an error sent as a number', () => {
    expect(describeDispatchError({ __kind: 'Module', value: { error: 5, index: '0' } }).name).toBe(
      'System.CallFiltered',
    );
  });

  it('says the raw index where the pallet or the error is not known', () => {
    expect(describeDispatchError({ __kind: 'Module', value: { error: '0xfe000000', index: 7 } })).toEqual({
      name: null,
      raw: 'Module(index 7, error 0xfe000000)',
    });
    expect(
      describeDispatchError({ __kind: 'Module', value: { error: '0x00000000', index: 99 } }).name,
    ).toBeNull();
  });

  it('names the other kinds by their kind and value', () => {
    expect(describeDispatchError({ __kind: 'BadOrigin' }).name).toBe('BadOrigin');
    expect(describeDispatchError({ __kind: 'Token', value: { __kind: 'FundsUnavailable' } }).name).toBe(
      'Token.FundsUnavailable',
    );
    expect(describeDispatchError({ __kind: 'Arithmetic', value: { __kind: 'Overflow' } }).name).toBe(
      'Arithmetic.Overflow',
    );
    expect(describeDispatchError({ __kind: 'Other', value: 'x' }).name).toBe('Other(x)');
    expect(describeDispatchError(undefined)).toEqual({ name: null, raw: 'unknown' });
    expect(describeDispatchError('CannotLookup')).toEqual({ name: null, raw: 'CannotLookup' });
  });
});
