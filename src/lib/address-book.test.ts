// @vitest-environment jsdom
// The address book's store and its changes: names by key whatever form the address came in, removal, following, what the browser
// keeps (and what it makes of storage it cannot read), and the file's round trip into a fresh browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookFile, writeBookFile } from './address-book-file';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_HEX = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const EVM = '0xabcdefabcdef0000000000000000000000000001';

/** The store as a page that has just loaded finds it: a fresh module over what the browser keeps now. */
async function freshStore() {
  vi.resetModules();
  return { ...(await import('./address-book')), ...(await import('./address-book-edits')) };
}

/** The name a cell shows for `address`, read as the hook reads it. */
async function nameOf(store: Awaited<ReturnType<typeof freshStore>>, address: string) {
  const { renderHook } = await import('@testing-library/react');
  return renderHook(() => store.useName(address)).result.current;
}

beforeEach(() => localStorage.clear());
afterEach(async () => (await import('@testing-library/react')).cleanup());

describe('the address book', () => {
  it('names an account given as SS58 for its hex key too, and the other way round', async () => {
    const store = await freshStore();
    store.setName(ALICE, '  Alice  ');
    expect(await nameOf(store, ALICE)).toBe('Alice');
    expect(await nameOf(store, ALICE_HEX)).toBe('Alice');
    expect(await nameOf(store, ALICE_HEX.toUpperCase().replace('0X', '0x'))).toBe('Alice');
    store.setName(ALICE_HEX, 'Alice 2');
    expect(await nameOf(store, ALICE)).toBe('Alice 2');
    expect(store.currentBook().names.size).toBe(1);
    expect(await nameOf(store, BOB)).toBeUndefined();
  });

  it('removes a name, and an empty name is no name', async () => {
    const store = await freshStore();
    store.setName(ALICE, 'Alice');
    store.setName(BOB, 'Bob');
    store.removeName(ALICE_HEX);
    expect(await nameOf(store, ALICE)).toBeUndefined();
    store.setName(BOB, '   ');
    expect(store.currentBook().names.size).toBe(0);
  });

  it('cuts a name to 64 characters, and takes names that are an object’s own members as plain text', async () => {
    const store = await freshStore();
    store.setName(ALICE, 'x'.repeat(80));
    expect(await nameOf(store, ALICE)).toBe('x'.repeat(64));
    store.setName(ALICE, '__proto__');
    store.setName(BOB, 'constructor');
    expect(await nameOf(store, ALICE)).toBe('__proto__');
    expect(await nameOf(store, BOB)).toBe('constructor');
    expect(await nameOf(store, '__proto__')).toBeUndefined();
  });

  it('follows an address once, in the order followed, and stops following it', async () => {
    const store = await freshStore();
    store.setWatched(ALICE, true);
    store.setWatched(EVM, true);
    store.setWatched(ALICE_HEX, true);
    expect(store.currentBook().watched).toEqual([ALICE_HEX, EVM]);
    store.setWatched(ALICE, false);
    expect(store.currentBook().watched).toEqual([EVM]);
    store.setWatched('not an address', true);
    expect(store.currentBook().watched).toEqual([EVM]);
  });

  it('keeps the book in the browser for the next visit', async () => {
    const first = await freshStore();
    first.setName(ALICE, 'Alice');
    first.setWatched(BOB, true);
    const next = await freshStore();
    expect(await nameOf(next, ALICE_HEX)).toBe('Alice');
    expect(next.currentBook().watched).toEqual(first.currentBook().watched);
  });

  it('reads of stored entries only those that are a key and a name; unreadable storage is an empty book', async () => {
    localStorage.setItem(
      'address-book',
      JSON.stringify({
        version: 1,
        names: [
          [ALICE_HEX, 'Alice'],
          ['__proto__', 'x'],
          [ALICE, 'not a key'],
          [EVM, ''],
          [EVM, 7],
        ],
        watched: [EVM, 'Bob', EVM],
      }),
    );
    const store = await freshStore();
    expect(store.currentBook()).toEqual({ names: new Map([[ALICE_HEX, 'Alice']]), watched: [EVM] });
    localStorage.setItem('address-book', '{not json');
    expect((await freshStore()).currentBook()).toEqual({ names: new Map(), watched: [] });
  });

  it('follows a change made in another tab', async () => {
    const store = await freshStore();
    localStorage.setItem(
      'address-book',
      JSON.stringify({ version: 1, names: [[ALICE_HEX, 'Alice']], watched: [] }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'address-book' }));
    expect(await nameOf(store, ALICE)).toBe('Alice');
  });

  it('exports to a file that a fresh browser imports back, adding to what it holds', async () => {
    const first = await freshStore();
    first.setName(ALICE, 'Alice');
    first.setName(EVM, 'Vault');
    first.setWatched(EVM, true);
    const file = writeBookFile(first.currentBook());

    localStorage.clear();
    const fresh = await freshStore();
    fresh.setName(BOB, 'Bob');
    fresh.setName(ALICE, 'Old Alice');
    const read = readBookFile(file);
    if (!read.ok) throw new Error(read.message);
    fresh.addBook(read.book);
    expect(await nameOf(fresh, ALICE)).toBe('Alice');
    expect(await nameOf(fresh, BOB)).toBe('Bob');
    expect(await nameOf(fresh, EVM)).toBe('Vault');
    expect(fresh.currentBook().watched).toEqual([EVM]);
  });
});
