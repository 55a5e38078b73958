// An EVM address as an account: the chain keeps every EVM address's balance in a Substrate account, blake2-256 of
// "evm:" and the address's 20 bytes (Frontier's HashedAddressMapping, as subtensor's runtime configures it). The
// mapping runs one way only, so an SS58 account's EVM address cannot be told; an account page opened at an EVM
// address knows both, and links to the address's EVM transactions.
import { blake2b } from './blake2b';
import { bytesToHex, hexToBytes, ss58Encode } from './ss58';

const H160 = /^0x[0-9a-fA-F]{40}$/;
const PREFIX = new TextEncoder().encode('evm:');

/** The address (lower case) and its Substrate account, or null when the text is not an EVM address. */
export function evmAccount(text: string): { evm: string; ss58: string; hex: string } | null {
  const trimmed = text.trim();
  if (!H160.test(trimmed)) return null;
  const evm = trimmed.toLowerCase();
  const input = new Uint8Array(PREFIX.length + 20);
  input.set(PREFIX);
  input.set(hexToBytes(evm.slice(2)), PREFIX.length);
  const key = blake2b(input, 32);
  return { evm, ss58: ss58Encode(key), hex: `0x${bytesToHex(key)}` };
}
