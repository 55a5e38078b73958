// The test fixture every browser test uses: the shared server's address, and a page that fails the test on any
// console error or uncaught page error (tests that provoke an error on purpose list what they expect).
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { headOf, swapWindowOf, type BlockWindow, type ChainPoint } from '../src/api/chain';

export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowConsoleErrors.some((pattern) => pattern.test(message.text()))) {
        problems.push(`console: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'console and page errors').toEqual([]);
  },
});

export { expect };

/**
 * Waits for a table's arrow keys, which load once its rows are drawn: they leave one stop in the Tab order, the
 * others at tabindex -1. Keys pressed before would go to the page instead.
 */
export async function expectArrowKeys(table: Locator) {
  await expect(table.locator('[tabindex="0"]')).toHaveCount(1);
}

/** The chain's head as the app reads it (src/api/chain.ts): the demo's newest event. */
export async function chainHead(request: APIRequestContext): Promise<ChainPoint> {
  const head = headOf((await (await request.get('/api/event/v1?limit=1')).json()).data);
  if (!head) throw new Error('the demo API has no events');
  return head;
}

/** The swaps grid window the head is in: where a view that runs to the newest bar asks. */
export const headWindow = async (request: APIRequestContext) =>
  swapWindowOf((await chainHead(request)).block);

/** A window as the pages write it, "9,516,600–9,518,399", and as its request asks it. */
export const blocksText = ({ fromBlock, toBlock }: BlockWindow) =>
  `${fromBlock.toLocaleString('en-US')}–${toBlock.toLocaleString('en-US')}`;
export const windowSearch = ({ fromBlock, toBlock }: BlockWindow) =>
  `?fromBlock=${fromBlock}&toBlock=${toBlock}`;

/**
 * Keeps the page off the live stream (GET /live ends at once, as a stream a proxy cuts): the page falls back to
 * polling on its own timers, which a test can drive with page.clock.
 */
export async function withoutLiveStream(page: Page) {
  await page.route(
    (url) => url.pathname === '/live',
    (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': closed\n\n' }),
  );
}
