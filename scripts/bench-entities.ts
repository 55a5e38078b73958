// `npm run bench:entities`: what each entity page costs in upstream requests. Each view opens in a real Chromium
// against the built app and the demo API: cold (a gateway just started, its cache empty) and warm (the same view
// again in a new browser context, so only the gateway's cache can answer), scrolled to the bottom so that sections
// asked when shown load too. The upstream requests are counted from the gateway's log lines (e2e/server.ts). Then
// the watchlist as a portfolio of 20 accounts, its requests by endpoint from the gateway's /metrics.
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { startServer } from '../e2e/server';
import { coverageWhole, MARKET_PATH, type MarketSummary } from '../src/api/market';
import { parseAccount } from '../src/shared/chain/ss58';
import { parseMetrics, valuesOf } from '../server/gateway/test-metrics';

/** The views, from records of the demo chain pinned at its span's end (as the browser tests use them). */
const VIEWS = [
  { name: 'block with a failed extrinsic', path: '/blocks/9518335' },
  { name: 'extrinsic with nested calls', path: '/extrinsics/9518343-0001' },
  {
    name: 'EVM transaction',
    path: '/evm/transactions/0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c',
  },
  { name: 'subnet, chart tab', path: '/subnets/119' },
  { name: 'subnet, owners tab', path: '/subnets/119?tab=owners' },
  { name: 'subnet, deregistrations tab', path: '/subnets/119?tab=deregistrations' },
  { name: 'subnet, swaps tab', path: '/subnets/119?tab=swaps' },
];

/** How long the page must ask nothing before the view counts as loaded. */
const QUIET_MS = 1_500;

/**
 * Opens `url` in a new context (whose address book is `book`, a stored one), scrolls to the bottom until the page
 * stops growing and asking, and closes it.
 */
async function view(browser: Browser, url: string, book?: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (book) await context.addInitScript((text) => localStorage.setItem('address-book', text), book);
  const page = await context.newPage();
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  page.on('requestfinished', () => (lastRequest = Date.now()));
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  for (let settled = 0; settled < 3;) {
    const height = await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return document.body.scrollHeight;
    });
    await page.waitForTimeout(300);
    const grown = (await page.evaluate(() => document.body.scrollHeight)) !== height;
    settled = !grown && Date.now() - lastRequest > QUIET_MS ? settled + 1 : 0;
  }
  await context.close();
}

const launchOptions = chromiumLaunchOptions();
if (!launchOptions) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
/** The upstream requests a gateway has sent, by endpoint, from its /metrics. */
async function upstreamByEndpoint(url: string): Promise<Map<string, number>> {
  const all = parseMetrics(await (await fetch(`${url}/metrics`)).text());
  const byStatus = valuesOf(all, 'gateway_upstream_requests_total', ['endpoint', 'status']);
  const counts = new Map<string, number>();
  for (const [key, value] of byStatus) {
    const [endpoint = ''] = key.split(' ');
    counts.set(endpoint, (counts.get(endpoint) ?? 0) + value);
  }
  return counts;
}

/** Waits for the market's week to be whole, so that what it asks in the background is counted in one place. */
async function wholeMarket(url: string): Promise<void> {
  for (let tries = 0; tries < 120; tries++) {
    const answer = await fetch(`${url}${MARKET_PATH}`);
    if (answer.ok && coverageWhole((await answer.json()) as MarketSummary)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the market did not load its week in a minute');
}

/** The watchlist of `count` accounts (the richest) as a portfolio: upstream requests by endpoint, cold and warm. */
async function portfolio(browser: Browser, count: number) {
  const server = await startServer();
  try {
    const latest = (await (await fetch(`${server.url}/api/account/latest/v1?limit=${count}`)).json()) as {
      data: { address: { ss58: string } }[];
    };
    const watched = latest.data.map(({ address }) => parseAccount(address.ss58)?.hex);
    const book = JSON.stringify({ version: 1, names: [], watched });
    // A running deployment's market has its week: filling it (31 requests once, for every visitor) is
    // bench:market's. The list above asked one request: counted apart too.
    await wholeMarket(server.url);
    const before = await upstreamByEndpoint(server.url);
    await view(browser, `${server.url}/watchlist`, book);
    const cold = await upstreamByEndpoint(server.url);
    await view(browser, `${server.url}/watchlist`, book);
    const warm = await upstreamByEndpoint(server.url);
    const endpoints = [...new Set([...cold.keys(), ...warm.keys()])].sort();
    return endpoints.map((endpoint) => {
      const [was, coldCount, warmCount] = [before, cold, warm].map((counts) => counts.get(endpoint) ?? 0);
      return { endpoint, cold: (coldCount ?? 0) - (was ?? 0), warm: (warmCount ?? 0) - (coldCount ?? 0) };
    });
  } finally {
    await server.stop();
  }
}

const browser = await chromium.launch(launchOptions);
const rows: { page: string; cold: number; warm: number }[] = [];
let portfolioRows: { endpoint: string; cold: number; warm: number }[] | undefined;
/** `-- --portfolio`: the portfolio's line alone. */
const portfolioOnly = process.argv.includes('--portfolio');
try {
  for (const { name, path } of portfolioOnly ? [] : VIEWS) {
    // A gateway of its own for each view: its cold load finds an empty cache.
    const server = await startServer();
    try {
      await view(browser, `${server.url}${path}`);
      const cold = server.upstreamCalls();
      await view(browser, `${server.url}${path}`);
      rows.push({
        page: `${name} (${path.length > 48 ? `${path.slice(0, 45)}…` : path})`,
        cold,
        warm: server.upstreamCalls() - cold,
      });
    } finally {
      await server.stop();
    }
  }
  portfolioRows = await portfolio(browser, 20);
} finally {
  await browser.close();
}
console.log(
  'Upstream requests per view (cold: a fresh gateway cache; warm: the same view again, new browser context)',
);
console.table(rows);
console.log(
  'The watchlist as a portfolio of 20 accounts (/watchlist): upstream requests by endpoint, from /metrics (cold: a fresh gateway cache, its market holding its week; warm: the same view again, new browser context)',
);
console.table(portfolioRows);
