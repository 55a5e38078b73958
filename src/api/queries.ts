// queryOptions factories, one per endpoint, used alike by pages and tests. A query is the API's own parameters as
// strings (exactly what the page's URL holds), so the cache key, the link and the request are one and the same.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { fetchJson } from './client';
import { endpoints, type EndpointName } from './endpoints';

export type ApiQuery = Readonly<Record<string, string>>;

export function apiUrl(name: EndpointName, query: ApiQuery): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${endpoints[name].path}?${search}` : endpoints[name].path;
}

function endpointQuery<S extends z.ZodMiniType>(name: EndpointName, schema: S, query: ApiQuery) {
  return queryOptions({
    queryKey: ['api', name, query] as const,
    queryFn: ({ signal }) => fetchJson(apiUrl(name, query), schema, signal),
  });
}

export const queries = {
  events: (query: ApiQuery) => endpointQuery('events', endpoints.events.response, query),
  accountHistory: (query: ApiQuery) =>
    endpointQuery('accountHistory', endpoints.accountHistory.response, query),
  accountLatest: (query: ApiQuery) => endpointQuery('accountLatest', endpoints.accountLatest.response, query),
  subnetOwners: (query: ApiQuery) => endpointQuery('subnetOwners', endpoints.subnetOwners.response, query),
  deregistrations: (query: ApiQuery) =>
    endpointQuery('deregistrations', endpoints.deregistrations.response, query),
  evmTransactions: (query: ApiQuery) =>
    endpointQuery('evmTransactions', endpoints.evmTransactions.response, query),
  udfHistory: (query: ApiQuery) => endpointQuery('udfHistory', endpoints.udfHistory.response, query),
  poolEvents: (query: ApiQuery) => endpointQuery('poolEvents', endpoints.poolEvents.response, query),
};
