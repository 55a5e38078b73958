// The pools screener as a person uses it: every subnet in one table, sorted by any column over all of them (checked
// against the market summary's own numbers, and the busiest pool's trades against the demo API's swaps), the order
// and search in the URL, the movers one click away, and what the page says while the summary is not whole or not
// ready.
import type { APIRequestContext, Page } from '@playwright/test';
import { HOUR_BLOCKS } from '../src/api/chain';
import { marketSummarySchema, type MarketPool, type MarketSummary } from '../src/api/market';
import { fulfillError, fulfillJson, SUMMARY_PRELOAD, test, expect, wholeSummary } from './fixtures';

const NOW = new Date('2026-11-01T00:00:00Z');

/** Every subnet but the root: the owner log's and the summary's. */
async function allSubnets(request: APIRequestContext, summary: MarketSummary): Promise<number[]> {
  const owners = (await (await request.get('/api/subnet/owner/v1?limit=200')).json()) as {
    data: { netuid: number }[];
  };
  const netuids = new Set([
    ...owners.data.map((row) => row.netuid),
    ...summary.pools.map((pool) => pool.netuid),
  ]);
  netuids.delete(0);
  return [...netuids];
}

const table = (page: Page) => page.getByRole('table', { name: 'Subnet pools' });

/** The subnets in the table's order, once its rows are drawn. */
async function shownSubnets(page: Page): Promise<number[]> {
  await expect(table(page).locator('tbody tr').first()).not.toHaveClass(/skeleton/);
  return (await table(page).locator('tbody tr td:first-child').allTextContents()).map(Number);
}

type Figure = (pool: MarketPool) => number | bigint | null;
const COLUMNS: [header: string, order: string, figure: Figure][] = [
  ['Price', 'price', (pool) => (pool.price === null ? null : Number(pool.price))],
  ['24 h', 'change_24h', (pool) => pool.change.h24],
  ['1 h', 'change_1h', (pool) => pool.change.h1],
  ['7 d', 'change_7d', (pool) => pool.change.d7],
  ['Volume 24 h', 'volume', (pool) => BigInt(pool.volume24h)],
  ['Buys', 'buys', (pool) => pool.buys24h],
  ['Sells', 'sells', (pool) => pool.sells24h],
  ['Net flow 24 h', 'flow', (pool) => BigInt(pool.netFlow24h)],
  ['TAO reserve', 'tao_reserve', (pool) => (pool.reserves ? BigInt(pool.reserves.tao) : null)],
  ['Alpha reserve', 'alpha_reserve', (pool) => (pool.reserves ? BigInt(pool.reserves.alpha) : null)],
  ['Last trade', 'last_trade', (pool) => pool.lastTrade?.block ?? null],
];

