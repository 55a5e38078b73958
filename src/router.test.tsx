// @vitest-environment jsdom
// The page of the URL the app opens at is loaded before the first render, so the first render shows the page
// itself: no "Loading…" fallback first, which React would replace no sooner than 300 ms later.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { AppRoutes, preloadPage } from './router';

afterEach(cleanup);

it('renders a preloaded page in its first render, without the loading fallback', async () => {
  const client = new QueryClient();
  await preloadPage(client, new URL('http://app/no/such/page'));
  // A synchronous render: whatever shows now is what the first frame would show.
  act(() => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/no/such/page']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
});
