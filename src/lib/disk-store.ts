// The store on disk that answers-on-disk.ts keeps answers in: IndexedDB through idb-keyval, bounded in size. Values
// are stored as they are (IndexedDB clones them, BigInt amounts included, which JSON could not write), and an index
// under one key holds each entry's size and when it was written, so that the bound drops the oldest entries without
// reading them. Each write changes its entry and the index in one transaction: the two never disagree.
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import { createStore, get, promisifyRequest, type UseStore } from 'idb-keyval';

/** Each entry's size (characters of its JSON) and when it was written, by key. */
export type DiskIndex = Record<string, [size: number, writtenAt: number]>;

export const INDEX_KEY = 'index';

/** The keys to drop, oldest first, for the rest to fit in `maxSize`. */
export function overflow(index: ReadonlyMap<string, DiskIndex[string]>, maxSize: number): string[] {
  let total = [...index.values()].reduce((sum, [size]) => sum + size, 0);
  const dropped: string[] = [];
  for (const [key, [size]] of [...index].sort((a, b) => a[1][1] - b[1][1])) {
    if (total <= maxSize) break;
    total -= size;
    dropped.push(key);
  }
  return dropped;
}

/** A value's size as JSON writes it, amounts as their digits: near enough to what it takes on disk. */
export const sizeOf = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)).length;

/**
 * Writes `value` under `key` (undefined: deletes it) and drops the oldest entries past `maxSize`; a value larger
 * than the bound alone is not kept (and its older answer is dropped, as it is no longer what was seen).
 */
function write(store: UseStore, key: string, value: unknown, maxSize: number): Promise<void> {
  const size = value === undefined ? 0 : sizeOf(value);
  return store('readwrite', (objects) => {
    const read = objects.get(INDEX_KEY);
    // Callbacks, not promises: a transaction stays open only while its requests' own callbacks run.
    read.onsuccess = () => {
      const index = new Map(Object.entries((read.result as DiskIndex | undefined) ?? {}));
      index.delete(key);
      objects.delete(key);
      if (value !== undefined && size <= maxSize) {
        index.set(key, [size, Date.now()]);
        objects.put(value, key);
      }
      for (const dropped of overflow(index, maxSize)) {
        index.delete(dropped);
        objects.delete(dropped);
      }
      objects.put(Object.fromEntries(index), INDEX_KEY);
    };
    return promisifyRequest(objects.transaction);
  });
}

/** A store for TanStack's query persister, at most `maxSize` characters of JSON in all. */
export function diskStore<T>(maxSize: number, store = createStore('dashboard', 'answers')): AsyncStorage<T> {
  return {
    getItem: (key) => get<T>(key, store),
    setItem: (key, value) => write(store, key, value, maxSize),
    removeItem: (key) => write(store, key, undefined, maxSize),
  };
}
