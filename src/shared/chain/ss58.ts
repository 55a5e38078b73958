// SS58 addresses (the text form of a Substrate account) and their 32-byte public keys.
// Format for a one-byte network prefix: base58(prefix ‖ publicKey ‖ checksum), where checksum is the first two
// bytes of blake2b-512("SS58PRE" ‖ prefix ‖ publicKey). Bittensor uses the generic prefix 42, so every address
// starts with "5" and is 48 characters long.
import { blake2b } from './blake2b';

export const BITTENSOR_SS58_PREFIX = 42;
const CHECKSUM_PREAMBLE = new TextEncoder().encode('SS58PRE');
const HEX_KEY = /^0x[0-9a-fA-F]{64}$/;
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export const bytesToHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
export const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

/** Base58 (Bitcoin's alphabet): the bytes as one big number in base 58, each leading zero byte a leading "1". */
function base58Encode(bytes: Uint8Array): string {
  let n = BigInt(`0x${bytesToHex(bytes) || '0'}`);
  let text = '';
  for (; n > 0n; n /= 58n) text = ALPHABET.charAt(Number(n % 58n)) + text;
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + text;
}

/** The bytes of a base58 text, or null when a character is not of the alphabet. */
function base58Decode(text: string): Uint8Array | null {
  let n = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit === -1) return null;
    n = n * 58n + BigInt(digit);
  }
  const hex = n ? n.toString(16) : '';
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Uint8Array.from([
    ...new Uint8Array(zeros),
    ...hexToBytes(hex.padStart(hex.length + (hex.length % 2), '0')),
  ]);
}

function checksum(prefixAndKey: Uint8Array): Uint8Array {
  const input = new Uint8Array(CHECKSUM_PREAMBLE.length + prefixAndKey.length);
  input.set(CHECKSUM_PREAMBLE);
  input.set(prefixAndKey, CHECKSUM_PREAMBLE.length);
  return blake2b(input, 64).subarray(0, 2);
}

/** Encodes a 32-byte public key (bytes or 0x-hex) as a Bittensor SS58 address. */
export function ss58Encode(publicKey: Uint8Array | string): string {
  const key = typeof publicKey === 'string' ? hexToBytes(publicKey.replace(/^0x/, '')) : publicKey;
  if (key.length !== 32) throw new Error(`A public key has 32 bytes, got ${key.length}`);
  const body = new Uint8Array(35);
  body[0] = BITTENSOR_SS58_PREFIX;
  body.set(key, 1);
  body.set(checksum(body.subarray(0, 33)), 33);
  return base58Encode(body);
}

/** The 32-byte public key of a Bittensor SS58 address, or null when the text is not one (bad checksum included). */
export function ss58Decode(address: string): Uint8Array | null {
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 35 || bytes[0] !== BITTENSOR_SS58_PREFIX) return null;
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
