// The store on disk, over fake-indexeddb (IndexedDB in memory, as the browser's behaves): values kept as they are,
// BigInt included, and the size bound dropping the oldest entries.
import 'fake-indexeddb/auto';
import { createStore, get, keys } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diskStore, INDEX_KEY, overflow, sizeOf, type DiskIndex } from './disk-store';

let databases = 0;
/** A database of its own for each test. */
const newStore = () => createStore(`test-${++databases}`, 'answers');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A value of about `size` characters as JSON. */
const value = (size: number) => ({ text: 'x'.repeat(size - 11) });

describe('diskStore', () => {
  it('keeps a value as it is, BigInt amounts included', async () => {
    const store = newStore();
    const disk = diskStore<unknown>(1_000, store);
    await disk.setItem('a', { amount: 21_000_000_000_000_000n, at: '2026-11-01T12:00:00Z' });
    expect(await disk.getItem('a')).toEqual({ amount: 21_000_000_000_000_000n, at: '2026-11-01T12:00:00Z' });
    expect(await get<DiskIndex>(INDEX_KEY, store)).toEqual({
      a: [sizeOf({ amount: 21_000_000_000_000_000n, at: '2026-11-01T12:00:00Z' }), Date.now()],
    });
  });

  it('drops the oldest entries past its bound, and keeps none larger than the bound alone', async () => {
    const store = newStore();
    const disk = diskStore<unknown>(250, store);
    for (const key of ['a', 'b', 'c']) {
      await disk.setItem(key, value(100));
      vi.advanceTimersByTime(1_000);
    }
    // 300 characters in all: the oldest goes.
    expect((await keys(store)).sort()).toEqual(['b', 'c', INDEX_KEY]);
    // Written again, b is now the newest, and c the oldest.
    await disk.setItem('b', value(100));
    await disk.setItem('d', value(100));
    expect((await keys(store)).sort()).toEqual(['b', 'd', INDEX_KEY]);

    await disk.setItem('b', value(300));
    expect(await disk.getItem('b')).toBeUndefined();
    expect(Object.keys((await get<DiskIndex>(INDEX_KEY, store)) ?? {})).toEqual(['d']);
  });

  it('removes an entry and its place in the index', async () => {
    const store = newStore();
    const disk = diskStore<unknown>(1_000, store);
    await disk.setItem('a', value(100));
    await disk.removeItem('a');
    expect(await disk.getItem('a')).toBeUndefined();
    expect(await get<DiskIndex>(INDEX_KEY, store)).toEqual({});
  });
});

describe('overflow', () => {
  it('names the oldest entries until the rest fit', () => {
    const index = new Map<string, DiskIndex[string]>([
      ['new', [50, 3]],
      ['old', [50, 1]],
      ['middle', [50, 2]],
    ]);
    expect(overflow(index, 150)).toEqual([]);
    expect(overflow(index, 100)).toEqual(['old']);
    expect(overflow(index, 49)).toEqual(['old', 'middle', 'new']);
  });
});
