// The app's QueryClient: how its queries spend the API key's quota.
import { QueryClient } from '@tanstack/react-query';
import { retryWait } from './api/retry-policy';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // react-query counts the failures before this one, as retryWait does.
        retry: (failures, error) => retryWait(failures, error) !== null,
        retryDelay: (failures, error) => retryWait(failures, error) ?? 0,
      },
    },
  });
}
