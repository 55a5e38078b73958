// The app's QueryClient: how its queries spend the API key's quota and keep stale answers marked.
import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { retryWait } from './api/retry-policy';
import { staleAsOf } from './api/stale';

/**
 * react-query's structural sharing, minding the stale mark: it rebuilds answers from their string keys, so a
 * stale answer equal to a fresh one would keep the fresh object (hiding the notice), and a changed one would lose
 * its mark. Only two unmarked answers share structure.
 */
export function shareStructure(previous: unknown, next: unknown): unknown {
  return staleAsOf(previous) === null && staleAsOf(next) === null ? replaceEqualDeep(previous, next) : next;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // react-query counts the failures before this one, as retryWait does.
        retry: (failures, error) => retryWait(failures, error) !== null,
        retryDelay: (failures, error) => retryWait(failures, error) ?? 0,
        structuralSharing: shareStructure,
      },
    },
  });
}
