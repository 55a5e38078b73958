// The address book's keys (src/lib/address-book.ts): one for each address a person names or follows, whatever
// form it was given in. An account is its 32-byte public key, an EVM address its 20 bytes, each as `0x` and
// lower-case hex, so that a name given to an account shows on its SS58 and on its hex key alike. Pure.
import { parseAccount, ss58Encode } from '../shared/chain/ss58';

/** `0x` and a 32-byte public key, or `0x` and a 20-byte EVM address, in lower case. */
export type AddressKey = string;

export const MAX_NAME_LENGTH = 64;

export interface Book {
  /** Each named address's name; a Map, so that no name or address is ever a key of a plain object. */
  names: ReadonlyMap<AddressKey, string>;
  /** The followed addresses, in the order they were followed. */
  watched: readonly AddressKey[];
}

export const EMPTY_BOOK: Book = { names: new Map(), watched: [] };

const HEX_KEY = /^0x(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/** The key of an SS58 address, a 0x public key or an EVM address; null when the text is none of them. */
export function addressKey(text: string): AddressKey | null {
  const trimmed = text.trim();
  // Hex as it stands: every table cell asks for its address's name, and a key needs no SS58 work.
  if (HEX_KEY.test(trimmed)) return trimmed.toLowerCase();
  return parseAccount(trimmed)?.hex ?? null;
}

/** Whether `key` is an EVM address's. */
export const isEvmKey = (key: AddressKey) => key.length === 42;

/** A key as people write its address: SS58 for a public key, the EVM address as it is. */
export const addressText = (key: AddressKey): string => (isEvmKey(key) ? key : ss58Encode(key));
