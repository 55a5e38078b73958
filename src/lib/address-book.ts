// A person's private names for addresses, and the accounts they follow: kept in this browser (localStorage) and
// never sent, so no request carries them. A tiny store, as the display preferences' is, so that every address on
// screen follows a change at once, another tab's too. This module reads; the changes, which only the account page
// and the watchlist make, are address-book-edits.ts. The browser keeps the book by its keys, which every list page
// reads without decoding an address or loading the file's reader (the file, for export and import:
// address-book-file.ts).
import { useMemo, useSyncExternalStore } from 'react';
import { addressKey, EMPTY_BOOK, MAX_NAME_LENGTH, type AddressKey, type Book } from './address-key';

export const STORAGE_KEY = 'address-book';

/** What the browser keeps: the names as [key, name] pairs and the followed keys, with the form's version. */
export interface Stored {
  version: 1;
  names: [AddressKey, string][];
  watched: AddressKey[];
}

/** A key as the store writes it: an address's own key, in lower case. */
const isKey = (value: unknown): value is AddressKey =>
  typeof value === 'string' && addressKey(value) === value;
const isName = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.length <= MAX_NAME_LENGTH;

/** The stored book, its entries checked one by one; an empty one where there is none or none this version reads. */
function load(): Book {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Stored>;
    return {
      names: new Map((stored.names ?? []).filter(([key, name]) => isKey(key) && isName(name))),
      watched: [...new Set((stored.watched ?? []).filter(isKey))],
    };
  } catch {
    // Storage may be unavailable (private mode, embedded frames), or hold what no version wrote: that throws here.
    return EMPTY_BOOK;
  }
}

let book = load();
const listeners = new Set<() => void>();

/** Replaces the book this page reads, and tells every reader. */
export function replaceBook(next: Book): void {
  book = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) replaceBook(load());
  });
}

const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));

export function useAddressBook(): Book {
  return useSyncExternalStore(subscribe, () => book);
}

/** The person's name for `address` (in any form the app reads), if they gave it one. */
export function useName(address: string): string | undefined {
  const key = useMemo(() => addressKey(address), [address]);
  return useSyncExternalStore(subscribe, () => (key === null ? undefined : book.names.get(key)));
}

/** The book now, outside React: for the changes, and the tests. */
export const currentBook = (): Book => book;
