// The pool page spends the API's quota (about five requests a minute, shared by every visitor) as a person uses it:
// a pan or zoom asks for swaps once, when it settles, on a fixed grid of block windows, and going back asks nothing.
import type { Page, Route } from '@playwright/test';
import { swapWindowQuery, type BlockWindow } from '../src/api/chain';
import { apiAnswer, blocksText, fulfillError, headWindow, test, expect } from './fixtures';

/**
 * The page opens half a day after the demo data ends (2026-11-01 00:00 UTC), so that "now" is the same on every run:
 * a chart without a range runs to the end of that minute, 12:00 UTC (1,793,534,400).
 */
const OPENED = Date.UTC(2026, 10, 1, 11, 59, 30);
// Oct 31 00:00 to Nov 1 00:00 UTC in hourly bars: one for each hour with trades, one every 55 px or so.
const DAY_OF_HOURS = '/pools/31?resolution=60&from=1793404800&to=1793491200';

/** Every /api/coingecko/events request the page makes, as its block bounds. */
function eventRequests(page: Page) {
  const windows: { fromBlock: string | null; toBlock: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/coingecko/events')
      windows.push({
        fromBlock: url.searchParams.get('fromBlock'),
        toBlock: url.searchParams.get('toBlock'),
      });
  });
  return windows;
}

/** Every price history request the page makes, as its from and to (the live last bar's polls left out). */
function historyRequests(page: Page) {
  const ranges: { from: string | null; to: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/dtao/tradingview/udf/history' && !request.headers()['x-prefetch'])
      ranges.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  });
  return ranges;
}

/** Pauses the page's clock, so that nothing settles until the test lets time pass. */
async function pauseClock(page: Page) {
  // A second ahead: the page's clock runs on while this call travels, and it cannot pause in its own past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Drags the chart sideways by a share of its width, as a hand would: frame by frame, without pausing. */
async function drag(page: Page, share: number) {
  const box = await page.locator('.price-chart').boundingBox();
  if (!box) throw new Error('no chart');
  const y = box.y + box.height * 0.5;
  const startX = box.x + box.width * (share > 0 ? 0.2 : 0.8);
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(startX + (box.width * share * step) / 20, y);
    await page.clock.runFor(16);
  }
  await page.mouse.up();
  await page.clock.runFor(16);
}

/** The swaps' status line, which names the blocks searched: "Swaps 1–5 of the 5 in blocks 3,600–5,399, …". */
const searched = (page: Page) =>
  page.getByRole('region', { name: 'Swaps' }).getByText(/blocks [\d,]+–[\d,]+/);

/** The status line's words for `window`, and for any other window. */
const inBlocks = (window: BlockWindow) => ` in blocks ${blocksText(window)}, `;
const notIn = (window: BlockWindow) => new RegExp(` in blocks (?!${blocksText(window)})[\\d,]+–[\\d,]+, `);

/** Lets the view rest long enough to count as settled, then lets time flow again for the answers. */
async function settle(page: Page) {
  await page.clock.runFor(400);
  await page.clock.resume();
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: OPENED });
});

test('a drag asks for swaps once it settles, on the block grid; dragging back asks nothing', async ({
  page,
  request,
}) => {
  const newest = await headWindow(request);
  const requests = eventRequests(page);
  await page.goto(DAY_OF_HOURS);
  const swaps = page.getByRole('table', { name: 'Swaps of pool 31' }).locator('tbody tr');
  await expect(swaps.first()).toBeVisible();
  // The first view ends at the newest bar: its window also tells where the chain is. One request.
  await expect(searched(page)).toContainText(inBlocks(newest));
  expect(requests).toEqual([swapWindowQuery(newest)]);

  // Ten hours back in twenty frames: nothing is asked until the hand rests.
  await pauseClock(page);
  await drag(page, 0.4);
  await page.clock.runFor(300);
  expect(requests).toHaveLength(1);
  await settle(page);
  await expect(searched(page)).toHaveText(notIn(newest));
  await expect(swaps.first()).toBeVisible();
  expect(requests).toHaveLength(2);

  // Back to where it started: the answer is still at hand.
  await pauseClock(page);
  await drag(page, -0.4);
  await settle(page);
  await expect(searched(page)).toContainText(inBlocks(newest));
  await expect(swaps.first()).toBeVisible();
  expect(requests).toHaveLength(2);

  for (const { fromBlock, toBlock } of requests) {
    expect(Number(fromBlock) % 1_800, `fromBlock ${fromBlock}`).toBe(0);
    expect(Number(toBlock) - Number(fromBlock) + 1, `${fromBlock}..${toBlock}`).toBe(1_800);
  }
});

