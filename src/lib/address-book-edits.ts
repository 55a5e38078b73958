// The changes a person makes to their address book (src/lib/address-book.ts): naming, following, importing, each
// kept in the browser at once. A module apart from the store, so that the pages that only show names (every list)
// do not load them.
import { currentBook, replaceBook, STORAGE_KEY, type Stored } from './address-book';
import { addressKey, MAX_NAME_LENGTH, type Book } from './address-key';

/** Keeps `next` in the browser, and shows it. */
function commit(next: Book): void {
  try {
    const stored: Stored = { version: 1, names: [...next.names], watched: [...next.watched] };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Without storage the change still holds for this visit.
  }
  replaceBook(next);
}

/** Names `address` (trimmed, cut to the longest name kept); an empty name removes it. */
export function setName(address: string, name: string): void {
  const key = addressKey(address);
  if (key === null) return;
  const book = currentBook();
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
  const book = currentBook();
  if (key === null || book.watched.includes(key) === watched) return;
  commit({
    ...book,
    watched: watched ? [...book.watched, key] : book.watched.filter((other) => other !== key),
  });
}

/** Adds an imported book: its names replace this browser's for the same addresses, its followed ones join. */
export function addBook(added: Book): void {
  const book = currentBook();
  commit({
    names: new Map([...book.names, ...added.names]),
    watched: [...new Set([...book.watched, ...added.watched])],
  });
}
