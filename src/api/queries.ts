// queryOptions factories, one per endpoint, used alike by pages and tests. A query is the API's own parameters as
// strings (exactly what the page's URL holds), so the cache key, the link and the request are one and the same.
// List answers are read field by field (`paginatedRows`): a missing or odd field costs its cell, not the page.
// The real service declares a 404 "not found" on every endpoint: whichever endpoint sends it, it means that nothing
// matched, and the query answers empty.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { ApiError, fetchJson } from './client';
import { queryKeys } from './query-keys';
import {
  apiUrl,
  endpoints,
  type ApiQuery,
  type EndpointName,
  type ListEndpointName,
  type ListRow,
} from './endpoints';

export type { ApiQuery };
import { emptyPage } from './pagination';
import { DEFAULT_LIMIT, paginatedRows, type FieldProblem, type Pagination } from './schemas';

/** The answer `query` gets when nothing matches. */
type Empty<S extends z.ZodMiniType> = (query: ApiQuery) => z.output<S>;

export function endpointQuery<S extends z.ZodMiniType>(
  name: EndpointName,
  schema: S,
  empty: Empty<S>,
  query: ApiQuery,
  /** Asked by the app itself, nobody waiting (client.ts): a query of its own, with its own schema. */
  background?: true,
) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the schema and the empty answer follow from `name`
  return queryOptions({
    queryKey: queryKeys.endpoint(name, query, background),
    queryFn: ({ signal }) =>
      fetchJson(apiUrl(name, query), schema, signal, background).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return empty(query);
        throw error;
      }),
  });
}

/** No rows: page `page` of nothing. */
export const noRows = (query: ApiQuery) => ({
  ...emptyPage(Number(query.page ?? 1), Number(query.limit ?? DEFAULT_LIMIT)),
  problems: [],
});

/** A page of a list as the app reads it: the records, and the fields they lacked or had wrong. */
export interface ListAnswer<N extends ListEndpointName> {
  pagination: Pagination;
  data: ListRow<N>[];
  problems: FieldProblem[];
}

/** Each list's reader, made at its first use. */
const readers = new Map<ListEndpointName, z.ZodMiniType>();

/** A page of `name`'s list, its records read field by field; a 404 is no rows. */
export function listQuery<N extends ListEndpointName>(name: N, query: ApiQuery) {
  let reader = readers.get(name);
  if (!reader) readers.set(name, (reader = paginatedRows(endpoints[name].records)));
  // The reader is paginatedRows of this endpoint's record contract, whose output ListAnswer<N> names.
  return endpointQuery(name, reader as z.ZodMiniType<ListAnswer<N>>, noRows, query);
}
