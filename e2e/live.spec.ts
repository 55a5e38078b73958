// The chain moving under an open page, on a demo chain the test steps itself (e2e/live-server.ts): no waiting for
// a real block.
import type { APIRequestContext, Page } from '@playwright/test';
import type { PoolEvent } from '../src/api/chart-schemas';
import { blockEvents, signedExtrinsics } from './fixtures';
import { expect, test, type LiveServer } from './live-server';

const eventRows = (page: Page) =>
  page.getByRole('table', { name: 'Chain events' }).locator('tbody tr:not(.details)');
const firstEventId = (page: Page) => eventRows(page).first().locator('td').nth(1);
const blockOf = (eventId: string) => Number(eventId.split('-')[0]);

test.beforeEach(async ({ page }) => {
  // An answer at the head is the browser's for its max-age (a block, 12 s), and no time passes on the chain's
  // clock: without its HTTP cache, the page asks again, as a browser a block later would.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.clock.install();
});

test('"show them" shows the new events: the first row rises to the newest block, marked', async ({
  page,
  live,
}) => {
  await page.goto('/events');
  await expect(firstEventId(page)).toHaveText(/^\d+-\d{4}$/);
  const before = blockOf(await firstEventId(page).innerText());

  // Counted from the stream's messages: no probe asked once the list has been counted.
  await expect(page.locator('.live-status')).toHaveText('Live');
  const probes: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/event\/v1\?.*limit=1\b/.test(request.url())) probes.push(request.url());
  });
  const head = await live.step(3);
  expect(head.block).toBeGreaterThan(before);
  const arrived = await page.request.get(
    `/api/event/v1?block_start=${before + 1}&block_end=${head.block}&limit=1`,
  );
  const count = ((await arrived.json()) as { pagination: { total_items: number } }).pagination.total_items;
  const notice = page.getByRole('status').filter({ hasText: /new events — show them/ });
  await expect(notice).toHaveText(`${count.toLocaleString('en-US')} new events — show them`);
  expect(probes).toEqual([]);
  await expect(firstEventId(page)).toHaveText(new RegExp(`^${before}-`));

  await notice.getByRole('button', { name: 'show them' }).click();
  await expect(firstEventId(page)).toHaveText(new RegExp(`^${head.block}-`));
  await expect(page).toHaveURL(/\/events$/);
  await expect(eventRows(page).first()).toHaveClass(/\barrived\b/);
  // Marked: the rows of the new blocks, and only they.
  const rows = await eventRows(page).evaluateAll((trs) =>
    trs.map((tr) => ({
      arrived: tr.classList.contains('arrived'),
      id: tr.querySelectorAll('td')[1]?.textContent ?? '',
    })),
  );
  expect(rows.filter((row) => row.arrived !== blockOf(row.id) > before)).toEqual([]);
  await expect(page.locator('.new-rows')).toHaveText('');
});

test('the overview’s head moves with the chain, with no reload', async ({ page, live }) => {
  await page.goto('/');
  const now = page.getByRole('region', { name: 'The chain now' });
  await expect(now.getByText(/^Head block [\d,]+,/)).toBeVisible();
  await expect(page.locator('.live-status')).toHaveText('Live');

  const head = await live.step(2);
  await expect(now.getByRole('link', { name: head.block.toLocaleString('en-US') })).toHaveAttribute(
    'href',
    `/blocks/${head.block}`,
  );
  // The newest events beside it moved too: the first is of the new head.
  await expect(page.getByRole('list', { name: 'Newest events' }).getByRole('link').first()).toHaveText(
    new RegExp(`^${head.block}-`),
  );
});

