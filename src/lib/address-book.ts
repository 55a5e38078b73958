// A person's private names for addresses, and the accounts they follow: kept in this browser (localStorage) and
// never sent, so no request carries them. A tiny store, as the display preferences' is, so that every address on
// screen follows a change at once, another tab's too. A name given to an EVM address also shows on the Substrate
// account that holds its balance. The browser keeps the book by its keys, which every list page reads without
// decoding an address or loading the file's reader (the file, for export and import: address-book-file.ts).
import { useMemo, useSyncExternalStore } from 'react';
import { addressKey, EMPTY_BOOK, MAX_NAME_LENGTH, type AddressKey, type Book } from './address-key';
import { evmAccount } from './evm-account';

const STORAGE_KEY = 'address-book';
const listeners = new Set<() => void>();

/** What the browser keeps: the names as [key, name] pairs and the followed keys, with the form's version. */
interface Stored {
  version: 1;
  names: [AddressKey, string][];
  watched: AddressKey[];
}

const KEY = /^0x(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const isKey = (value: unknown): value is AddressKey => typeof value === 'string' && KEY.test(value);
const isName = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= MAX_NAME_LENGTH;

/** The stored book, each entry checked (one that is not a key and a name is left out); empty where there is none. */
function load(): Book {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<
      Record<keyof Stored, unknown>
    >;
    const names = Array.isArray(stored.names) ? (stored.names as unknown[]) : [];
    const watched = Array.isArray(stored.watched) ? (stored.watched as unknown[]) : [];
    return {
      names: new Map(
        names.filter(
          (entry): entry is [AddressKey, string] =>
            Array.isArray(entry) && isKey(entry[0]) && isName(entry[1]),
        ),
      ),
      watched: [...new Set(watched.filter(isKey))],
    };
  } catch {
    // Storage may be unavailable (private mode, embedded frames), or hold what no version wrote.
    return EMPTY_BOOK;
  }
}

/** The named EVM addresses by the Substrate account that holds each one's balance. */
function mirrorsOf(book: Book): ReadonlyMap<AddressKey, AddressKey> {
  const mirrors = new Map<AddressKey, AddressKey>();
  for (const key of book.names.keys()) {
    const evm = evmAccount(key);
    if (evm) mirrors.set(evm.hex, key);
  }
  return mirrors;
}

let book = load();
let mirrors = mirrorsOf(book);

function commit(next: Book, { store = true } = {}): void {
  book = next;
  mirrors = mirrorsOf(next);
  if (store) {
    try {
      const stored: Stored = { version: 1, names: [...next.names], watched: [...next.watched] };
      localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Without storage the change still holds for this visit.
    }
  }
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) commit(load(), { store: false });
  });
}

const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));

/** The name of the address `key` is, or of the EVM address whose balance that account holds. */
function nameOf(key: AddressKey | null): string | undefined {
  if (key === null) return undefined;
  const evm = mirrors.get(key);
  return book.names.get(key) ?? (evm === undefined ? undefined : book.names.get(evm));
}

export function useAddressBook(): Book {
  return useSyncExternalStore(subscribe, () => book);
}

/** The person's name for `address` (in any form the app reads), if they gave it one. */
export function useName(address: string): string | undefined {
  const key = useMemo(() => addressKey(address), [address]);
  return useSyncExternalStore(subscribe, () => nameOf(key));
}

/** The book now, outside React: for tests, and the export. */
export const currentBook = (): Book => book;

/** Names `address` (trimmed, cut to the longest name kept); an empty name removes it. */
export function setName(address: string, name: string): void {
  const key = addressKey(address);
  if (key === null) return;
  const names = new Map(book.names);
  const trimmed = name.trim().slice(0, MAX_NAME_LENGTH);
  if (trimmed === '') names.delete(key);
  else names.set(key, trimmed);
  commit({ ...book, names });
}

export const removeName = (address: string) => setName(address, '');

/** Follows `address`, or stops following it; a newly followed address goes last. */
export function setWatched(address: string, watched: boolean): void {
  const key = addressKey(address);
  if (key === null || book.watched.includes(key) === watched) return;
  commit({
    ...book,
    watched: watched ? [...book.watched, key] : book.watched.filter((other) => other !== key),
  });
}

/** Adds an imported book: its names replace this browser's for the same addresses, its followed ones join. */
export function addBook(added: Book): void {
  commit({
    names: new Map([...book.names, ...added.names]),
    watched: [...new Set([...book.watched, ...added.watched])],
  });
}
