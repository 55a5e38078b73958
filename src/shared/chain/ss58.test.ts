import { describe, expect, it } from 'vitest';
import { parseAccount, ss58Decode, ss58Encode } from './ss58';

// The well-known development account "Alice" in the generic substrate format (prefix 42).
const ALICE_HEX = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const ALICE_SS58 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

describe('ss58', () => {
  it('encodes a public key as the known address', () => {
    expect(ss58Encode(ALICE_HEX)).toBe(ALICE_SS58);
  });

  it('decodes an address back to its public key', () => {
    expect(ss58Decode(ALICE_SS58)).toEqual(Uint8Array.from(Buffer.from(ALICE_HEX.slice(2), 'hex')));
  });

  it('rejects a bad checksum, another prefix and text that is not base58', () => {
    expect(ss58Decode(`${ALICE_SS58.slice(0, -1)}Z`)).toBeNull();
    expect(ss58Decode('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBeNull(); // Polkadot, prefix 0
    expect(ss58Decode('0OIl')).toBeNull();
  });

  it('reads either form into both, hex in lower case', () => {
    const both = { ss58: ALICE_SS58, hex: ALICE_HEX };
    expect(parseAccount(ALICE_SS58)).toEqual(both);
    expect(parseAccount(ALICE_HEX.toUpperCase().replace('0X', '0x'))).toEqual(both);
    expect(parseAccount(' 5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY ')).toEqual(both);
    expect(parseAccount('0x1234')).toBeNull();
    expect(parseAccount('alice')).toBeNull();
  });
});
