// `npm run bench:entities`: what each entity page costs in upstream requests. Each view opens in a real Chromium
// against the built app and the demo API: cold (a gateway just started, its cache empty) and warm (the same view
// again in a new browser context, so only the gateway's cache can answer), scrolled to the bottom so that sections
// asked when shown load too. The upstream requests are counted from the gateway's log lines (e2e/server.ts).
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { startServer } from '../e2e/server';

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

/** Opens `url` in a new context, scrolls to the bottom until the page stops growing and asking, and closes it. */
async function view(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
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
const browser = await chromium.launch(launchOptions);
const rows: { page: string; cold: number; warm: number }[] = [];
try {
  for (const { name, path } of VIEWS) {
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
} finally {
  await browser.close();
}
console.log(
  'Upstream requests per view (cold: a fresh gateway cache; warm: the same view again, new browser context)',
);
console.table(rows);
