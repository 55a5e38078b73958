// "12 new events — show them": a newest-first list polls a head probe (the same query, limit=1, from the block
// of its first row) at the chain's pace, in the background, and says how many rows have arrived without moving
// the rows shown. The test server's chain is pinned (nothing arrives by itself), so page.route plays the chain's
// head: it answers the probe with a count, and page 1 with a new first row. page.clock moves the blocks.
import type { Page, Request, Route } from '@playwright/test';
import { endpoints } from '../src/api/endpoints';
import { fulfillError, fulfillJson, test, withoutLiveStream, expect } from './fixtures';

const NOW = new Date('2026-11-01T14:05:31Z');
const BLOCK_MS = 12_000;
/** The pinned chain's newest event and its block, as the demo API answers them (test.beforeAll). */
let FIRST_ID = '';
let FIRST_BLOCK = 0;
/** The block the rows that arrive while the page is open come in. */
let ARRIVED_BLOCK = 0;
/** An arrived row: the first row of page 1 asked again. */
let ARRIVED_ID = '';

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const { data } = (await (await api.get('/api/event/v1?limit=1')).json()) as {
    data: { id: string; block_number: number }[];
  };
  await api.dispose();
  FIRST_ID = data[0]!.id;
  FIRST_BLOCK = data[0]!.block_number;
  ARRIVED_BLOCK = FIRST_BLOCK + 2;
  ARRIVED_ID = `${ARRIVED_BLOCK}-0002`;
});

const isProbe = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/api/event/v1' && url.searchParams.get('limit') === '1';
};
const rows = (page: Page) =>
  page.getByRole('table', { name: 'Chain events' }).locator('tbody tr:not(.details)');
const firstId = (page: Page) => rows(page).first().locator('td').nth(1);
const notice = (page: Page) => page.locator('.new-rows');

/**
 * The chain's head, played by page.route: `arrived` rows matching any filter have come in blocks after the first
 * one the page shows; page 1 asked again after that starts with `newFirst`. The probe counts, as the API would,
 * the rows of the list's first block (as the list was last answered) and the arrived ones, from its block_start.
 */
function chainHead(page: Page) {
  const head = {
    arrived: 0,
    newFirst: null as null | { id: string; block: number },
    probes: [] as URL[],
    lists: [] as URL[],
    firstBlock: 0,
    inFirstBlock: 0,
  };
  const answerProbe = async (route: Route) => {
    const url = new URL(route.request().url());
    head.probes.push(url);
    const start = Number(url.searchParams.get('block_start'));
    const arrived = start <= ARRIVED_BLOCK ? head.arrived : 0;
    const total = (start <= head.firstBlock ? head.inFirstBlock : 0) + arrived;
    // Its one row is the newest it counted: an arrived one, or one of the first block's.
    const newest = arrived ? ARRIVED_BLOCK : total ? head.firstBlock : null;
    await route.fulfill({
      json: {
        pagination: {
          current_page: 1,
          per_page: 1,
          total_items: total,
          total_pages: total,
          next_page: total > 1 ? 2 : null,
          prev_page: null,
        },
        data: newest === null ? [] : [{ block_number: newest }],
      },
    });
  };
  const answerList = async (route: Route) => {
    head.lists.push(new URL(route.request().url()));
    const response = await route.fetch();
    const answer = await response.json();
    if (head.newFirst) {
      const [first] = answer.data;
      answer.data = [
        { ...first, id: head.newFirst.id, block_number: head.newFirst.block },
        ...answer.data.slice(0, -1),
      ];
    }
    const blocks = (answer.data as { block_number: number }[]).map((row) => row.block_number);
    head.firstBlock = blocks[0] ?? 0;
    head.inFirstBlock = blocks.filter((block) => block === head.firstBlock).length;
    await route.fulfill({ response, json: answer });
  };
  return page
    .route(
      (url) => url.pathname === '/api/event/v1',
      (route) => (isProbe(route.request()) ? answerProbe(route) : answerList(route)),
    )
    .then(() => head);
}

/**
 * The first probe's answer, to wait for before stopping the clock: stopped while that answer is on its way, the
 * clock would never reach the poll after it (the poll's timer is set once the answer is in).
 */
const firstProbeAnswer = (page: Page) => page.waitForResponse((response) => isProbe(response.request()));

