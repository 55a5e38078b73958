// `npm run bench:chart`: time from navigation to the first drawn frame of a 10,000-bar candlestick chart, for the
// embed page, the app's pool page, a bare page that draws the same bars with lightweight-charts alone (the floor:
// the gap above it is ours to close), and two pages of the app's stack built here from its own dependencies
// (scripts/bench-floors/): React and the chart, and React, React Router, TanStack Query and the chart (the floor of
// a page made as the app is). A small HTTP server here answers the chart API with synthetic bars, as the gateway's
// upstream, and serves the bare and floor pages, so every page draws the same data over real HTTP (routing
// requests through Playwright would slow the pages that make more of them). Each page loads a few times and the
// median and worst are printed, with the ratios to the bare chart and to the stack page and the calls the gateway
// made to the stand-in upstream for those loads.
import { chromium, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { DRAWN_MARK } from '../src/charts/price-chart';
import { udfHistoryUrl } from '../src/api/chart-schemas';
import { chartNow } from '../src/shared/charts/bars';
import { pageFirstRequest } from '../src/shared/charts/pool-link';
import { startServer } from '../e2e/server';
import { NETWORKS, tabOver } from './bench-networks';
import { buildFloor } from './bench-floors/build';

const BARS = 10_000;
/**
 * `--also=<checkout>`: that checkout's pool page and embed too, from its own build and gateway, beside this one's in
 * the same rounds: a change's gain as a paired measurement (build both first).
 */
const ALSO = process.argv.find((a) => a.startsWith('--also='))?.split('=')[1];
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 9);
const MARK = DRAWN_MARK;

/** A deterministic random walk of one-minute bars, as the UDF endpoint answers them. */
function syntheticUdf() {
  const udf = {
    s: 'ok',
    t: [] as number[],
    o: [] as number[],
    h: [] as number[],
    l: [] as number[],
    c: [] as number[],
    v: [] as number[],
  };
  let price = 0.01;
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < BARS; i++) {
    const open = price;
    price *= Math.exp((random() - 0.5) * 0.02);
    udf.t.push(1_790_000_000 + i * 60);
    udf.o.push(open);
    udf.c.push(price);
    udf.h.push(Math.max(open, price) * (1 + random() * 0.005));
    udf.l.push(Math.min(open, price) * (1 - random() * 0.005));
    udf.v.push(random() * 100);
  }
  return udf;
}

/** The floor: lightweight-charts alone, as its documentation draws candles (and, with `volume`, a histogram). */
const barePage = (
  volume: boolean,
) => `<!doctype html><html><head><style>html,body,#c{height:100%;margin:0}</style></head><body><div id="c"></div>
<script src="/lwc.js"></script><script>
fetch('/udf.json').then((r) => r.json()).then((u) => {
  const chart = LightweightCharts.createChart(document.getElementById('c'), { autoSize: true });
  const series = chart.addSeries(LightweightCharts.CandlestickSeries);
  series.setData(u.t.map((t, i) => ({ time: t, open: u.o[i], high: u.h[i], low: u.l[i], close: u.c[i] })));
  if (${volume}) {
    const histogram = chart.addSeries(LightweightCharts.HistogramSeries, { priceScaleId: 'volume' });
    histogram.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    histogram.setData(u.t.map((t, i) => ({ time: t, value: u.v[i], color: u.c[i] >= u.o[i] ? '#1a7f3766' : '#cf222e66' })));
  }
  chart.timeScale().fitContent();
  requestAnimationFrame(() => performance.mark('${MARK}'));
});
</script></body></html>`;

/** A floor page: its bundle, given the history URL to fetch, in a box of the whole window. */
const floorPage = (
  script: string,
  history: string,
) => `<!doctype html><html><head><style>html,body,#root{height:100%;margin:0}</style></head><body>
<div id="root" data-history="${history.replaceAll('&', '&amp;')}"></div><script type="module" src="${script}"></script>
</body></html>`;

