// Revisits paint at once: the answers pages get from the API's endpoints are kept on disk for a day, per build, and
// a page opened again shows its last answer from there while it asks the network; when the network fails, the
// page keeps showing it, dated (StatusView). Loaded once the first page has drawn its data (main.tsx).
//
// TanStack's per-query persister (experimental_createQueryPersister), not persistQueryClient: it reads one query's
// entry when that query is asked, where persistQueryClient restores the whole cache as one value, holding every
// query back until it is read. Its `persisterFn` is not used either: it reads the disk before asking the network,
// so even an empty disk would delay a first visit, and its code would have to load before the first request. Here
// the disk is read beside the request: the network's answer replaces the disk's, whichever comes first.
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { diskStore } from './disk-store';

const DAY_MS = 86_400_000;
/** About 5 MB: a hundred pages of fifty rows, or more. */
const MAX_SIZE = 5_000_000;

interface Options {
  storage: AsyncStorage<PersistedQuery>;
  /** The build: entries another build wrote are dropped, as their answers' shapes may differ. */
  buster: string;
  /** When the gateway served an answer past its freshness (src/api/stale.ts's staleAsOf): such answers are not kept. */
  staleAsOf: (data: unknown) => Date | null;
  maxAge?: number;
}

/**
 * What is kept: pages' questions to the endpoints, `['api', name, query]` (queryKeys.endpoint); not the app's
 * background questions (a fourth part), nor the pool chart's bars (`['api', 'udfHistory', 'chunks' | 'live', …]`).
 * The key's shape is read here rather than through query-keys.ts: importing it would split it out of the chunk
 * every list page loads, into one more file before the rows.
 */
const kept = ({ queryKey: [scope, , query, background] }: Query) =>
  scope === 'api' && typeof query === 'object' && query !== null && background === undefined;

/** Keeps `client`'s answers on disk and restores them to their queries as they are asked. Returns the way to stop. */
export function keepAnswersOnDisk(
  client: QueryClient,
  { storage, buster, staleAsOf, maxAge = DAY_MS }: Options,
): () => void {
  const persister = experimental_createQueryPersister({
    storage,
    buster,
    maxAge,
    // IndexedDB stores values as they are: no JSON, which could not write BigInt amounts anyway.
    serialize: (entry) => entry,
    deserialize: (entry) => entry,
  });
  // Disk is a help, never a failure of the page: a browser that refuses it (private windows may) shows no less.
  const warn = (error: unknown) => {
    console.warn('Answers on disk:', error);
  };
  /** A query with no answer yet gets the kept one, with its age, unless the network answered meanwhile. */
  const restore = (query: Query) =>
    persister
      .retrieveQuery(query.queryHash, ({ state }) => {
        if (query.state.data !== undefined) return;
        query.setState({
          data: state.data,
          dataUpdatedAt: state.dataUpdatedAt,
          // A request that already failed stays failed, so that the page says it shows the disk's answer.
          status: query.state.status === 'error' ? 'error' : 'success',
          // Asked again whatever its age: a page that mounts after the disk answered still asks the network.
          isInvalidated: true,
        });
      })
      .catch(warn);
  /** Only an answer the network gave: never an error, and not one served stale, whose own age would be lost. */
  const persist = (query: Query) => {
    if (query.state.status === 'success' && staleAsOf(query.state.data) === null)
      persister.persistQuery(query).catch(warn);
  };
  const cache = client.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    // react-query types the query of a cache event with `any`; its data is `unknown` here.
    const query = event.query as Query;
    if (!kept(query)) return;
    if (event.type === 'added') void restore(query);
    // A network answer (a manual one is the app's own, or the disk's); written once it is drawn, not during.
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual)
      setTimeout(() => {
        persist(query);
      }, 0);
  });
  // What the app asked before this code loaded.
  for (const query of cache.getAll().filter(kept)) {
    if (query.state.data === undefined) void restore(query);
    else persist(query);
  }
  return unsubscribe;
}

/** In the app's store, IndexedDB, keyed to this build (vite.config.ts). */
export const start = (client: QueryClient, staleAsOf: Options['staleAsOf']) =>
  keepAnswersOnDisk(client, { storage: diskStore(MAX_SIZE), buster: __BUILD_ID__, staleAsOf });
