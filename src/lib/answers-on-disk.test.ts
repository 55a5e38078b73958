// Answers kept on disk, over an in-memory store: what is written (network answers only), what is read back (this
// build's, within a day), and how a restored answer meets the request asked beside it.
import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { markStale, staleAsOf } from '../api/stale';
import { keepAnswersOnDisk } from './answers-on-disk';

const EVENTS = queryKeys.endpoint('events', { limit: '50' });
const ANSWER = { data: [{ id: '9518396-0004', amount: 12n }] };
const offline = () => new ApiError('network', null, '/api/event/v1', 'The server could not be reached.');

function memoryStorage(): AsyncStorage<PersistedQuery> & { kept: Map<string, PersistedQuery> } {
  const entries = new Map<string, PersistedQuery>();
  return {
    kept: entries,
    getItem: (key) => entries.get(key),
    setItem: (key, value) => entries.set(key, structuredClone(value)),
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const stops: (() => void)[] = [];
function client(storage: AsyncStorage<PersistedQuery>, buster = 'build-1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stops.push(keepAnswersOnDisk(queryClient, { storage, buster, staleAsOf }));
  return queryClient;
}
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Asks `key` the way a page does: an observer, whose request answers when the test says. */
function ask(queryClient: QueryClient, key: QueryKey) {
  let answer!: (data: unknown) => void;
  let fail!: (error: unknown) => void;
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  });
  stops.push(observer.subscribe(() => undefined));
  return { observer, answer: (data: unknown) => answer(data), fail: (error: unknown) => fail(error) };
}

/** A first visit: the network's answer, written to `storage` once drawn. */
async function visit(
  storage: ReturnType<typeof memoryStorage>,
  data: unknown = ANSWER,
  key: QueryKey = EVENTS,
) {
  const first = client(storage);
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- one question, answered as each test needs
  await first.query({ queryKey: key, queryFn: () => data });
  await vi.waitFor(() => {
    expect(storage.kept.size).toBe(1);
  });
  return first.getQueryState(key)?.dataUpdatedAt;
}

describe('keepAnswersOnDisk', () => {
  it('shows the answer kept on disk while the request is out, with the time it was fetched', async () => {
    const storage = memoryStorage();
    const fetchedAt = await visit(storage);

    const { observer, answer } = ask(client(storage), EVENTS);
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toEqual(ANSWER);
    });
    expect(observer.getCurrentResult()).toMatchObject({ dataUpdatedAt: fetchedAt, isFetching: true });

    // The network's answer replaces it.
    answer({ data: [] });
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toEqual({ data: [] });
    });
  });

  it('still asks the network when a page mounts after the disk answered, however young its answer', async () => {
    const storage = memoryStorage();
    await visit(storage);
    const later = client(storage);
    later.setDefaultOptions({ queries: { staleTime: 30_000 } });
    later.getQueryCache().build(later, { queryKey: EVENTS });
    await vi.waitFor(() => {
      expect(later.getQueryData(EVENTS)).toEqual(ANSWER);
    });

    const { observer, answer } = ask(later, EVENTS);
    expect(observer.getCurrentResult()).toMatchObject({ data: ANSWER, isFetching: true });
    answer({ data: [] });
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toEqual({ data: [] });
    });
  });

  it('keeps showing it, failed, when the network fails', async () => {
    const storage = memoryStorage();
    const fetchedAt = await visit(storage);

    const { observer, fail } = ask(client(storage), EVENTS);
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toEqual(ANSWER);
    });
    fail(offline());
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().isError).toBe(true);
    });
    expect(observer.getCurrentResult()).toMatchObject({ data: ANSWER, dataUpdatedAt: fetchedAt });
  });

  it('leaves a failure failed when the disk answers after it', async () => {
    const storage = memoryStorage();
    await visit(storage);
    let read!: () => void;
    const slow = {
      ...storage,
      getItem: (key: string) =>
        new Promise<void>((resolve) => (read = resolve)).then(() => storage.getItem(key)),
    };

    const { observer, fail } = ask(client(slow), EVENTS);
    fail(offline());
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().isError).toBe(true);
    });
    read();
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toEqual(ANSWER);
    });
    expect(observer.getCurrentResult().isError).toBe(true);
  });

  it('never puts the disk over an answer the network gave first', async () => {
    const storage = memoryStorage();
    await visit(storage);
    let read!: () => void;
    const slow = {
      ...storage,
      getItem: (key: string) =>
        new Promise<void>((resolve) => (read = resolve)).then(() => storage.getItem(key)),
    };

    const { observer, answer } = ask(client(slow), EVENTS);
    answer({ data: [] });
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toEqual({ data: [] });
    });
    read();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(observer.getCurrentResult().data).toEqual({ data: [] });
  });

  it('never writes an error, nor an answer served stale', async () => {
    const storage = memoryStorage();
    const queryClient = client(storage);
    await expect(
      queryClient.query({ queryKey: EVENTS, queryFn: () => Promise.reject(offline()) }),
    ).rejects.toThrow(ApiError);
    const stale = markStale({ data: [] }, new Headers({ 'X-Stale-As-Of': '2026-11-01T14:02:31Z' }));
    await queryClient.query({ queryKey: queryKeys.endpoint('deregistrations', {}), queryFn: () => stale });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.kept.size).toBe(0);
  });

  it('keeps only pages’ questions to the endpoints, not background ones nor the chart’s bars', async () => {
    const storage = memoryStorage();
    const queryClient = client(storage);
    const window = { netuid: 1, resolution: '60' as const, from: 0, to: 3_600 };
    for (const queryKey of [
      queryKeys.endpoint('events', { limit: '1' }, true),
      queryKeys.poolHistory(window),
      queryKeys.market(),
    ])
      await queryClient.query({ queryKey, queryFn: () => ANSWER });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.kept.size).toBe(0);
  });

  it("ignores another build's answers, and drops them", async () => {
    const storage = memoryStorage();
    await visit(storage);

    const later = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stops.push(keepAnswersOnDisk(later, { storage, buster: 'build-2', staleAsOf }));
    const { observer } = ask(later, EVENTS);
    await vi.waitFor(() => {
      expect(storage.kept.size).toBe(0);
    });
    expect(observer.getCurrentResult().data).toBeUndefined();
  });

  it('ignores an answer older than a day', async () => {
    const storage = memoryStorage();
    await visit(storage);
    const entry = [...storage.kept.values()][0] as PersistedQuery;
    entry.state.dataUpdatedAt -= 86_400_001;

    const { observer } = ask(client(storage), EVENTS);
    await vi.waitFor(() => {
      expect(storage.kept.size).toBe(0);
    });
    expect(observer.getCurrentResult().data).toBeUndefined();
  });
});