test('a zoom by wheel asks once, when it settles', async ({ page, request }) => {
  const newest = await headWindow(request);
  const requests = eventRequests(page);
  await page.goto(DAY_OF_HOURS);
  await expect(searched(page)).toContainText(inBlocks(newest));
  const box = await page.locator('.price-chart').boundingBox();
  if (!box) throw new Error('no chart');

  // Zoom in around the middle of the chart (the morning of Oct 31), wheel step by wheel step.
  await pauseClock(page);
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
  for (let step = 0; step < 10; step++) {
    await page.mouse.wheel(0, -100);
    await page.clock.runFor(50);
  }
  expect(requests).toHaveLength(1);
  await settle(page);
  await expect(searched(page)).toHaveText(notIn(newest));
  await expect.poll(() => requests.length).toBe(2);
  expect(Number(requests[1]?.fromBlock) % 1_800).toBe(0);
});

test('an embed with swaps asks for them once, with both block bounds, a window of the grid', async ({
  page,
}) => {
  const requests = eventRequests(page);
  await page.goto('/embed/pools/31?resolution=60&from=1793404800&to=1793491200&trades=1');
  await expect(page.locator('table.embed-table tbody tr').first()).toBeVisible();
  // Its exact window (from the chain head's newest event) is e2e/embed-budget.spec.ts's to check.
  expect(requests).toHaveLength(1);
  const [{ fromBlock, toBlock }] = requests as [{ fromBlock: string; toBlock: string }];
  expect(Number(toBlock) - Number(fromBlock) + 1).toBe(1_800);
});

