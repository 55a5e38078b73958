// The watchlist: one click on an account page adds the account, with its newest balances and their change over a
// day and a week from its history; each account's history is asked once, the portfolio's first 50 at once and a row
// beyond them once it is shown (counted at the gateway of a server of this file's own, as the upstream calls it
// makes); an answer the gateway serves past its freshness says as of when; a spent budget costs the rows it cannot
// ask, not the page. The portfolio's week of trades: portfolio.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { cellOf, expect, test, withoutLiveStream } from './fixtures';
import { startServer, type TestServer } from './server';
import { formatAmount, formatChange } from '../src/shared/numbers/amounts';

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';

const table = (page: Page) => page.getByRole('table', { name: 'Watched accounts' });
const rows = (page: Page) => table(page).locator('tbody tr');
const HISTORY_PATH = '/api/account/history/v1';
/** An account's daily snapshots, newest first: the request its row makes. */
const history = async (request: APIRequestContext, address: string) =>
  (await (await request.get(`${HISTORY_PATH}?address=${address}&limit=200`)).json()).data as {
    balance_free: string;
    balance_staked: string;
    balance_total: string;
  }[];
const tao = (rao: string) => `${formatAmount(rao)} τ`;

/** The newest balances' accounts, as many as asked, from the shared server (which this file's servers do not count). */
async function accounts(request: APIRequestContext, count: number): Promise<string[]> {
  const answer = await (await request.get(`/api/account/latest/v1?limit=${count}`)).json();
  return (answer.data as { address: { ss58: string } }[]).map((record) => record.address.ss58);
}

/** Follows `addresses` by importing an address book file of them, as a person would bring one. */
async function importWatchlist(page: Page, addresses: string[]) {
  await page.getByLabel('Import from a file').setInputFiles({
    name: 'watchlist.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'bittensor-dashboard-address-book',
        version: 1,
        names: [],
        watchlist: addresses,
      }),
    ),
  });
  await expect(rows(page)).toHaveCount(Math.min(addresses.length, 50));
}

/** The rows that asked for their balances (and have them): none still waiting to be shown, none loading. */
const asked = (page: Page) => rows(page).filter({ hasNot: page.getByText(/^(Loads when shown|Loading…)/) });

test('watching from the account page adds its row, with its balances and their 24 h and 7 d changes from its history', async ({
  page,
  request,
}) => {
  // Daily snapshots: the day before is the next one, the week before the eighth.
  const [record, dayAgo, , , , , , weekAgo] = await history(request, WHALE);
  if (!record || !dayAgo || !weekAgo) throw new Error('the whale has no week of history');
  await page.goto(`/accounts/${WHALE}`);
  const watch = page.getByRole('button', { name: 'Watch', exact: true });
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watchlist' }).click();
  await expect(page).toHaveURL('/watchlist');

  const change = (before: string, period: string) => {
    const { amount, percent } = formatChange(record.balance_total, before);
    return `${amount} τ${percent === null ? '' : ` (${percent})`} ${period}`;
  };
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('td')).toHaveText([
    'no name',
    `${WHALE.slice(0, 6)}…${WHALE.slice(-4)}`,
    tao(record.balance_free),
    tao(record.balance_staked),
    tao(record.balance_total),
    change(dayAgo.balance_total, '24 h'),
    change(weekAgo.balance_total, '7 d'),
    'Alert',
    'Unwatch',
  ]);

  await page.getByRole('button', { name: `Unwatch ${WHALE}` }).click();
  await expect(page.getByText('You follow no accounts yet.')).toBeVisible();
  await page.goto(`/accounts/${WHALE}`);
  await expect(page.getByRole('button', { name: 'Watch', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('an answer served past its freshness says as of when it was fetched', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-01T14:05:31Z'));
  // The gateway's own answer, marked as it marks the last good one when it cannot get a fresh one.
  await page.route(
    (url) => url.pathname === HISTORY_PATH,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'x-stale-as-of': '2026-11-01T14:02:31Z', age: '180' },
      });
    },
  );
  await page.goto('/watchlist');
  await importWatchlist(page, [WHALE]);
  const total = await cellOf(table(page), rows(page).first(), 'Total');
  await expect(total.locator('.as-of')).toHaveText('as of 2026-11-01 14:02:31 UTC (3 min. ago)');
  await page.getByLabel('Times').selectOption('utc');
  await expect(total.locator('.as-of')).toHaveText('as of 2026-11-01 14:02:31 UTC');
});

