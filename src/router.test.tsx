// @vitest-environment jsdom
// The page of the URL the app opens at is loaded before the first render, so the first render shows the page
// itself: no "Loading…" fallback first, which React would replace no sooner than 300 ms later.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, MemoryRouter, useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { AppRoutes, CatchUpWithAddress, preloadPage } from './router';
// Loaded up front: the layout imports it once a page has rendered (the tab's title), and a test that ended first
// left that import loading into the test environment's teardown, an error that failed the run.
import './shared/page-summary';

afterEach(cleanup);

it('renders a preloaded page in its first render, without the loading fallback', async () => {
  const client = new QueryClient();
  const first = await preloadPage(client, new URL('http://app/no/such/page'));
  // A synchronous render: whatever shows now is what the first frame would show.
  act(() => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/no/such/page']}>
          <AppRoutes first={first} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
});

it('catches up with a Back pressed while the first render was under way', () => {
  // Back, to a page the router has not heard of, pressed between two slices of the first render: after the router
  // read the address and before it listens. The render goes on and commits the address it read.
  let pressed = false;
  function BackPressedMeanwhile() {
    if (!pressed) {
      pressed = true;
      window.history.pushState(null, '', '/accounts');
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
    return null;
  }
  const Address = () => <p>at {useLocation().pathname}</p>;
  window.history.replaceState(null, '', '/events');
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const renderedAt = window.location.href;
  act(() =>
    startTransition(() =>
      root.render(
        <BrowserRouter>
          <CatchUpWithAddress renderedAt={renderedAt} />
          <Address />
          <BackPressedMeanwhile />
        </BrowserRouter>,
      ),
    ),
  );
  expect(container.textContent).toBe('at /accounts');
  act(() => root.unmount());
  container.remove();
});
