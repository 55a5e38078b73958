// `npm run bench:lists`: for each list page, the time from navigation to its first rows and the gzipped
// JavaScript Chromium fetched before them, next to a floor page of the same stack (scripts/bench-floors/stack-list.tsx:
// React, React Router, TanStack Query, TanStack Table and zod/mini) that asks the same API URL and draws the same
// rows. The app's pages come from the built app and the demo API (pinned, as every benchmark); the floor page from a
// small server here that passes `/api/` on to the same gateway, so both draw the same answers. It also holds the
// browser's bytes against what `npm run size` counts for the page (scripts/page-scripts.ts): they must agree within
// 2 KB and keep to the list budget, or it exits non-zero.
import { chromium, type Page } from '@playwright/test';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { startServer } from '../e2e/server';
import { NETWORKS, tabOver } from './bench-networks';
import { endpoints } from '../src/api/endpoints';
import { ROUTES } from '../src/shared/route-table';
import { buildFloor } from './bench-floors/build';
import { gzipped, KB, LIST_PAGE_BUDGET_KB, PAGES, pageScripts } from './page-scripts';

/**
 * `--also=<checkout>`: that checkout's list pages too, from its own build and gateway, in the same rounds: a
 * change's gain as a paired measurement (build both first). Their bytes are not held against this build's sizes.
 */
const ALSO = process.argv.find((a) => a.startsWith('--also='))?.split('=')[1];
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 7);
/** The agreement asked of `npm run size` and the browser. */
const AGREE_KB = 2;
const LISTS = ROUTES.filter((route) => route.table && !route.chart && route.endpoint);

/** A page's first rows: when they were drawn (ms from navigation), how many, and the scripts asked before. */
interface Rows {
  at: number;
  rows: number;
  scripts: string[];
}

/** Rows are drawn, not skeletons: a table that is not busy, as the app's DataTable and the floor page mark it. */
async function firstRows(page: Page, url: string): Promise<Rows | null> {
  await page.goto(url, { waitUntil: 'commit' });
  const drawn = await page
    .waitForFunction(
      () => {
        const rows = document.querySelectorAll('.table-scroll[aria-busy="false"] table.data tbody tr');
        return rows.length > 0 ? { at: performance.now(), rows: rows.length } : null;
      },
      undefined,
      { timeout: 30_000 },
    )
    .then(
      (handle) => handle.jsonValue(),
      () => null,
    );
  if (!drawn) return null;
  const scripts = await page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < at && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    drawn.at,
  );
  return { ...drawn, scripts: [...new Set(scripts)] };
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const launchOptions = chromiumLaunchOptions();
if (!launchOptions) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
const server = await startServer();
const gateway = new URL(server.url);
const other = ALSO ? await startServer({}, ALSO) : null;
const browser = await chromium.launch(launchOptions);

/** Each list's first request, as its page asks it: the floor page asks the same. */
const apiUrls = new Map<string, string>();
for (const route of LISTS) {
  const path = endpoints[route.endpoint as keyof typeof endpoints].path;
  const context = await browser.newContext();
  const tab = await context.newPage();
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path && !request.headers()['x-prefetch'] && !apiUrls.has(route.path))
      apiUrls.set(route.path, url.pathname + url.search);
  });
  // Also the gateway's first answers, which every later load of both pages reads from its cache alike.
  await firstRows(tab, `${gateway.origin}${route.path}`);
  await context.close();
  if (!apiUrls.has(route.path)) throw new Error(`${route.path} asked nothing of ${path}`);
}

const floorScript = await buildFloor('stack-list.tsx');
const floorGzip = gzipSync(floorScript, { level: 9 });
const floorPage = (api: string) => `<!doctype html><html><head><meta charset="utf-8" /></head><body>
<div id="root" data-api="${api.replaceAll('&', '&amp;')}"></div><script type="module" src="/stack-list.js"></script>
</body></html>`;
const floor = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path.startsWith('/api/')) {
    const upstream = forward(
      { host: gateway.hostname, port: gateway.port, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  } else if (path === '/stack-list.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' });
    response.end(floorGzip);
  } else {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(floorPage(apiUrls.get(path) ?? ''));
  }
});
await new Promise<void>((done) => floor.listen(0, '127.0.0.1', done));
const floorOrigin = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;

/** What `npm run size` counts for a route, and the gzipped size of the scripts a load asked before its rows. */
const counted = (route: string) =>
  pageScripts(PAGES.find((page) => page.route === route) as (typeof PAGES)[number]);