/** The time to the page's first drawn frame, or null when none came within 30 s. */
async function timeToDrawn(page: Page, url: string): Promise<number | null> {
  // Not waiting for the load event, which is not what is measured: twice in some hundreds of loads over the
  // emulated network, a page's never came.
  await page.goto(url, { waitUntil: 'commit' });
  return page
    .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, MARK, { timeout: 30_000 })
    .then(
      (h) => h.jsonValue() as Promise<number>,
      () => null,
    );
}

const launchOptions = chromiumLaunchOptions();
if (!launchOptions) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
const udf = JSON.stringify(syntheticUdf());
const API_KEY = 'bench';
const lwc = readFileSync(
  join(
    import.meta.dirname,
    '..',
    'node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js',
  ),
);
const NETUID = 31;
// The pool page's first request at resolution 1 (its newest chunk of bars), which the floor pages ask as well:
// the stand-in answers it with the same bars.
const { from, to } = pageFirstRequest({ resolution: '1' }, chartNow());
const history = udfHistoryUrl(NETUID, '1', from, to);
const defines = { DRAWN_MARK: MARK };
const files: Record<string, [string, string | Buffer]> = {
  '/bare.html': ['text/html', barePage(false)],
  '/bare-volume.html': ['text/html', barePage(true)],
  '/lwc.js': ['text/javascript', lwc],
  '/react-chart.html': ['text/html', floorPage('/react-chart.js', history)],
  '/react-chart.js': ['text/javascript', await buildFloor('react-chart.tsx', defines)],
  // The stack page is at the pool page's path, which its route matches.
  [`/pools/${NETUID}`]: ['text/html', floorPage('/stack-chart.js', history)],
  '/stack-chart.js': ['text/javascript', await buildFloor('stack-chart.tsx', defines)],
  '/udf.json': ['application/json', udf],
  '/api/dtao/tradingview/udf/history': ['application/json', udf],
  // The pool page's swaps list asks for events too: none, so the chart is all there is to draw.
  '/api/coingecko/events': ['application/json', '{"events":[]}'],
};
// Compressed like any production server's answers, so that the emulated network treats the bare pages fairly.
const gzipped = new Map(Object.entries(files).map(([path, [, body]]) => [path, gzipSync(body)]));
/**
 * Requests that reached the stand-in as the upstream API with the key: the gateway's calls, which a real key pays
 * for (the floor pages ask the stand-in directly, without it).
 */
let upstreamCalls = 0;
/**
 * The stack page once more, asking its bars through the gateway, as the app's pages do (`?via-gateway`, its
 * requests passed on under VIA): on this machine the gateway shares the browser's two cores, and this page tells
 * that cost from the app's own.
 */
const VIA = '/via-gateway';
const viaGateway = floorPage('/stack-chart.js', `${VIA}${history}`);
let gatewayOrigin: URL | null = null;
const fake = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const path = url.pathname;
  if (path.startsWith(`${VIA}/`) && gatewayOrigin) {
    const { hostname, port } = gatewayOrigin;
    const headers = { ...request.headers, host: gatewayOrigin.host };
    const upstream = forward({ hostname, port, path: request.url?.slice(VIA.length), headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.end();
    return;
  }
  if (path === `/pools/${NETUID}` && url.searchParams.has('via-gateway')) {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(viaGateway);
    return;
  }
  if (path.startsWith('/api/') && request.headers.authorization === API_KEY) upstreamCalls++;
  const [type, body] = files[path] ?? ['application/json', '{"message":"not found"}'];
  const gzip = gzipped.get(path);
  if (gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip' });
    response.end(gzip);
  } else {
    response.writeHead(files[path] ? 200 : 404, { 'Content-Type': type });
    response.end(body);
  }
});
await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
const fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
// The stand-in has no quota, and the one a real key has (5 a minute) is `npm run bench:quota`'s to measure: a page
// here asks upstream when the newest bars' answer has aged (every few loads), and a round of loads that ran into
// the quota measured its wait (18 s once), not the drawing.
const gatewayEnv = { TAOSTATS_API_URL: fakeOrigin, TAOSTATS_API_KEY: API_KEY, TAOSTATS_RATE_LIMIT: '600/60' };
const server = await startServer(gatewayEnv);
const other = ALSO ? await startServer(gatewayEnv, ALSO) : null;
const browser = await chromium.launch(launchOptions);
const origin = new URL(server.url).origin;
gatewayOrigin = new URL(origin);

