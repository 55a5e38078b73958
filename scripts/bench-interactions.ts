// `npm run bench:interactions`: the latency of the app's everyday interactions as INP counts it, with Chromium's CPU
// slowed 4× (a mid-range phone, roughly). Each interaction is a person's click or keystroke on the built app against
// the demo API pinned at its span's end: sorting the screener by each column, typing a subnet into its search,
// switching the pool chart's candle and range, paging the events list, expanding an event's row, opening a block
// page from a link. An interaction's latency is the Event Timing API's: the longest `event` entry of its
// `interactionId` (input delay, handlers and the next paint). Each is run a few times (`--runs=N`, 3 by default) in
// a new browser context; the median and worst of each, the 75th percentile over all and the worst one are printed,
// against the goals of issue 32 (every interaction at most 100 ms, the 75th percentile at most 50 ms).
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { startServer } from '../e2e/server';
import { DRAWN_MARK } from '../src/charts/price-chart';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const CPU_SLOWDOWN = 4;
/** The smallest duration Event Timing reports: an interaction quicker than this leaves no entry, and counts as it. */
const THRESHOLD_MS = 16;
const GOAL_WORST_MS = 100;
const GOAL_P75_MS = 50;

interface Entry {
  id: number;
  duration: number;
}
type Probe = Window & { interactionEntries?: Entry[] };

