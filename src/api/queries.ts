// queryOptions factories, one per endpoint, used alike by pages and tests. A query is the API's own parameters as
// strings (exactly what the page's URL holds), so the cache key, the link and the request are one and the same.
// List answers are read field by field (`paginatedRows`): a missing or odd field costs its cell, not the page.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { fetchJson } from './client';
import { endpoints, type EndpointName } from './endpoints';
import { account, chainEvent, deregistration, evmTransaction, paginatedRows, subnetOwner } from './schemas';

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

const events = paginatedRows(chainEvent);
const accounts = paginatedRows(account);
const subnetOwners = paginatedRows(subnetOwner);
const deregistrations = paginatedRows(deregistration);
const evmTransactions = paginatedRows(evmTransaction);

export const queries = {
  events: (query: ApiQuery) => endpointQuery('events', events, query),
  accountHistory: (query: ApiQuery) => endpointQuery('accountHistory', accounts, query),
  accountLatest: (query: ApiQuery) => endpointQuery('accountLatest', accounts, query),
  subnetOwners: (query: ApiQuery) => endpointQuery('subnetOwners', subnetOwners, query),
  deregistrations: (query: ApiQuery) => endpointQuery('deregistrations', deregistrations, query),
  evmTransactions: (query: ApiQuery) => endpointQuery('evmTransactions', evmTransactions, query),
  udfHistory: (query: ApiQuery) => endpointQuery('udfHistory', endpoints.udfHistory.response, query),
  poolEvents: (query: ApiQuery) => endpointQuery('poolEvents', endpoints.poolEvents.response, query),
};