test.describe('on a server of its own', () => {
  let server: TestServer;
  // These count the upstream requests the rows make: the live stream's poller, which reads the chain while a tab
  // listens, is left out (what it costs: npm run bench:live).
  test.beforeEach(({ page }) => withoutLiveStream(page));
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(() => server.stop());

  test("asks each account's history once: the portfolio's first 50 at once, a row beyond them once shown", async ({
    page,
    request,
  }) => {
    const watched = await accounts(request, 60);
    const asks: string[] = [];
    page.on('request', (made) => {
      if (new URL(made.url()).pathname === HISTORY_PATH) asks.push(made.url());
    });
    await page.goto(`${server.url}/watchlist`);
    const before = server.upstreamCalls(HISTORY_PATH);
    /** `shown` rows of this page have their balances; with the pages before, `total` requests and upstream calls. */
    const expectAsked = async (shown: number, total: number) => {
      // Fifty histories at once, beside a cold market filling its week: a while on a busy machine.
      await expect(asked(page)).toHaveCount(shown, { timeout: 30_000 });
      await expect.poll(() => asks.length).toBe(total);
      await expect.poll(() => server.upstreamCalls(HISTORY_PATH) - before).toBe(total);
    };
    await importWatchlist(page, watched);
    // The portfolio adds up the first 50: their rows, on screen or not, have their balances.
    await expectAsked(50, 50);
    await expect(
      page.getByText('The newest daily snapshots of 50 of 50 accounts (the first 50 followed).'),
    ).toBeVisible();

    // The rows beyond: asked once shown, never twice.
    await page.getByRole('button', { name: 'Next ›' }).click();
    await expect(page).toHaveURL(/\/watchlist\?page=2$/);
    await expect(rows(page)).toHaveCount(10);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectAsked(10, 60);
    await page.getByRole('button', { name: '‹ Previous' }).click();
    await expectAsked(50, 60);
  });
});

test.describe('with the budget spent', () => {
  test.use({ allowConsoleErrors: [/status of 429/] });
  let server: TestServer;
  // These count the upstream requests the rows make: the live stream's poller, which reads the chain while a tab
  // listens, is left out (what it costs: npm run bench:live).
  test.beforeEach(({ page }) => withoutLiveStream(page));
  test.beforeAll(async () => {
    server = await startServer({ TAOSTATS_RATE_LIMIT: '2/3600' });
  });
  test.afterAll(() => server.stop());

  test('the rows the budget cannot ask say so, the others show their balances', async ({ page, request }) => {
    const watched = await accounts(request, 3);
    // The market's swaps and prices, which would spend the same budget, are left out here: a market still loading.
    await page.route('**/market/**', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'Retry-After': '3600' },
        json: { message: 'The market figures are being loaded' },
      }),
    );
    await page.goto(`${server.url}/watchlist`);
    await importWatchlist(page, watched);
    const refused = rows(page).filter({
      hasText: 'The API rate limit is used up. Asked again when the API allows.',
    });
    await expect(refused).toHaveCount(1);
    await expect(rows(page).filter({ hasText: ' τ' })).toHaveCount(2);
    expect(server.upstreamCalls()).toBe(2);
    // The page itself stands: its file controls, and the other rows' balances.
    await expect(
      page.getByText('This browser holds 0 names, 3 followed accounts and 0 alerts.'),
    ).toBeVisible();
  });
});
