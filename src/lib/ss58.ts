// SS58 addresses (the text form of a Substrate account) and their 32-byte public keys.
// Format for a one-byte network prefix: base58(prefix ‖ publicKey ‖ checksum), where checksum is the first two
// bytes of blake2b-512("SS58PRE" ‖ prefix ‖ publicKey). Bittensor uses the generic prefix 42, so every address
// starts with "5" and is 48 characters long.
import { blake2b } from '@noble/hashes/blake2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';

export const BITTENSOR_SS58_PREFIX = 42;
const CHECKSUM_PREAMBLE = new TextEncoder().encode('SS58PRE');
const HEX_KEY = /^0x[0-9a-fA-F]{64}$/;

function checksum(prefixAndKey: Uint8Array): Uint8Array {
  const input = new Uint8Array(CHECKSUM_PREAMBLE.length + prefixAndKey.length);
  input.set(CHECKSUM_PREAMBLE);
  input.set(prefixAndKey, CHECKSUM_PREAMBLE.length);
  return blake2b(input, { dkLen: 64 }).subarray(0, 2);
}

/** Encodes a 32-byte public key (bytes or 0x-hex) as a Bittensor SS58 address. */
export function ss58Encode(publicKey: Uint8Array | string): string {
  const key = typeof publicKey === 'string' ? hexToBytes(publicKey.replace(/^0x/, '')) : publicKey;
  if (key.length !== 32) throw new Error(`A public key has 32 bytes, got ${key.length}`);
  const body = new Uint8Array(35);
  body[0] = BITTENSOR_SS58_PREFIX;
  body.set(key, 1);
  body.set(checksum(body.subarray(0, 33)), 33);
  return base58.encode(body);
}

/** The 32-byte public key of a Bittensor SS58 address, or null when the text is not one (bad checksum included). */
export function ss58Decode(address: string): Uint8Array | null {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return null;
  }
  if (bytes.length !== 35 || bytes[0] !== BITTENSOR_SS58_PREFIX) return null;
  const expected = checksum(bytes.subarray(0, 33));
  if (bytes[33] !== expected[0] || bytes[34] !== expected[1]) return null;
  return bytes.slice(1, 33);
}

/**
 * Reads an account given either as an SS58 address or as a 0x-prefixed 32-byte hex public key, the two forms the
 * API accepts, and returns both forms (hex in lower case), or null when the text is neither.
 */
export function parseAccount(text: string): { ss58: string; hex: string } | null {
  const trimmed = text.trim();
  if (HEX_KEY.test(trimmed)) {
    const hex = trimmed.toLowerCase();
    return { ss58: ss58Encode(hex), hex };
  }
  const key = ss58Decode(trimmed);
  return key ? { ss58: trimmed, hex: `0x${bytesToHex(key)}` } : null;
}
