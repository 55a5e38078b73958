// `npm run bench:quota`: how the dashboard spends a free key's quota. The demo API stands in for the real service
// with a free key's limit (5 requests a minute, 429 beyond it); gateways hold the key with the same budget
// (TAOSTATS_RATE_LIMIT=5/60). Two visitors browse in a real Chromium for a few minutes: list pages, paging and a
// filter, revisits, the pool page with ten pans and zooms, and a page with fifty embeds of one chart loading at
// once. Then the same with two gateway instances sharing Redis, each visitor on its own instance. It prints the
// upstream calls and the upstream 429s (the goal is 0), counted by a small proxy in front of the service, and what
// each page view showed: data, data marked stale, a countdown, or an error, with the p95 time to data.
import { chromium, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { startServer, type TestServer } from '../e2e/server';
import { demoClock } from '../server/demo-api/chain';
import { startDemoApi } from '../server/demo-api/server';
import { DEFAULT_DATA_DIR, DEFAULT_SEED } from '../server/demo-api/store/database';
import { startRedis } from '../server/gateway/test-redis';

const KEY = 'bench-quota-key';
/** How long a view may take to show data: a refused request waits out its Retry-After (a minute at most). */
const VIEW_TIMEOUT_MS = 75_000;

type Outcome = 'data' | 'data after a countdown' | 'stale' | 'error' | 'nothing';
interface View {
  name: string;
  outcome: Outcome;
  ms: number;
}

/** What a page shows now, as a person would see it: data, data marked stale, a countdown, an error, or nothing yet. */
function shownIn(): 'data' | 'stale' | 'countdown' | 'error' | null {
  const text = document.body.innerText;
  if (/rate limit (is )?used up|retrying in/i.test(text)) return 'countdown';
  if (document.querySelector('[role=alert]')) return 'error';
  const stale = /as of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.test(text);
  const rows = document.querySelectorAll('table.data:not(.stale) tbody tr:not(.skeleton)').length;
  const shown = rows > 0 || document.querySelector('canvas') || document.querySelector('.empty');
  return shown ? (stale ? 'stale' : 'data') : null;
}

/** Waits for a view to show data (or fail), noting whether it counted down first. */
async function settle(
  read: () => Promise<ReturnType<typeof shownIn>>,
  name: string,
  started: number,
  views: View[],
) {
  let countedDown = false;
  for (;;) {
    const shown = await read().catch(() => null);
    if (shown === 'countdown') countedDown = true;
    let outcome: Outcome | null = null;
    if (shown === 'data') outcome = countedDown ? 'data after a countdown' : 'data';
    else if (shown === 'stale' || shown === 'error') outcome = shown;
    else if (Date.now() - started > VIEW_TIMEOUT_MS) outcome = 'nothing';
    if (outcome) {
      views.push({ name, outcome, ms: Date.now() - started });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function view(page: Page, name: string, action: () => Promise<unknown>, views: View[]) {
  const started = Date.now();
  await action();
  await settle(() => page.evaluate(shownIn), name, started, views);
}

/** One visitor's browsing on `base`. */
async function browse(browser: Browser, base: string, views: View[]): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await view(page, '/events', () => page.goto(`${base}/events`), views);
  for (const n of [2, 3]) {
    await view(page, `/events page ${n}`, () => page.getByRole('button', { name: 'Next ›' }).click(), views);
  }
  await view(
    page,
    '/events pallet filter',
    async () => {
      await page.getByLabel('Pallet', { exact: true }).fill('Balances');
      await page.getByLabel('Pallet', { exact: true }).press('Enter');
    },
    views,
  );
  for (const path of ['/accounts', '/subnets/owners', '/deregistrations', '/evm/transactions', '/events']) {
    await view(page, path, () => page.goto(`${base}${path}`), views);
  }
  await view(page, '/pools/31', () => page.goto(`${base}/pools/31`), views);
  const chart = page.locator('canvas').first();
  // A chart refused by the quota (a countdown in its place) has no canvas to pan.
  const box = await chart.boundingBox({ timeout: VIEW_TIMEOUT_MS }).catch(() => null);
  if (box) {
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    for (let i = 0; i < 10; i++) {
      // Pans and zooms as a person makes them: a drag of a fifth of the chart, or a few wheel notches.
      if (i % 2 === 0) {
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + box.width / 5, y, { steps: 12 });
        await page.mouse.up();
      } else {
        await page.mouse.move(x, y);
        for (let notch = 0; notch < 3; notch++) await page.mouse.wheel(0, i % 4 === 1 ? -120 : 120);
      }
      await page.waitForTimeout(700);
    }
  }
  await page.close();
}

/** A page of another site with fifty embeds of one chart, all loading at once. */
async function embeds(browser: Browser, base: string, views: View[]): Promise<void> {
  const site: Server = createServer((_, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(
      `<!doctype html><title>Fifty embeds</title>` +
        Array.from(
          { length: 50 },
          (_, i) =>
            `<iframe name="e${i}" src="${base}/embed/pools/1?resolution=60&from=1792886400&to=1793491200" width="300" height="200"></iframe>`,
        ).join(''),
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage({ viewport: { width: 1600, height: 4000 } });
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
  await Promise.all(
    page
      .frames()
      .slice(1)
      .map((frame) => settle(() => frame.evaluate(shownIn), 'embed', started, views)),
  );
  await page.close();
  site.close();
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

async function run(label: string, instances: number, browser: Browser) {
  // A fresh stand-in for the service each run, so that both start with a whole minute's quota.
  const demo = await startDemoApi({
    dir: DEFAULT_DATA_DIR,
    seed: DEFAULT_SEED,
    scale: 1,
    // The embeds below show the generated span's last week: the chain is pinned at its end.
    clock: demoClock('2026-11-01T00:00:00Z'),
    apiKey: KEY,
    rateLimit: { requests: 5, windowSeconds: 60 },
    host: '127.0.0.1',
    port: 0,
    log: () => {},
  });
  // Counts what reaches the service, whatever the gateways say about it.
  const calls: number[] = [];
  const counter = createServer((req, res) => {
    void fetch(`${demo.url}${req.url}`, { headers: { Authorization: req.headers.authorization ?? '' } }).then(
      async (answer) => {
        calls.push(answer.status);
        res.writeHead(answer.status, {
          'Content-Type': 'application/json',
          'Retry-After': answer.headers.get('Retry-After') ?? '',
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(counter.address() as AddressInfo).port}`;
  const redis = instances > 1 ? await startRedis() : null;
  const gateways: TestServer[] = [];
  for (let i = 0; i < instances; i++) {
    gateways.push(
      await startServer({
        TAOSTATS_API_URL: upstreamUrl,
        TAOSTATS_API_KEY: KEY,
        TAOSTATS_RATE_LIMIT: '5/60',
        ...(redis ? { REDIS_URL: redis.url } : {}),
      }),
    );
  }
  const started = Date.now();
  const views: View[] = [];
  const [first, second] = [gateways[0] as TestServer, gateways[instances - 1] as TestServer];
  await Promise.all([browse(browser, first.url, views), browse(browser, second.url, views)]);
  await embeds(browser, first.url, views);
  const count = (outcome: Outcome) => views.filter((v) => v.outcome === outcome).length;
  const dataTimes = views.filter((v) => v.outcome !== 'error' && v.outcome !== 'nothing').map((v) => v.ms);
  console.log(`\n${label} (${((Date.now() - started) / 1000).toFixed(0)} s of browsing)`);
  console.log(`  upstream calls           ${calls.length}`);
  console.log(`  upstream 429s            ${calls.filter((status) => status === 429).length}`);
  console.log(`  page views               ${views.length}`);
  console.log(`    showed data            ${count('data')}`);
  console.log(`    served stale (as of)   ${count('stale')}`);
  console.log(`    counted down, then data ${count('data after a countdown')}`);
  console.log(`    showed an error        ${count('error')}`);
  console.log(`    showed nothing in ${VIEW_TIMEOUT_MS / 1000} s ${count('nothing')}`);
  const missed = views.filter((v) => v.outcome === 'error' || v.outcome === 'nothing');
  if (missed.length) console.log(`      (${missed.map((v) => `${v.name}: ${v.outcome}`).join(', ')})`);
  console.log(`  p95 time to data         ${p95(dataTimes)} ms`);
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  await redis?.stop();
  counter.close();
  await demo.close();
}

const launchOptions = chromiumLaunchOptions();
if (!launchOptions) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
const browser = await chromium.launch(launchOptions);
try {
  await run('One gateway, 5 requests a minute', 1, browser);
  await run('Two gateways sharing Redis, 5 requests a minute between them', 2, browser);
} finally {
  await browser.close();
}