/** Every page of the context records its event entries that belong to an interaction, from its first moment. */
function recordInteractions(threshold: number) {
  const probe = window as Probe;
  probe.interactionEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        probe.interactionEntries?.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/** The entries recorded since the last call, taken away. */
const takeEntries = (page: Page) =>
  page.evaluate(() => (window as Probe).interactionEntries?.splice(0) ?? []);

/** Each interaction's samples, in milliseconds, by name. */
const samples = new Map<string, number[]>();

/**
 * Does `act`, waits for `done` (its result on screen) and a little idle, and records the latency of each interaction
 * it made under `name`: the longest entry of each interaction id, or the threshold when none was that long.
 */
async function measure(page: Page, name: string, act: () => Promise<void>, done: () => Promise<unknown>) {
  await page.waitForTimeout(300);
  await takeEntries(page);
  await act();
  await done();
  await page.waitForTimeout(300);
  // The entries come after the interaction's paint: once the page has run a frame and a task after it (an evaluate
  // waits for the main thread, which a long interaction still holds), the observer has had them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const longest = new Map<number, number>();
  for (const { id, duration } of await takeEntries(page))
    longest.set(id, Math.max(longest.get(id) ?? 0, duration));
  const latencies = longest.size ? [...longest.values()] : [THRESHOLD_MS];
  samples.set(name, [...(samples.get(name) ?? []), ...latencies]);
}

/** The URL once it is no longer `before`. */
const urlChanged = (page: Page, before: string) => page.waitForURL((url) => url.href !== before);

/** Opens `path` in a new context, waits for `ready`, slows the CPU and hands the page to `use`. */
async function session(
  browser: Browser,
  origin: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(recordInteractions, THRESHOLD_MS);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    await ready(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await use(page);
  } finally {
    await context.close();
  }
}

const screenerTable = (page: Page) => page.getByRole('table', { name: 'Subnet pools' });
const screenerReady = (page: Page) =>
  screenerTable(page).locator('tbody tr:not(.skeleton)').first().waitFor({ timeout: 60_000 });

async function sortScreener(page: Page) {
  const headers = screenerTable(page).getByRole('columnheader').getByRole('button');
  const names = (await headers.allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? text);
  for (const [i, header] of names.entries()) {
    const before = page.url();
    await measure(
      page,
      `screener: sort by ${header}`,
      () => headers.nth(i).click(),
      () => urlChanged(page, before),
    );
  }
}

async function searchScreener(page: Page) {
  const search = page.getByLabel('Search subnets');
  await search.click();
  let typed = '';
  for (const key of '19') {
    typed += key;
    await measure(
      page,
      'screener: type a subnet into the search (each keystroke)',
      () => search.press(key),
      () => page.waitForURL((url) => url.searchParams.get('q') === typed),
    );
  }
}

async function switchChart(page: Page) {
  for (const [group, button] of [
    ['Candle', '1h'],
    ['Candle', '1d'],
    ['Range', '7 days'],
    ['Range', 'Latest'],
  ] as const) {
    const before = page.url();
    await measure(
      page,
      `pool chart: ${group.toLowerCase()} ${button}`,
      () =>
        page.getByRole('group', { name: group }).getByRole('button', { name: button, exact: true }).click(),
      () => urlChanged(page, before),
    );
  }
}

const eventRows = (page: Page) =>
  page.getByRole('table', { name: 'Chain events' }).locator('tbody tr:not(.details):not(.skeleton)');
const eventsReady = (page: Page) => eventRows(page).first().waitFor({ timeout: 60_000 });

async function browseEvents(page: Page) {
  const before = page.url();
  const firstRow = await eventRows(page).first().innerText();
  await measure(
    page,
    'events: next page',
    () => page.getByRole('button', { name: 'Next ›' }).click(),
    () =>
      urlChanged(page, before).then(() =>
        eventRows(page).first().filter({ hasNotText: firstRow }).waitFor({ timeout: 60_000 }),
      ),
  );
  const expander: Locator = eventRows(page)
    .first()
    .getByRole('button', { name: /^Show details of / });
  await measure(
    page,
    'events: expand a row',
    () => expander.click(),
    () =>
      eventRows(page)
        .first()
        .getByRole('button', { name: /^Hide details of /, expanded: true })
        .waitFor({ timeout: 60_000 }),
  );
  const block = eventRows(page)
    .first()
    .getByRole('link', { name: /^[\d,]+$/ })
    .first();
  const number = (await block.innerText()).trim();
  await measure(
    page,
    'events: open a block from its link',
    () => block.click(),
    () => page.getByRole('heading', { level: 1, name: `Block ${number}` }).waitFor(),
  );
}

/** The gateway's upstream requests so far, from its metrics. */
async function upstreamRequests(origin: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n'))
    if (line.startsWith('gateway_upstream_requests_total')) sum += Number(line.split(' ').at(-1));
  return sum;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
/** Nearest rank. */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((values.length * p) / 100) - 1)] as number;
const ms = (value: number) => `${value.toFixed(0).padStart(4)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const launchOptions = chromiumLaunchOptions();
if (!launchOptions) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
console.log(`Load average at the start: ${load()}`);
const server = await startServer();
const browser = await chromium.launch(launchOptions);
const origin = new URL(server.url).origin;
const upstreamBefore = await upstreamRequests(origin);
try {
  for (let run = 0; run < RUNS; run++) {
    await session(browser, origin, '/pools', screenerReady, sortScreener);
    await session(browser, origin, '/pools', screenerReady, searchScreener);
    await session(
      browser,
      origin,
      '/pools/1',
      (page) => page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DRAWN_MARK),
      switchChart,
    );
    await session(browser, origin, '/events', eventsReady, browseEvents);
  }
  const upstream = (await upstreamRequests(origin)) - upstreamBefore;

  console.log(
    `\nInteraction latency (Event Timing, as INP counts it), CPU slowed ${CPU_SLOWDOWN}×, ${RUNS} runs each ` +
      `(${THRESHOLD_MS} ms: at most that, none reported):`,
  );
  const width = Math.max(...[...samples.keys()].map((name) => name.length));
  for (const [name, values] of samples)
    console.log(`  ${name.padEnd(width)}  median ${ms(median(values))}   worst ${ms(Math.max(...values))}`);
  const all = [...samples.values()].flat();
  const p75 = percentile(all, 75);
  const [worstName, worstValues] = [...samples].reduce((a, b) =>
    Math.max(...b[1]) > Math.max(...a[1]) ? b : a,
  );
  const worst = Math.max(...worstValues);
  console.log(`\n  75th percentile over all ${all.length} interactions: ${ms(p75)}`);
  console.log(`  worst: ${ms(worst)} (${worstName})`);
  console.log(`  every interaction ≤ ${GOAL_WORST_MS} ms: ${worst <= GOAL_WORST_MS ? 'PASS' : 'MISS'}`);
  console.log(`  75th percentile ≤ ${GOAL_P75_MS} ms: ${p75 <= GOAL_P75_MS ? 'PASS' : 'MISS'}`);
  console.log(`  upstream requests the run made: ${upstream}`);
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Load average at the end: ${load()}`);
