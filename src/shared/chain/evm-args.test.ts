import { describe, expect, it } from 'vitest';
import { decodedArgs, knownContract, readArg } from './evm-args';

const STAKING = '0x0000000000000000000000000000000000000805';
const HOTKEY = '0x86e1b0b04ea090e14542fe98244aa9e6a06866cb12499aed0af161384c420b99';

describe('readArg', () => {
  it('reads an address in lower case, and refuses what is not one', () => {
    expect(readArg('address', '0xABCDEF0000000000000000000000000000000001')).toEqual({
      kind: 'address',
      address: '0xabcdef0000000000000000000000000000000001',
    });
    expect(readArg('address', '0x1234')).toEqual({ kind: 'other', value: '0x1234' });
  });
  it('keeps integers exact, as strings, and takes safe JSON numbers', () => {
    expect(readArg('uint256', '140791891000000000000')).toEqual({
      kind: 'integer',
      raw: '140791891000000000000',
    });
    expect(readArg('int8', -3)).toEqual({ kind: 'integer', raw: '-3' });
    expect(readArg('uint256', 1.5)).toEqual({ kind: 'other', value: 1.5 });
    expect(readArg('uint256', '0x10')).toEqual({ kind: 'other', value: '0x10' });
  });
  it('gives amounts their unit and subnets their link where the contract says so', () => {
    expect(readArg('uint256', '13224641000', 'rao')).toEqual({
      kind: 'amount',
      raw: '13224641000',
      decimals: 9,
      unit: 'τ',
      baseUnit: 'rao',
    });
    expect(readArg('uint256', '39', 'netuid')).toEqual({ kind: 'netuid', netuid: 39 });
    expect(readArg('uint256', '65536', 'netuid')).toEqual({ kind: 'integer', raw: '65536' });
  });
  it('reads bools, bytes, public keys and strings', () => {
    expect(readArg('bool', true)).toEqual({ kind: 'bool', value: true });
    expect(readArg('bool', 'false')).toEqual({ kind: 'bool', value: false });
    expect(readArg('bytes', '0xDEAD')).toEqual({ kind: 'bytes', hex: '0xdead' });
    expect(readArg('bytes32', HOTKEY)).toEqual({ kind: 'bytes', hex: HOTKEY });
    expect(readArg('bytes32', HOTKEY, 'publicKey')).toMatchObject({ kind: 'account', hex: HOTKEY });
    expect(readArg('string', 'hello')).toEqual({ kind: 'string', text: 'hello' });
    expect(readArg('tuple', { a: 1 })).toEqual({ kind: 'other', value: { a: 1 } });
  });
});

describe('decodedArgs', () => {
  const abi = (name: string, inputs: [string, string][]) => [
    { type: 'function', name, inputs: inputs.map(([n, type]) => ({ name: n, type })) },
  ];
  it("reads the staking precompile's arguments by their ABI and the contract's units", () => {
    const args = decodedArgs({
      to: STAKING,
      method_name: 'addStake',
      abi_json: abi('addStake', [
        ['hotkey', 'bytes32'],
        ['amount', 'uint256'],
        ['netuid', 'uint256'],
      ]),
      args: { hotkey: HOTKEY, amount: '13224641000', netuid: '39' },
    });
    expect(args.map((arg) => [arg.name, arg.type, arg.value.kind])).toEqual([
      ['hotkey', 'bytes32', 'account'],
      ['amount', 'uint256', 'amount'],
      ['netuid', 'uint256', 'netuid'],
    ]);
  });
  it("reads an unknown contract's integers as plain integers, and positional args by index", () => {
    const args = decodedArgs({
      to: '0x39dab16a31a02dfbe267d8cbba5997ad958fc857',
      method_name: 'transfer',
      abi_json: abi('transfer', [
        ['to', 'address'],
        ['amount', 'uint256'],
      ]),
      args: ['0x220b0cfc40ab831eb253d7db2be1325b16cb01c5', '140791891000000000000'],
    });
    expect(args.map((arg) => arg.value)).toEqual([
      { kind: 'address', address: '0x220b0cfc40ab831eb253d7db2be1325b16cb01c5' },
      { kind: 'integer', raw: '140791891000000000000' },
    ]);
  });
  it("reads an ERC-20 call's amount, by its selector, as units of the token it calls", () => {
    const token = '0x39DAB16A31A02DFBE267D8CBBA5997AD958FC857';
    const call = (method_id: string, inputs: [string, string][], args: unknown[]) =>
      decodedArgs({ to: token, method_id, method_name: null, abi_json: abi('x', inputs), args });
    const spender = '0x220b0cfc40ab831eb253d7db2be1325b16cb01c5';
    expect(
      call(
        '0xa9059cbb',
        [
          ['to', 'address'],
          ['value', 'uint256'],
        ],
        [spender, '1000'],
      )[1]?.value,
    ).toEqual({
      kind: 'tokens',
      raw: '1000',
      token: token.toLowerCase(),
    });
    expect(
      call(
        '0x095EA7B3',
        [
          ['spender', 'address'],
          ['amount', 'uint256'],
        ],
        [spender, 7],
      )[1]?.value,
    ).toEqual({
      kind: 'tokens',
      raw: '7',
      token: token.toLowerCase(),
    });
    const from = call(
      '0x23b872dd',
      [
        ['a', 'address'],
        ['b', 'address'],
        ['wad', 'uint256'],
      ],
      [spender, spender, '-1'],
    );
    expect(from[2]?.value).toEqual({ kind: 'other', value: '-1' });
    // Another selector's integer stays an integer.
    expect(call('0x12345678', [['n', 'uint256']], ['5'])[0]?.value).toEqual({ kind: 'integer', raw: '5' });
  });
  it('shows the args as sent without a readable ABI, and nothing without args', () => {
    expect(decodedArgs({ abi_json: null, args: { x: 1 } })).toEqual([
      { name: 'x', type: null, value: { kind: 'other', value: 1 } },
    ]);
    expect(decodedArgs({ abi_json: 'nonsense', args: [true] })).toEqual([
      { name: '#0', type: null, value: { kind: 'other', value: true } },
    ]);
    expect(decodedArgs({ abi_json: abi('f', []), args: null })).toEqual([]);
  });
  it('never reads an argument named like an object member from the prototype', () => {
    const [arg] = decodedArgs({ abi_json: abi('f', [['constructor', 'uint256']]), args: {} });
    expect(arg?.value).toEqual({ kind: 'other', value: undefined });
  });
  it('knows contracts in any case', () => {
    expect(knownContract(STAKING.toUpperCase().replace('0X', '0x'))?.name).toBe('Staking precompile');
    expect(knownContract(null)).toBeUndefined();
  });
});
