import { describe, expect, it } from 'vitest';
import { parseAccount } from './ss58';
import { evmAccount } from './evm-account';

describe('evmAccount', () => {
  it('maps an EVM address to blake2-256("evm:" ‖ address) as an SS58 account', () => {
    // The key computed apart, with Python's hashlib.blake2b(b'evm:' + address, digest_size=32).
    const hex = '0x32f955c958e51189a4921aed41ef00818f7368dfaec8d9969f091006f8066228';
    const account = evmAccount('0x1111111111111111111111111111111111111111');
    expect(account).toEqual({
      evm: '0x1111111111111111111111111111111111111111',
      hex,
      ss58: parseAccount(hex)?.ss58,
    });
  });

  it('reads any case, and nothing that is not 20 bytes of hex', () => {
    expect(evmAccount('0xABCDEFabcdef0000000000000000000000000000')?.evm).toBe(
      '0xabcdefabcdef0000000000000000000000000000',
    );
    for (const text of ['0x11', '1111111111111111111111111111111111111111', `0x${'1'.repeat(64)}`, '5Grwva'])
      expect(evmAccount(text)).toBeNull();
  });
});
