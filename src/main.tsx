import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiError } from './api/client';
import { applyTheme } from './lib/preferences';
import { router } from './router';
import './styles.css';

/**
 * Retries spend the API's quota (about 5 requests a minute on the free tier), so only what can succeed is
 * retried: a 429 after its Retry-After wait (three times), a lost connection or a gateway failure once.
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => {
        if (!(error instanceof ApiError)) return false;
        if (error.status === 429) return failures < 3;
        return failures < 1 && (error.kind === 'network' || (error.status !== null && error.status >= 500));
      },
      retryDelay: (failures, error) =>
        error instanceof ApiError && error.retryAfter !== null
          ? error.retryAfter * 1000
          : 1000 * 2 ** failures,
    },
  },
});

applyTheme();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