/** Stops the page's clock, so that only the test moves time (a second ahead: it cannot pause in its past). */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** One block passes, in which the probe is asked; its answer is rendered. */
async function nextBlock(page: Page) {
  const answered = page.waitForResponse((response) => isProbe(response.request()));
  await page.clock.runFor(BLOCK_MS);
  await answered;
  await flush(page);
}

/** Blocks pass in which nothing is asked. */
async function quietBlocks(page: Page, count: number) {
  for (let block = 0; block < count; block++) await page.clock.runFor(BLOCK_MS);
  await flush(page);
}

/** Lets react-query pass an answer on: it tells the page on a zero-delay timer, and the clock is stopped. */
async function flush(page: Page) {
  for (let step = 0; step < 5; step++) {
    await page.evaluate(() => undefined);
    await page.clock.runFor(1);
  }
}

/**
 * The notice reads `text`. With the clock stopped, react-query passes an answer on only as the clock moves, and a
 * busy page may read the answer after flush's steps (under a full CI, once): the clock moves a millisecond at each
 * look.
 */
async function expectNotice(page: Page, text: string) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return notice(page).textContent();
    })
    .toBe(text);
}

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}

test.beforeEach(async ({ page }) => {
  // The fake chain here is page.route's; the live stream (its counts on each block: e2e/live.spec.ts) is left out,
  // and the probe polls on its own timer.
  await withoutLiveStream(page);
  await page.clock.install({ time: NOW });
});

test('new events are counted and announced, and the rows stay put until "show them"', async ({ page }) => {
  const head = await chainHead(page);
  const probeHeaders: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (isProbe(request)) probeHeaders.push(request.headers());
  });
  const probed = firstProbeAnswer(page);
  await page.goto('/events');
  await expect(firstId(page)).toHaveText(FIRST_ID);
  // Asked once at load: nothing newer yet, so the line is empty.
  await probed;
  await pauseClock(page);
  await expect(notice(page)).toHaveText('');

  head.arrived = 12;
  await nextBlock(page);
  await expectNotice(page, '12 new events — show them');
  await expect(notice(page)).toHaveAttribute('role', 'status');
  // The probe: the page's query from the block of its first row (never an empty answer, which the real API
  // sends as a 404), one row, marked as background.
  expect(head.probes).toHaveLength(2);
  for (const url of head.probes) {
    expect([...url.searchParams]).toEqual([
      ['limit', '1'],
      ['block_start', String(FIRST_BLOCK)],
    ]);
  }
  expect(probeHeaders.map((headers) => headers['x-prefetch'])).toEqual(['1', '1']);
  await expect(firstId(page)).toHaveText(FIRST_ID);

  head.arrived = 13;
  await nextBlock(page);
  await expectNotice(page, '13 new events — show them');
  await expect(firstId(page)).toHaveText(FIRST_ID);

  // Page 1 asked again starts with an arrived row (the fake shows one of them, so the others are no longer new).
  head.newFirst = { id: ARRIVED_ID, block: ARRIVED_BLOCK };
  head.arrived = 0;
  await page.clock.resume();
  await page.getByRole('button', { name: 'show them' }).click();
  await expect(firstId(page)).toHaveText(ARRIVED_ID);
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByRole('table', { name: 'Chain events' })).toBeFocused();
  await expect(page).toHaveURL(/\/events$/);
  // Asked up to the newest block the notice counted: a question no cache has answered (the same URL again would
  // be answered from the gateway's cache, and show the same rows).
  expect([...(head.lists.at(-1)?.searchParams ?? [])]).toEqual([['block_end', String(ARRIVED_BLOCK)]]);
  // The page's API call says so.
  await expect(
    page.getByText(`GET /api/event/v1?block_end=${ARRIVED_BLOCK}`, { exact: true }),
  ).toBeAttached();
  // The row that arrived is marked; the rows the page showed before are not.
  await expect(rows(page).first()).toHaveClass(/\barrived\b/);
  await expect(rows(page).nth(1)).not.toHaveClass(/\barrived\b/);
  // The mark moved to the new first row: nothing newer than it.
  await expect(notice(page)).toHaveText('');
  await expect.poll(() => head.probes.at(-1)?.searchParams.get('block_start')).toBe(String(ARRIVED_BLOCK));
});

