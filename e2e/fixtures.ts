// The test fixture every browser test uses: the shared server's address, and a page that fails the test on any
// console error or uncaught page error (tests that provoke an error on purpose list what they expect).
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import type { z } from 'zod/mini';
import { headOf, swapWindowOf, type BlockWindow, type ChainPoint } from '../src/api/chain';
import { apiUrl, endpoints, type EndpointName } from '../src/api/endpoints';
import { MARKET_PATH, type MarketSummary } from '../src/api/market';
import { MARKET_SWAPS_PATH } from '../src/api/market-swaps';
import type { ChainEvent } from '../src/api/schemas';

/**
 * The market's "not yet" on a server just started (its summary, or the week's swaps of the watchlist): a 503 answered
 * at once, which the page counts down and asks again. The browser logs it; it is no error of the page.
 */
const coldMarket = (message: ConsoleMessage) =>
  /status of 503/.test(message.text()) &&
  [MARKET_PATH, MARKET_SWAPS_PATH].includes(new URL(message.location().url, 'http://x').pathname);

export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const allowed =
        coldMarket(message) || allowConsoleErrors.some((pattern) => pattern.test(message.text()));
      if (message.type() === 'error' && !allowed) {
        problems.push(`console: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    // A route handler still reading an answer when the test ends would throw once the context closes.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
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

/**
 * How the page asked for `path`, by query string and in order: `link` for a preload its HTML named (the gateway's
 * data-preload.ts), `fetch` for its script's own request. A page that takes over a preload asks nothing more. Not
 * under page.clock, whose stand-in for `performance` has no entries.
 */
export function requestsTo(page: Page, path: string): Promise<[string, string][]> {
  return page.evaluate(
    (path) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name), (entry as PerformanceResourceTiming).initiatorType] as const)
        .filter(([url]) => url.pathname === path)
        .map(([url, initiator]): [string, string] => [url.search, initiator]),
    path,
  );
}

/** The market summary's preload, which the pages that draw it first (the overview, the pools) name in their HTML. */
export const SUMMARY_PRELOAD = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${MARKET_PATH}" />`;

/** The chain's head as the app reads it (src/api/chain.ts): the demo's newest event. */
export async function chainHead(request: APIRequestContext): Promise<ChainPoint> {
  const head = headOf((await (await request.get('/api/event/v1?limit=1')).json()).data);
  if (!head) throw new Error('the demo API has no events');
  return head;
}

/**
 * The market summary once its week is loaded: a server just started answers 503 while it fills, within seconds on
 * the pinned demo.
 */
export async function wholeSummary(request: APIRequestContext): Promise<MarketSummary> {
  let summary: MarketSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(MARKET_PATH);
        summary = response.ok() ? ((await response.json()) as MarketSummary) : undefined;
        return summary !== undefined && summary.coverage.days7.loaded === summary.coverage.days7.of;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return summary as MarketSummary;
}

/** The swaps grid window the head is in: where a view that runs to the newest bar asks. */
export const headWindow = async (request: APIRequestContext) =>
  swapWindowOf((await chainHead(request)).block);

/** A window as the pages write it, "1,800–3,599", and as its request asks it. */
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

const urlOf = (name: EndpointName, query: Readonly<Record<string, string | number>>) =>
  apiUrl(name, Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])));

/** The answer of endpoint `name` to `query`, as its contract's schema reads it: a test's expected values. */
export async function apiAnswer<N extends EndpointName>(
  request: APIRequestContext,
  name: N,
  query: Readonly<Record<string, string | number>> = {},
): Promise<z.output<(typeof endpoints)[N]['response']>> {
  const url = urlOf(name, query);
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`GET ${url}: ${response.status()}`);
  const schema: z.ZodMiniType = endpoints[name].response;
  return schema.parse(await response.json()) as z.output<(typeof endpoints)[N]['response']>;
}

/** How many records endpoint `name` has for `query`: its 404 says none. */
export async function recordCount(
  request: APIRequestContext,
  name: EndpointName,
  query: Readonly<Record<string, string | number>>,
): Promise<number> {
  const url = urlOf(name, query);
  const response = await request.get(url);
  if (response.status() === 404) return 0;
  if (!response.ok()) throw new Error(`GET ${url}: ${response.status()}`);
  return (await response.json()).pagination.total_items;
}

/** Every event of `block`, in chain order. */
export async function blockEvents(request: APIRequestContext, block: number): Promise<ChainEvent[]> {
  const answer = await apiAnswer(request, 'events', { block_number: block, order: 'id_asc', limit: 200 });
  expect(answer.pagination.total_pages, `events of block ${block}`).toBe(1);
  return answer.data;
}

/** The ids of a block's signed extrinsics (those that paid a fee), in chain order: the block page's rows. */
export const signedExtrinsics = (events: readonly ChainEvent[]): string[] => [
  ...new Set(
    events
      .filter((event) => event.full_name === 'TransactionPayment.TransactionFeePaid')
      .map((event) => event.extrinsic_id as string),
  ),
];

/** A block number as the pages write it: "4,200,000". */
export const blockText = (block: number) => block.toLocaleString('en-US');

/** The position of `table`'s column whose header's accessible name is `header` (exactly, or matching). */
export async function columnOf(table: Locator, header: string | RegExp): Promise<number> {
  const th = table.getByRole('columnheader', { name: header, exact: typeof header === 'string' });
  return th.evaluate((node: HTMLTableCellElement) => node.cellIndex);
}

/** The cell of `row` under `table`'s column headed `header`: a column found by its name, not its place. */
export async function cellOf(table: Locator, row: Locator, header: string | RegExp): Promise<Locator> {
  return row.locator(':scope > td, :scope > th').nth(await columnOf(table, header));
}

/** Every cell of `rows` under `table`'s column headed `header`. */
export async function columnCells(table: Locator, rows: Locator, header: string | RegExp): Promise<Locator> {
  return rows.locator(`:scope > :is(td, th):nth-child(${(await columnOf(table, header)) + 1})`);
}

/**
 * Answers a routed request with `body`, typed by the contract's schema: a mock that no longer fits the contract
 * fails the typecheck rather than testing an answer the API cannot give.
 */
export function fulfillJson<S extends z.ZodMiniType>(
  route: Route,
  schema: S,
  body: z.input<S>,
  options: { status?: number; headers?: Record<string, string> } = {},
) {
  return route.fulfill({ ...options, json: body });
}

/** The body of an API error answer: a message, as the Taostats API sends it. */
export interface ApiErrorBody {
  message: string;
}

/** An API error answer: `status`, its message as the Taostats API words it, and headers such as Retry-After. */
export function fulfillError(
  route: Route,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  const body: ApiErrorBody = { message };
  return route.fulfill({ status, headers, json: body });
}

/** The newest event: the first row of the events list as it opens. */
export async function newestEvent(request: APIRequestContext): Promise<ChainEvent> {
  const [newest] = (await apiAnswer(request, 'events', { limit: 1 })).data;
  if (!newest) throw new Error('the demo API has no events');
  return newest;
}

/** The event id cell of the events list's first row, found by its header. */
export function firstEventId(page: Page): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Chain events' });
  return cellOf(table, table.locator('tbody tr:not(.details)').first(), 'Event');
}
