// @vitest-environment jsdom
// A route's path is written once, in its entry: with the pool page moved to /markets/subnets/:netuid and the block
// page to /chain/blocks/:number in a copy of the table, the app, the gateway's frame, its meta, pictures, chart
// preload and oEmbed, and the embed all move with them, and the old paths are no page. Code that compared a path
// string or split a path by position would stay behind.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { chartDataUrl } from '../server/gateway/data-preload';
import { oembed } from '../server/gateway/oembed';
import { ogImagePath, pageMeta } from '../server/gateway/page-meta';
import { pageFrame } from '../server/gateway/page-frame';
import { AppRoutes, preloadPage } from './router';
import { readEmbedParams } from './shared/embed/params';
import { pageSummary } from './shared/page-summary';
import { paths } from './shared/paths';
import { routeFor, ROUTE_TABLE } from './shared/route-table';

vi.mock(import('./shared/route-table'), async (importOriginal) => {
  const module = await importOriginal();
  Object.assign(module.ROUTE_TABLE.pool, { path: '/markets/subnets/:netuid' });
  Object.assign(module.ROUTE_TABLE.block, { path: '/chain/blocks/:number' });
  return module;
});

afterEach(cleanup);

const ORIGIN = 'https://taostats.example';
const NOW = Date.UTC(2026, 10, 28, 12);

it('builds links and reads paths by the renamed entries; the old paths are no page', () => {
  expect(paths.pool(3)).toBe('/markets/subnets/3');
  expect(paths.embedPool(3)).toBe('/embed/markets/subnets/3');
  expect(paths.block(7)).toBe('/chain/blocks/7');
  expect(routeFor('/markets/subnets/3')).toBe(ROUTE_TABLE.pool);
  expect(routeFor('/pools/3')).toBe(ROUTE_TABLE.notFound);
  expect(routeFor('/blocks/7')).toBe(ROUTE_TABLE.notFound);
});

it('draws the block page, its heading and its neighbours, at the renamed path', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const first = await preloadPage(client, new URL('http://app/chain/blocks/9518372'));
  act(() => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/chain/blocks/9518372']}>
          <AppRoutes first={first} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Block 9,518,372' })).toBeTruthy();
  const neighbours = screen.getByRole('navigation', { name: 'Neighbouring blocks' });
  expect([...neighbours.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
    '/chain/blocks/9518371',
    '/chain/blocks/9518373',
  ]);
  // The → key reads the block from the address bar, by the entry.
  window.history.replaceState(null, '', '/chain/blocks/9518372');
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Block 9,518,373' })).toBeTruthy();
});

it("names the pages, in the tab's title and in a shared link's words and picture", () => {
  expect(pageSummary('/markets/subnets/3', new URLSearchParams('range=7d'), NOW).title).toBe(
    'Subnet 3 pool · 1-hour candles · last 7 days',
  );
  expect(pageSummary('/embed/markets/subnets/3', new URLSearchParams(), NOW).title).toMatch(/^Subnet 3 pool/);
  expect(pageSummary('/chain/blocks/5', new URLSearchParams(), NOW).title).toBe('Block 5');
  const meta = pageMeta(new URL(`${ORIGIN}/markets/subnets/3`), ORIGIN, NOW);
  expect(meta).toContain('<meta property="og:title" content="Subnet 3 pool · daily candles · all time" />');
  expect(ogImagePath(new URL(`${ORIGIN}/markets/subnets/3`), NOW)).toMatch(/^\/og\/pools\/3\.png\?/);
  // A subnet page's picture is its pool page's, wherever that is.
  expect(ogImagePath(new URL(`${ORIGIN}/subnets/3`), NOW)).toMatch(/^\/og\/pools\/3\.png\?/);
});

it("writes the pool page's frame, preloads its chart and offers its embed", () => {
  expect(pageFrame('/markets/subnets/3')).toContain('<h1>Pool of subnet 3</h1>');
  expect(pageFrame('/pools/3')).toContain('<p class="muted">Loading…</p>');
  expect(chartDataUrl(new URL(`${ORIGIN}/markets/subnets/3`), NOW / 1000)).toMatch(/[?&]symbol=SUB-3&/);
  expect(chartDataUrl(new URL(`${ORIGIN}/pools/3`), NOW / 1000)).toBeNull();
  expect(readEmbedParams('/embed/markets/subnets/3', new URLSearchParams(), NOW / 1000)?.params.netuid).toBe(
    3,
  );
  expect(readEmbedParams('/embed/pools/3', new URLSearchParams(), NOW / 1000)).toBeNull();
  const answer = oembed(new URLSearchParams({ url: `${ORIGIN}/markets/subnets/3?range=7d` }), ORIGIN);
  expect(answer.status).toBe(200);
  expect(answer.body.html).toContain(`src="${ORIGIN}/embed/markets/subnets/3?range=7d"`);
  expect(oembed(new URLSearchParams({ url: `${ORIGIN}/pools/3` }), ORIGIN).status).toBe(404);
});
