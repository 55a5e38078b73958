// The embed spends the API key's quota as the app does: a 429 with Retry-After is counted down and asked again
// exactly once, one without it is not asked again by itself, a stale answer says as of when, and the swaps are
// always asked for a block window with both bounds. page.route answers the refusals, page.clock moves time.
import type { Page, Request, Route } from '@playwright/test';
import { swapWindowAt } from '../src/api/chain';
import { chainHead, fulfillError, headWindow, test, windowSearch, expect } from './fixtures';

test.use({ allowConsoleErrors: [/status of 429/] });

const EMBED = '/embed/pools/31?resolution=60&from=1792886400&to=1793491200&trades=1';
const NOW = new Date('2026-11-23T12:00:00Z');

const chart = (page: Page) => page.getByRole('img', { name: "Price of subnet 31's alpha in TAO" });
const swapsTable = (page: Page) => page.locator('table.embed-table');
const isHistory = (url: URL) => url.pathname === '/api/dtao/tradingview/udf/history';

/** Answers the chart's requests with a 429 (with this Retry-After, if any) while `limited()` holds. */
async function limitHistory(page: Page, retryAfter: string | null, limited: () => boolean) {
  const requests = { count: 0 };
  await page.route(isHistory, async (route: Route) => {
    requests.count++;
    if (!limited()) return route.fallback();
    await fulfillError(
      route,
      429,
      'Rate limit exceeded',
      retryAfter === null ? {} : { 'Retry-After': retryAfter },
    );
  });
  return requests;
}

/** The swaps' requests the page makes. */
function swapRequests(page: Page) {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/coingecko/events') seen.push(url);
  });
  return seen;
}

/** The embed with its clock stopped: only the test moves time (nothing here waits on a timer but the retry). */
async function openEmbed(page: Page, path = EMBED) {
  await page.clock.install({ time: NOW });
  await page.clock.pauseAt(new Date(NOW.getTime() + 1_000));
  await page.goto(path);
}

test('the swaps are asked for the grid window of the chart’s last bar, with both bounds', async ({
  page,
  request,
}) => {
  const window = windowSearch(await headWindow(request));
  const asked = swapRequests(page);
  await page.goto(EMBED);
  await expect(swapsTable(page).locator('tbody tr').first()).toBeVisible();
  expect(asked.map((url) => url.search)).toEqual([window]);

  // The newest swap of pool 31 in that window is the table's first row.
  const { events } = await (await request.get(`/api/coingecko/events${window}`)).json();
  const newest = events.filter((event: { pairId: string }) => event.pairId === '0-31').at(-1);
  await expect(swapsTable(page).locator('tbody tr').first().locator('td')).toHaveText([
    new Date(newest.block.blockTimestamp * 1000).toISOString().slice(5, 16).replace('T', ' '),
    newest.asset0In ? 'Buy α' : 'Sell α',
    newest.asset0In ?? newest.asset0Out,
    newest.priceNative,
  ]);
});

test('a past chart’s swaps come from the grid window of its last bar', async ({ page, request }) => {
  const asked = swapRequests(page);
  // 2026-10-01 00:00 to 06:00 UTC, hourly bars.
  const range = { from: 1_790_812_800, to: 1_790_834_400 };
  await page.goto(`/embed/pools/31?resolution=60&from=${range.from}&to=${range.to}&trades=1`);
  await expect(swapsTable(page).locator('tbody tr').first()).toBeVisible();
  expect(asked.map((url) => url.search)).toEqual([
    windowSearch(swapWindowAt(range, await chainHead(request))),
  ]);
  for (const time of await swapsTable(page).locator('tbody tr td:first-child').allTextContents())
    expect(time >= '10-01 00:00' && time < '10-01 06:00', time).toBe(true);
});

test('a 429 with Retry-After is counted down, then asked again exactly once', async ({ page }) => {
  let refused = 0;
  const requests = await limitHistory(page, '5', () => refused++ === 0);
  const asked = swapRequests(page);
  await openEmbed(page);
  const countdown = page.getByRole('status').filter({ hasText: 'Rate limit used up' });
  await expect(countdown).toHaveText('Rate limit used up — retrying in 5 s');
  await page.clock.runFor(4_000);
  await expect(countdown).toHaveText('Rate limit used up — retrying in 1 s');
  expect(requests.count).toBe(1);
  expect(asked).toEqual([]);

  await page.clock.runFor(1_000);
  await expect(chart(page).locator('canvas').first()).toBeAttached();
  await expect(swapsTable(page)).toBeVisible();
  await page.clock.runFor(60_000);
  expect(requests.count).toBe(2);
});

test('a second 429 shows the error with a Retry button, and no swaps are asked meanwhile', async ({
  page,
}) => {
  let limited = true;
  const requests = await limitHistory(page, '5', () => limited);
  const asked = swapRequests(page);
  await openEmbed(page);
  await expect(page.getByRole('status')).toHaveText('Rate limit used up — retrying in 5 s');
  await page.clock.runFor(5_000);
  const error = page.getByRole('alert');
  await expect(error).toHaveText(
    'The chart could not be loadedThe rate limit of the data service is used up. Try again in a moment.Retry',
  );
  await page.clock.runFor(60_000);
  expect(requests.count).toBe(2);
  expect(asked).toEqual([]);

  limited = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(chart(page).locator('canvas').first()).toBeAttached();
  await expect(swapsTable(page)).toBeVisible();
  expect(requests.count).toBe(3);
});

test('a 429 without Retry-After is not asked again by itself', async ({ page }) => {
  const requests = await limitHistory(page, null, () => true);
  await openEmbed(page);
  await expect(page.getByRole('alert')).toContainText('The chart could not be loaded');
  await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.clock.runFor(60_000);
  expect(requests.count).toBe(1);
});

test('a stale answer is shown with the exact time it was fetched', async ({ page }) => {
  await page.route(isHistory, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      status: response.status(),
      contentType: 'application/json',
      headers: { 'X-Stale-As-Of': '2026-11-01T14:02:31Z', Age: '180' },
      body: await response.text(),
    });
  });
  await page.setViewportSize({ width: 600, height: 400 });
  await page.goto(`${EMBED}&theme=light`);
  await expect(page.getByRole('status')).toHaveText(
    'Showing data as of 2026-11-01 14:02:31 UTC: the API is not answering fresh data right now.',
  );
  await expect(swapsTable(page)).toBeVisible();
});