/** Whether `shown` lists the subnets largest figure first, ties and those without a figure by subnet, at the end. */
function expectDescending(shown: number[], figureOf: (netuid: number) => number | bigint | null) {
  const keyed = shown.map((netuid) => ({ netuid, value: figureOf(netuid) }));
  const known = keyed.filter((entry) => entry.value !== null);
  expect(keyed.slice(0, known.length)).toEqual(known);
  for (let i = 1; i < keyed.length; i++) {
    const [a, b] = [keyed[i - 1], keyed[i]] as [(typeof keyed)[number], (typeof keyed)[number]];
    if (a.value === b.value) expect(a.netuid).toBeLessThan(b.netuid);
    else if (a.value !== null && b.value !== null) expect(a.value > b.value).toBe(true);
  }
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('sorts all subnets by each column, as the summary’s own numbers order them', async ({
  page,
  request,
}) => {
  const summary = await wholeSummary(request);
  const subnets = await allSubnets(request, summary);
  const pools = new Map(summary.pools.map((pool) => [pool.netuid, pool]));
  await page.goto('/pools');
  expect(await shownSubnets(page)).toEqual(subnets.toSorted((a, b) => a - b));

  for (const [header, order, figure] of COLUMNS) {
    await table(page).getByRole('button', { name: header, exact: true }).click();
    await expect(page).toHaveURL(`/pools?order=${order}_desc`);
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const shown = await shownSubnets(page);
    expect(shown.toSorted((a, b) => a - b)).toEqual(subnets.toSorted((a, b) => a - b));
    expectDescending(shown, (netuid) => {
      const pool = pools.get(netuid);
      return pool ? figure(pool) : null;
    });
  }
  await table(page).getByRole('button', { name: 'Subnet', exact: true }).click();
  await expect(page).toHaveURL('/pools');
  await table(page).getByRole('button', { name: 'Subnet', exact: true }).click();
  await expect(page).toHaveURL('/pools?order=netuid_desc');
  await expect.poll(() => shownSubnets(page)).toEqual(subnets.toSorted((a, b) => b - a));
});

test('asks one thing whatever the number of pools: the market summary', async ({ page, request }) => {
  await wholeSummary(request);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/market/'))
      asked.push(url.pathname + url.search);
  });
  await page.goto('/pools');
  await expect(table(page).locator('tbody tr')).toHaveCount(128);
  await table(page).getByRole('button', { name: 'Price', exact: true }).click();
  await page.getByLabel('Search subnets').fill('sn19');
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  // Asked once: with the page's HTML, which named it, and the page took it over.
  expect(asked).toEqual(['/market/summary']);
  expect(await (await request.get('/pools')).text()).toContain(SUMMARY_PRELOAD);
});

test('the most traded pool’s buys and sells are its swaps in the demo API’s last 24 windows', async ({
  page,
  request,
}) => {
  const summary = await wholeSummary(request);
  await page.goto('/pools');
  await page.getByRole('button', { name: 'Most traded' }).click();
  await expect(page).toHaveURL('/pools?order=volume_desc');
  await expect(page.getByRole('button', { name: 'Most traded' })).toHaveAttribute('aria-pressed', 'true');
  const [busiest] = await shownSubnets(page);

  // The head's hour and the 23 before it, asked as the aggregator answers: at most 2,000 blocks at a time.
  const first = (Math.floor(summary.head.block / HOUR_BLOCKS) - 23) * HOUR_BLOCKS;
  let buys = 0;
  let sells = 0;
  for (let from = first; from <= summary.head.block; from += 1_800) {
    const to = Math.min(from + 1_799, summary.head.block);
    const answer = (await (
      await request.get(`/api/coingecko/events?fromBlock=${from}&toBlock=${to}`)
    ).json()) as {
      events: { eventType: string; pairId: string; asset0In?: string }[];
    };
    for (const event of answer.events) {
      if (event.eventType !== 'swap' || event.pairId !== `0-${busiest}`) continue;
      if (event.asset0In) buys++;
      else sells++;
    }
  }
  expect(buys + sells).toBeGreaterThan(0);
  const row = table(page).locator('tbody tr').first();
  const cells = row.getByRole('cell');
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const column = (name: string) => headers.findIndex((text) => text.startsWith(name));
  await expect(cells.nth(column('Buys'))).toHaveText(String(buys));
  await expect(cells.nth(column('Sells'))).toHaveText(String(sells));
});