test('without a range, the chart asks for its newest bars, and older ones once, when scrolled to', async ({
  page,
  request,
}) => {
  const newestWindow = await headWindow(request);
  const history = historyRequests(page);
  const events = eventRequests(page);
  // The chunk before the newest is held back until the test has seen where the view settled.
  let releaseOlder = () => {};
  const olderHeld = new Promise<void>((resolve) => (releaseOlder = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/udf/history') && url.searchParams.get('from') === '1789200000',
    async (route) => {
      await olderHeld;
      await route.fallback();
    },
  );
  // The gateway names the first request in the HTML by its own clock, not the test's: the hourly chart is opened
  // from the page, as a person switching resolution would.
  await page.goto('/pools/31');
  const count = page.getByText(/^[\d,]+ bars\./);
  await expect(count).toBeVisible();
  history.length = 0;
  await page.getByRole('group', { name: 'Candle' }).getByRole('button', { name: '1h' }).click();
  // 12:00 lies in the 500-hour chunk from 1,792,800,000: the page asks from the chunk before, and no older one.
  const newest = { from: '1791000000', to: '1793534400' };
  await expect.poll(() => history).toEqual([newest]);
  await expect(page.getByText('Loading…')).toBeHidden();
  expect(history).toEqual([newest]);
  const newestBars = Number((await count.textContent())?.replace(/\D/g, ''));
  await expect(searched(page)).toContainText(inBlocks(newestWindow));

  // A drag toward the past brings the oldest bar into view: the grid chunk before it is asked, once.
  await pauseClock(page);
  await drag(page, 0.3);
  await settle(page);
  await expect(page.getByText('Loading older bars…')).toBeVisible();
  expect(history).toEqual([newest, { from: '1789200000', to: '1790999999' }]);
  const blocks = searched(page);
  await expect(blocks).toHaveText(notIn(newestWindow));
  const dragged = /blocks [\d,]+–[\d,]+/.exec((await blocks.textContent()) ?? '')?.[0];
  // The list names its new window as it asks for it: the request follows the render by a moment.
  await expect.poll(() => events.length).toBe(2);

  // The older bars arrive before the ones shown, and the view stays where the drag left it: the swaps, which
  // follow the view, stay on the same blocks and ask nothing more.
  releaseOlder();
  await expect(count).toHaveText(new RegExp(`^(?!${newestBars.toLocaleString('en-US')} )[\\d,]+ bars\\.`));
  await pauseClock(page);
  await settle(page);
  await expect(blocks).toContainText(dragged ?? 'no blocks');
  // No new window. (Where the view re-settles while the window's answer is still on its way, as on a busy machine,
  // the list is drawn anew and the query, aborted with it, asks that same window again.)
  expect(new Set(events.map((window) => `${window.fromBlock}-${window.toBlock}`)).size).toBe(2);
  expect(history).toHaveLength(2);
});

test.describe('when the quota is used up', () => {
  test.use({ allowConsoleErrors: [/status of 429/] });

  test('the chart and the swaps count down from Retry-After, then load by themselves', async ({
    page,
    request,
  }) => {
    const bars = await apiAnswer(request, 'udfHistory', {
      symbol: 'SUB-31',
      resolution: 60,
      from: 1793404800,
      to: 1793491200,
    });
    if (bars.s !== 'ok') throw new Error(`the day of hours has no bars: ${bars.s}`);
    const limited = { history: true, events: true };
    const quotaUsedUp = (route: Route) =>
      fulfillError(route, 429, 'Rate limit exceeded', { 'Retry-After': '30' });
    await page.route('**/api/dtao/tradingview/udf/history**', (route) =>
      limited.history ? quotaUsedUp(route) : route.fallback(),
    );
    await page.route('**/api/coingecko/events**', (route) =>
      limited.events ? quotaUsedUp(route) : route.fallback(),
    );
    await page.goto(DAY_OF_HOURS);
    const chartPanel = page.getByRole('region', { name: 'Price chart' });
    const countdown = chartPanel.getByRole('status');
    const secondsLeft = async () =>
      Number(/Retrying in (\d+) s/.exec((await countdown.textContent()) ?? '')?.[1]);
    // The chart's request is answered before the app has drawn the page, and the page's clock runs meanwhile: on a
    // busy machine, seconds of the countdown are over by the time it shows. From then on the clock is the test's.
    await expect(countdown).toHaveText(/^The API rate limit is used up\. Retrying in \d+ s…/);
    await expect(chartPanel.getByText('Loading…')).toBeVisible();
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(15);
    expect(first).toBeLessThanOrEqual(30);

    await pauseClock(page);
    await page.clock.runFor(10_000);
    await expect.poll(secondsLeft).toBeLessThanOrEqual(first - 10);
    limited.history = false;
    await page.clock.runFor(20_000);
    await page.clock.resume();
    await expect(page.getByText(`${bars.t.length} bars.`)).toBeVisible();
    await expect(countdown).toBeHidden();

    // The swaps ask once the chart has bars, and wait out their own Retry-After.
    const swapsPanel = page.getByRole('region', { name: 'Swaps' });
    await expect(swapsPanel.getByRole('status')).toHaveText(
      /The API rate limit is used up\. Retrying in \d+ s…/,
    );
    limited.events = false;
    await page.clock.fastForward(30_000);
    await expect(swapsPanel.getByRole('table', { name: 'Swaps of pool 31' })).toBeVisible();
  });
});