/** The floor the pages are measured against: the bare chart drawing what they draw, candles and volume. */
const FLOOR = 'bare page, candles + volume';
/** The floor of a page made as the app is, with what the app's pages cannot do without. */
const STACK = 'React + Router + Query + chart';
const pages = [
  { name: 'bare page, candles', url: `${fakeOrigin}/bare.html` },
  { name: FLOOR, url: `${fakeOrigin}/bare-volume.html` },
  { name: 'React + chart', url: `${fakeOrigin}/react-chart.html` },
  { name: STACK, url: `${fakeOrigin}/pools/${NETUID}?resolution=1` },
  { name: 'stack page, bars via gateway', url: `${fakeOrigin}/pools/${NETUID}?resolution=1&via-gateway` },
  { name: `embed page (/embed/pools/${NETUID})`, url: `${origin}/embed/pools/${NETUID}?resolution=1` },
  { name: `app pool page (/pools/${NETUID})`, url: `${origin}/pools/${NETUID}?resolution=1` },
  ...(other
    ? [
        {
          name: 'embed page, --also build',
          url: `${new URL(other.url).origin}/embed/pools/${NETUID}?resolution=1`,
        },
        {
          name: 'app pool page, --also build',
          url: `${new URL(other.url).origin}/pools/${NETUID}?resolution=1`,
        },
      ]
    : []),
];
/** Each page's loads: the time to its first frame, and the upstream calls it cost. */
interface Loads {
  times: number[];
  calls: number;
  /** Loads that drew nothing within 30 s. */
  failed: number;
}
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
try {
  for (const network of NETWORKS) {
    console.log(
      `Time from navigation to the first drawn frame of ${BARS.toLocaleString('en-US')} bars, ${network.name} ` +
        `(${RUNS} loads each, the pages in turn, each round in another order; load average ${loadAverage()}):`,
    );
    const loads = new Map<string, Loads>(pages.map(({ name }) => [name, { times: [], calls: 0, failed: 0 }]));
    for (let run = 0; run < RUNS; run++) {
      // The pages take turns, starting from another one each round, so that a slow stretch of this machine (or
      // the page loaded just before) weighs on every page alike.
      for (let i = 0; i < pages.length; i++) {
        const { name, url } = pages[(i + run) % pages.length] as (typeof pages)[number];
        const page = loads.get(name) as Loads;
        const callsBefore = upstreamCalls;
        const { context, tab } = await tabOver(browser, network);
        const time = await timeToDrawn(tab, url);
        if (time === null) page.failed++;
        else page.times.push(time);
        await context.close();
        page.calls += upstreamCalls - callsBefore;
        // The closed page's processes wind down before the next one starts.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    const floor = median((loads.get(FLOOR) as Loads).times);
    const stack = median((loads.get(STACK) as Loads).times);
    console.log(
      `  ${'page'.padEnd(32)} ${'median'.padStart(8)} ${'worst'.padStart(8)}  × bare chart with volume  × stack page  upstream calls`,
    );
    for (const [name, { times, calls, failed }] of loads) {
      const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
      console.log(
        `  ${name.padEnd(32)} ${ms(median(times))} ${ms(Math.max(...times))}  ` +
          `${(median(times) / floor).toFixed(2).padStart(23)}  ${(median(times) / stack).toFixed(2).padStart(11)}  ` +
          String(calls).padStart(14) +
          (failed ? `   ${failed} drew nothing within 30 s` : ''),
      );
    }
  }
  console.log(`Load average at the end: ${loadAverage()}`);
} finally {
  await browser.close();
  await server.stop();
  await other?.stop();
  fake.close();
}