test('the order and the search are in the URL, and survive a reload', async ({ page, request }) => {
  await wholeSummary(request);
  await page.goto('/pools');
  await table(page).getByRole('button', { name: 'Volume 24 h', exact: true }).click();
  await page.getByLabel('Search subnets').fill('1');
  await expect(page).toHaveURL('/pools?q=1&order=volume_desc');
  // Subnets 1, 10 to 19 and 100 to 128; read once the table shows them.
  await expect(page.getByText('40 of 128 subnets match “1”')).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(40);
  const before = await shownSubnets(page);
  expect(before.every((netuid) => String(netuid).startsWith('1'))).toBe(true);

  await page.reload();
  await expect(page.getByLabel('Search subnets')).toHaveValue('1');
  await expect(table(page).getByRole('columnheader', { name: 'Volume 24 h' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await shownSubnets(page)).toEqual(before);

  await page.getByLabel('Search subnets').fill('sn19');
  await expect.poll(() => shownSubnets(page)).toEqual([19]);
  await table(page).getByRole('link', { name: '19', exact: true }).click();
  await expect(page).toHaveURL('/pools/19');
});

test('typed key by key, the search shows each key at once, and the address and the rows follow', async ({
  page,
  request,
}) => {
  await wholeSummary(request);
  await page.goto('/pools');
  await expect(table(page).locator('tbody tr')).toHaveCount(128);
  const search = page.getByLabel('Search subnets');
  let typed = '';
  for (const key of ['s', 'n', '1', '9']) {
    await search.press(key);
    typed += key;
    // The key is in the field as soon as it is handled, before the address and the screener follow.
    expect(await search.inputValue()).toBe(typed);
  }
  await expect(page).toHaveURL('/pools?q=sn19');
  await expect.poll(() => shownSubnets(page)).toEqual([19]);
  await search.press('Backspace');
  await search.press('Backspace');
  await search.pressSequentially('zz');
  await expect(page).toHaveURL('/pools?q=snzz');
  // A change of the address made elsewhere shows in the field.
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL('/pools');
  await expect(search).toHaveValue('');
  await expect(table(page).locator('tbody tr')).toHaveCount(128);
});

test('a bad order falls back to the subnets’ order, and the page says it was ignored', async ({ page }) => {
  await page.goto('/pools?order=volume');
  await expect(page.getByRole('status').filter({ hasText: 'ignored' })).toContainText(
    'must be a column and a direction, e.g. volume_desc',
  );
  await expect(table(page).getByRole('columnheader', { name: 'Subnet' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('a movers button sets the order: the top gainer over 24 hours first', async ({ page, request }) => {
  const summary = await wholeSummary(request);
  const top = summary.pools
    .filter((pool) => pool.change.h24 !== null)
    .toSorted(
      (a, b) => (b.change.h24 as number) - (a.change.h24 as number) || a.netuid - b.netuid,
    )[0] as MarketPool;
  await page.goto('/pools');
  const gainers = page
    .getByRole('group', { name: 'Movers' })
    .getByRole('button', { name: 'Top gainers 24 h' });
  await gainers.click();
  await expect(page).toHaveURL('/pools?order=change_24h_desc');
  await expect(gainers).toHaveAttribute('aria-pressed', 'true');
  expect((await shownSubnets(page))[0]).toBe(top.netuid);
  const percent = `+${((top.change.h24 as number) * 100).toFixed(2)} %`;
  await expect(table(page).locator('tbody tr').first()).toContainText(percent);
});

test('says how much of the summary is loaded while it fills in', async ({ page, request }) => {
  const summary = await wholeSummary(request);
  await page.route('**/market/summary', (route) =>
    fulfillJson(route, marketSummarySchema, {
      ...summary,
      coverage: { hours24: { loaded: 17, of: 24 }, days7: { loaded: 100, of: 168 } },
    }),
  );
  await page.goto('/pools');
  const note = page.getByRole('status').filter({ hasText: 'figures' });
  await expect(note).toContainText('24 h figures: 17 of 24 hours loaded.');
  await expect(note).toContainText('7 d figures: 100 of 168 hours loaded.');
});

test.describe('before the summary is ready', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });
  test('counts down the 503’s Retry-After', async ({ page }) => {
    await page.clock.install({ time: NOW });
    await page.route('**/market/summary', (route) =>
      fulfillError(route, 503, 'The market figures are being loaded: try again in a minute', {
        'Retry-After': '60',
      }),
    );
    await page.goto('/pools');
    const banner = page.getByRole('status').filter({ hasText: 'Retrying' });
    await expect(banner).toHaveText(
      'The market figures are being loaded: try again in a minute. Retrying in 60 s…',
    );
    await page.clock.runFor(20_000);
    await expect(banner).toHaveText(
      'The market figures are being loaded: try again in a minute. Retrying in 40 s…',
    );
  });
});