test('with filters, the probe keeps them and counts from the first row they show', async ({ page }) => {
  const head = await chainHead(page);
  const probed = firstProbeAnswer(page);
  await page.goto('/events?pallet=SubtensorModule&name=StakeAdded');
  await expect(firstId(page)).toHaveText(/^\d+-\d+$/);
  const first = await firstId(page).textContent();
  const firstBlock = Number(first?.split('-')[0]);
  await probed;
  await pauseClock(page);

  head.arrived = 1;
  await nextBlock(page);
  // The first row under these filters is older than the chain's head: new rows count from it, not from the head.
  expect(firstBlock).toBeLessThanOrEqual(FIRST_BLOCK);
  expect([...(head.probes.at(-1)?.searchParams ?? [])]).toEqual([
    ['pallet', 'SubtensorModule'],
    ['name', 'StakeAdded'],
    ['limit', '1'],
    ['block_start', String(firstBlock)],
  ]);
  await expectNotice(page, '1 new event — show them');
});

test('oldest first: no probe and no notice', async ({ page }) => {
  const head = await chainHead(page);
  head.arrived = 5;
  await page.goto('/events?order=block_number_asc');
  await expect(rows(page)).toHaveCount(50);
  await pauseClock(page);
  await quietBlocks(page, 5);
  expect(head.probes).toEqual([]);
  // Its line stays, empty, so that the rows never move for it.
  await expect(notice(page)).toHaveText('');

  // Back to newest first: the probe starts, and the notice says what it found.
  await page.clock.resume();
  await page.getByRole('button', { name: /^Block/ }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(firstId(page)).toHaveText(FIRST_ID);
  await expect(notice(page)).toHaveText('5 new events — show them');
});

test('a hidden tab asks nothing; back in view, it asks at once', async ({ page }) => {
  const head = await chainHead(page);
  const probed = firstProbeAnswer(page);
  await page.goto('/events');
  await expect(firstId(page)).toHaveText(FIRST_ID);
  await probed;
  await pauseClock(page);

  await setHidden(page, true);
  head.arrived = 7;
  await quietBlocks(page, 10);
  expect(head.probes).toHaveLength(1);
  await expect(notice(page)).toHaveText('');

  const answered = page.waitForResponse((response) => isProbe(response.request()));
  await setHidden(page, false);
  await answered;
  await flush(page);
  expect(head.probes).toHaveLength(2);
  await expectNotice(page, '7 new events — show them');
});

test.describe('a refused probe', () => {
  test.use({ allowConsoleErrors: [/status of 429/] });

  test('is not asked again into the 429, shows nothing and leaves the table alone', async ({ page }) => {
    const probes: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/event/v1' && url.searchParams.get('limit') === '1',
      async (route) => {
        probes.push(route.request().url());
        await fulfillError(route, 429, 'The API key’s budget is spent', { 'Retry-After': '30' });
      },
    );
    const probed = firstProbeAnswer(page);
    await page.goto('/events');
    await expect(firstId(page)).toHaveText(FIRST_ID);
    await probed;
    await pauseClock(page);

    // Not retried after its Retry-After, and not polled at the block pace either: it waits five blocks.
    await quietBlocks(page, 4);
    expect(probes).toHaveLength(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(notice(page)).toHaveText('');
    await expect(firstId(page)).toHaveText(FIRST_ID);
    await nextBlock(page);
    expect(probes).toHaveLength(2);
  });
});

test("an account's history counts that account's new snapshots", async ({ page, request }) => {
  const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';
  const history = await (await request.get(`/api/account/history/v1?address=${WHALE}&limit=1`)).json();
  const probes: URL[] = [];
  await page.route(
    (url) => url.pathname === '/api/account/history/v1' && url.searchParams.get('limit') === '1',
    async (route) => {
      probes.push(new URL(route.request().url()));
      // The shown newest snapshot, and one after it.
      const pagination = { current_page: 1, per_page: 1, total_items: 2, total_pages: 2 };
      await fulfillJson(route, endpoints.accountHistory.response, {
        pagination: { ...pagination, next_page: 2, prev_page: null },
        data: [],
      });
    },
  );
  await page.goto(`/accounts/${WHALE}`);
  await expect(notice(page)).toHaveText('1 new balance snapshot — show them');
  expect([...(probes[0]?.searchParams ?? [])]).toEqual([
    ['address', WHALE],
    ['limit', '1'],
    ['block_start', String(history.data[0].block_number)],
  ]);
});