test.describe('a block page', () => {
  test('a block not produced yet opens itself when the stream tells of it', async ({
    page,
    live,
    request,
  }) => {
    const { block, time } = await live.step(1);
    // The page's clock at the chain's: a block two ahead is still to come.
    await page.clock.setSystemTime(new Date(time));
    const next = block + 2;
    await page.goto(`/blocks/${next}`);
    const notice = page.getByRole('status').filter({ hasText: 'not produced yet' });
    await expect(notice).toContainText(`Block ${next.toLocaleString('en-US')} is not produced yet.`);
    await expect(page.locator('.live-status')).toHaveText('Live');

    await live.step(2);
    // The worker's chain has moved as its earlier tests stepped it: what the block holds is the API's to say.
    const [firstExtrinsic] = signedExtrinsics(await blockEvents(request, next));
    await expect(
      firstExtrinsic
        ? page.getByRole('table', { name: 'Extrinsics of the block' }).getByText(firstExtrinsic)
        : page.getByText('No signed extrinsics in this block.'),
    ).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

/** The busiest pool of the newest grid window: the one likeliest to trade in the next blocks. */
async function busiestPool(live: LiveServer, request: APIRequestContext) {
  const head = (await live.step(1)).block;
  const window = await swapsOf(request, head - 299, head);
  const trades = new Map<string, number>();
  for (const { pairId } of window) trades.set(pairId, (trades.get(pairId) ?? 0) + 1);
  const [pair] = [...trades].sort(([, a], [, b]) => b - a)[0] ?? ['0-1'];
  return { pair, netuid: Number(pair.split('-')[1]) };
}

const swapsOf = async (request: APIRequestContext, fromBlock: number, toBlock: number) =>
  (
    (await (await request.get(`/api/coingecko/events?fromBlock=${fromBlock}&toBlock=${toBlock}`)).json()) as {
      events: PoolEvent[];
    }
  ).events;

/** Steps the chain until a block holds a swap of `pair`, as the API says: that block's swaps of the pool. */
async function stepUntilTraded(live: LiveServer, request: APIRequestContext, pair: string) {
  for (let step = 0; step < 40; step++) {
    const { block } = await live.step(1);
    const swaps = (await swapsOf(request, block, block)).filter((swap) => swap.pairId === pair);
    if (swaps.length > 0) return { block, swaps };
  }
  throw new Error(`no swap of ${pair} in 40 blocks`);
}

test('a pool page takes in the pool’s swaps as the stream brings them', async ({ page, live, request }) => {
  const { pair, netuid } = await busiestPool(live, request);
  await page.clock.setSystemTime(new Date((await live.step(1)).time));
  await page.goto(`/pools/${netuid}`);
  const blocks = page
    .getByRole('table', { name: `Swaps of pool ${netuid}` })
    .locator('tbody tr td:nth-child(2)');
  await expect(blocks.first()).toBeVisible();
  await expect(page.locator('.live-status')).toHaveText('Live');

  const traded = await stepUntilTraded(live, request, pair);
  await expect(blocks.first()).toHaveText(traded.block.toLocaleString('en-US'));
});

test('an embed that runs to now lists its pool’s new swaps and asks for its last bars', async ({
  page,
  live,
  request,
}) => {
  const { pair, netuid } = await busiestPool(live, request);
  await page.clock.setSystemTime(new Date((await live.step(1)).time));
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/live');
  await page.goto(`/embed/pools/${netuid}?trades=1&range=1d&resolution=60`);
  const rows = page.getByRole('region', { name: `Latest swaps of subnet ${netuid}` }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await stream;
  const barRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/udf/history')) barRequests.push(url);
  });

  const traded = await stepUntilTraded(live, request, pair);
  const newest = traded.swaps.at(-1) as PoolEvent;
  const time = new Date(newest.block.blockTimestamp * 1000).toISOString().slice(5, 16).replace('T', ' ');
  await expect(rows.first()).toHaveClass(/\barrived\b/);
  await expect(rows.first().locator('td').first()).toHaveText(time);
  await expect(rows.first().locator('td').last()).toHaveText(newest.priceNative);
  await expect(page.locator('tbody tr.arrived')).toHaveCount(traded.swaps.length);
  // The last bars, from the newest drawn: the pool page's URL for them.
  await expect
    .poll(() => barRequests.map((url) => url.searchParams.get('symbol')))
    .toEqual([`SUB-${netuid}`]);
  expect(barRequests[0]?.searchParams.get('resolution')).toBe('60');
});