/** The scripts' gzipped size, from this build's dist, or the --also build's. */
const bytes = (scripts: string[], from?: string) =>
  scripts.reduce(
    (sum, path) => sum + (path === '/stack-list.js' ? floorGzip.length : gzipped(path.slice(1), from)),
    0,
  );

let failed = false;
try {
  for (const network of NETWORKS) {
    console.log(
      `\nTime from navigation to a list's first rows, ${network.name} (${RUNS} loads each, in turn; ` +
        `load average ${loadAverage()}):`,
    );
    const loads = new Map<string, Rows[]>();
    const failures = new Map<string, number>();
    const pages = LISTS.flatMap((route) => [
      { key: `app ${route.path}`, url: `${gateway.origin}${route.path}` },
      { key: `floor ${route.path}`, url: `${floorOrigin}${route.path}` },
      ...(other ? [{ key: `also ${route.path}`, url: `${new URL(other.url).origin}${route.path}` }] : []),
    ]);
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < pages.length; i++) {
        // Each round starts from another page, so that the machine's slow stretches weigh on all alike.
        const { key, url } = pages[(i + run) % pages.length] as (typeof pages)[number];
        const { context, tab } = await tabOver(browser, network);
        const rows = await firstRows(tab, url);
        await context.close();
        if (rows) loads.set(key, [...(loads.get(key) ?? []), rows]);
        else failures.set(key, (failures.get(key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    console.log(
      `  ${'page'.padEnd(24)} ${'median'.padStart(8)} ${'worst'.padStart(8)} ${'× floor'.padStart(8)} ` +
        `${'rows'.padStart(5)} ${'JS before rows'.padStart(15)} ${'× floor'.padStart(8)} ${'npm run size'.padStart(13)}`,
    );
    for (const route of LISTS) {
      const floorLoads = loads.get(`floor ${route.path}`) ?? [];
      const floorMs = median(floorLoads.map(({ at }) => at));
      const floorKb = median(floorLoads.map(({ scripts }) => bytes(scripts))) / KB;
      for (const side of other ? ['app', 'also', 'floor'] : ['app', 'floor']) {
        const key = `${side} ${route.path}`;
        const these = loads.get(key) ?? [];
        const times = these.map(({ at }) => at);
        const kb =
          median(
            these.map(({ scripts }) =>
              bytes(scripts, side === 'also' ? join(ALSO as string, 'dist') : undefined),
            ),
          ) / KB;
        const sizeKb = side === 'app' ? bytes(counted(route.path).map((file) => `/${file}`)) / KB : null;
        const disagrees = sizeKb !== null && Math.abs(kb - sizeKb) > AGREE_KB;
        const over = side === 'app' && Math.max(kb, sizeKb ?? 0) > LIST_PAGE_BUDGET_KB;
        failed ||= disagrees || over;
        console.log(
          `  ${key.padEnd(24)} ${`${median(times).toFixed(0)} ms`.padStart(8)} ` +
            `${`${Math.max(...times).toFixed(0)} ms`.padStart(8)} ${(median(times) / floorMs).toFixed(2).padStart(8)} ` +
            `${String(median(these.map(({ rows }) => rows))).padStart(5)} ${`${kb.toFixed(1)} KB`.padStart(15)} ` +
            `${(kb / floorKb).toFixed(2).padStart(8)} ${sizeKb === null ? '' : `${sizeKb.toFixed(1)} KB`.padStart(13)}` +
            (disagrees ? `  DISAGREES BY MORE THAN ${AGREE_KB} KB` : '') +
            (over ? `  OVER THE BUDGET (${LIST_PAGE_BUDGET_KB} KB)` : '') +
            (failures.get(key) ? `  ${failures.get(key)} drew no rows within 30 s` : ''),
        );
        if (disagrees) {
          const fetched = new Set(these.flatMap(({ scripts }) => scripts));
          const countedFiles = new Set(counted(route.path).map((file) => `/${file}`));
          const only = (a: Set<string>, b: Set<string>) => [...a].filter((file) => !b.has(file)).join(' ');
          console.log(`      fetched, not counted: ${only(fetched, countedFiles) || '-'}`);
          console.log(`      counted, not fetched: ${only(countedFiles, fetched) || '-'}`);
        }
      }
    }
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);
} finally {
  await browser.close();
  await server.stop();
  await other?.stop();
  floor.close();
}
if (failed) process.exit(1);
