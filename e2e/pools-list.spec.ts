// The pools list as a person uses it: prices, changes and sparklines load for the cards in view (one background
// request each, counted here), sort and search through the URL, and cards the quota refused say so and load later.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { dayWindow } from '../src/routes/pools/day-price';
import { dayHistoryUrl } from '../src/routes/pools/price-query';
import { expect, test } from './fixtures';

/** Cards load a few dozen requests at once: on a busy machine that takes longer than one expect's default. */
const LOADED = { timeout: 30_000 };

// The demo data's head: its last day has trades.
const NOW = new Date('2026-11-01T00:00:00Z');
const window = dayWindow(NOW.getTime() / 1000);

const card = (page: Page, netuid: number) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Subnet ${netuid}`, exact: true }) });

/** The subnets whose day the page asked for, in order, and how many of those requests have been answered. */
function dayRequests(page: Page) {
  const asked: number[] = [];
  const answered = { count: 0 };
  const isDay = (request: Request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith('/udf/history') && url.searchParams.has('countback');
  };
  page.on('request', (request: Request) => {
    if (isDay(request)) asked.push(Number(new URL(request.url()).searchParams.get('symbol')?.slice(4)));
  });
  page.on('requestfinished', (request: Request) => {
    if (isDay(request)) answered.count++;
  });
  return Object.assign(asked, { answered });
}

/** The price and 24-hour change a card should show, read from the API's own answer. */
async function expectedDay(request: APIRequestContext, netuid: number) {
  const answer = await (await request.get(dayHistoryUrl(netuid, window))).json();
  const bars = (answer.t as number[]).map((t, i) => ({ t, c: answer.c[i] as number }));
  const last = bars.at(-1)?.c as number;
  const base = bars.filter((bar) => bar.t < window.start).at(-1)?.c as number;
  const change = (last / base - 1) * 100;
  return {
    last,
    price: last.toLocaleString('en-US', { maximumSignificantDigits: 5 }),
    change: `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change).toFixed(2)} %`,
  };
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('loads prices for the cards in view, and for more as the list scrolls', async ({ page, request }) => {
  const asked = dayRequests(page);
  await page.goto('/pools');
  const expected = await expectedDay(request, 19);
  await expect(card(page, 19).getByText(`${expected.price} τ`)).toBeVisible(LOADED);
  await expect(card(page, 19).getByText(`${expected.change} 24 h`)).toBeVisible();
  await expect(card(page, 19).getByText(`${expected.price} τ`)).toHaveAttribute(
    'title',
    new RegExp(`^${expected.last} τ per α`),
  );
  await expect(
    card(page, 19).getByRole('img', { name: /^Price over the 24 hours to 2026-10-31 23:00 UTC/ }),
  ).toBeVisible();

  // Only the cards on screen asked: each of them is in view, and far fewer than the 128. Every answer is in
  // before the list scrolls: a card scrolled away while its request is on its way drops it, and asks again.
  await expect.poll(() => asked.answered.count).toBe(asked.length);
  const first = [...asked];
  expect(first.length).toBeGreaterThan(5);
  expect(first.length).toBeLessThan(60);
  expect(new Set(first).size).toBe(first.length);
  for (const netuid of first) await expect(card(page, netuid)).toBeInViewport({ ratio: 0.01 });
  expect(first).not.toContain(100);

  await card(page, 100).scrollIntoViewIfNeeded();
  const hundred = await expectedDay(request, 100);
  await expect(card(page, 100).getByText(`${hundred.price} τ`)).toBeVisible(LOADED);
  expect(asked).toContain(100);
  // The cards between were never in view: they asked nothing.
  expect(asked).not.toContain(70);
  // Scrolling back asks nothing again: no card asks twice. (Cards that come into view for the first time, next to
  // card 19 where the scroll leaves it, ask for theirs.)
  await card(page, 19).scrollIntoViewIfNeeded();
  await expect(card(page, 19).getByText(`${expected.price} τ`)).toBeVisible();
  await expect.poll(() => asked.answered.count).toBe(asked.length);
  expect(asked.filter((netuid, index) => asked.indexOf(netuid) !== index)).toEqual([]);
});

test('sorts by 24-hour change among the loaded prices, in the URL', async ({ page }) => {
  await page.goto('/pools');
  await expect(card(page, 1).getByText(/ τ$/)).toBeVisible(LOADED);
  await page.getByLabel('Sort by').selectOption({ label: '24 h change, highest first' });
  await expect(page).toHaveURL(/\/pools\?order=change_desc$/);
  await expect(page.getByText(/Sorted by 24 h change among the \d+ whose prices are loaded/)).toBeVisible();
  const changes = (await page.locator('.pool-change').allTextContents())
    .map((text) => text.replace(' 24 h', '').replace('−', '-').replace('±', '').replace(' %', ''))
    .map(Number);
  expect(changes.length).toBeGreaterThan(3);
  expect(changes).toEqual(changes.toSorted((a, b) => b - a));
  expect(changes[0]).toBeGreaterThan(0);

  // The link reopens the same order.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('change_desc');
});

test('searches by subnet number, subnet name and owner, in the URL', async ({ page, request }) => {
  await page.goto('/pools');
  const search = page.getByLabel('Search subnets');
  await search.fill('19');
  await expect(page).toHaveURL(/\/pools\?q=19$/);
  await expect(page.getByRole('link', { name: /^Subnet \d+$/ })).toHaveCount(1);
  await expect(card(page, 19)).toBeVisible();
  await expect(page.getByText('1 of 128 pools match “19”.')).toBeVisible();

  await search.fill('subnet 7');
  await expect(page.getByRole('link', { name: /^Subnet \d+$/ })).toHaveCount(1);
  await expect(card(page, 7)).toBeVisible();

  const owners = await (await request.get('/api/subnet/owner/v1?netuid=42&limit=1')).json();
  const owner = owners.data[0].owner.ss58 as string;
  await search.fill(owner.slice(0, 12));
  await expect(card(page, 42)).toBeVisible();
  await expect(page).toHaveURL(`/pools?q=${owner.slice(0, 12)}`);

  await search.fill('no such pool');
  await expect(page.getByText('No pool matches “no such pool”.')).toBeVisible();
});

test.describe('when the quota refuses', () => {
  test.use({ allowConsoleErrors: [/status of 429/] });
  test('cards say their price is not loaded, ask nothing until the gate reopens, then load', async ({
    page,
  }) => {
    await page.clock.install({ time: NOW });
    const asked: string[] = [];
    let refuse = true;
    await page.route(
      (url) => url.pathname.endsWith('/udf/history') && url.searchParams.has('countback'),
      async (route) => {
        asked.push(route.request().headers()['x-prefetch'] ?? 'visible');
        if (!refuse) return route.fallback();
        await route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'Retry-After': '30' },
          body: JSON.stringify({ message: 'The API key’s budget is spent' }),
        });
      },
    );
    await page.goto('/pools');
    const note = card(page, 3).getByText('Price not loaded yet (the API’s quota) — open the pool');
    await expect(note).toBeVisible(LOADED);
    await expect(card(page, 3).getByRole('link', { name: 'open the pool' })).toHaveAttribute(
      'href',
      '/pools/3',
    );
    await expect(page.getByText('Some prices wait for the API key’s quota and load later.')).toBeVisible();
    expect(new Set(asked)).toEqual(new Set(['1']));
    const refused = asked.length;

    // Not asked again while the gate is closed, however long the page waits within it.
    await page.clock.runFor(20_000);
    expect(asked.length).toBe(refused);

    refuse = false;
    await page.clock.runFor(11_000);
    await expect(card(page, 3).getByText(/ τ$/)).toBeVisible(LOADED);
    expect(asked.length).toBe(2 * refused);
  });
});
