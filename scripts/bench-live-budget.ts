// Two parts of `npm run bench:live` (bench-live.ts) about what the stream costs a small key and a browser:
//   budget   10 minutes against a stand-in for the real service with a free key's quota (5 a minute): upstream
//            requests and 429s with 1 tab, 10 tabs, and 10 tabs with 90 simulated pages more, side by side
//   twelve   12 tabs of one browser: every tab live on one stream, and their requests' times with the stream and
//            without it
import type { Page } from '@playwright/test';
import type { Cleanup } from './bench-live-kit';
import {
  DEMO_KEY,
  metrics,
  msText,
  percentile,
  sleep,
  startDemoUpstream,
  startGateway,
  startSteppingGateway,
  step,
  until,
  type Proc,
} from './bench-live-kit';
import { LiveReader } from './bench-live-sse';
import { launch, openTabs, upstreamCounts } from './bench-live-tabs';

const PATHS = ['/', '/events', '/pools/1'];
const tabPaths = (count: number) =>
  Array.from({ length: count }, (_, i) => PATHS[i % PATHS.length] as string);

/** The stream's `hello`: the poller's cadence as the gateway states it. */
async function cadenceOf(server: Proc): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/live`, { signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
    const hello = /event: hello\ndata: (.*)\n/.exec(text);
    if (hello) {
      controller.abort();
      return (JSON.parse(hello[1] as string) as { cadenceSeconds: number }).cadenceSeconds;
    }
  }
  return NaN;
}

interface BudgetRun {
  label: string;
  gateway: Proc;
  upstream: Proc;
  requests: string[];
  simulated: number;
  readers: LiveReader[];
  start?: Map<string, number>;
  pageStart?: number;
}

/**
 * Part: a free key's quota. Three deployments side by side, each a gateway with the key's budget (5/60) over a
 * stepping demo API refusing beyond 5 a minute, stepped every 12 s for 10 minutes: the upstream requests, their
 * 429s, and what the pages asked of the gateway. The simulated pages are stream readers that, on each chain
 * message, ask again what a tab on / asks most (its newest events).
 */
export async function budget(cleanup: Cleanup): Promise<void> {
  const MINUTES = 10;
  console.log(
    `\nBudget: ${MINUTES} minutes against a stand-in with a free key's quota (5 a minute, 429 beyond), a block every 12 s`,
  );
  const browser = await launch(cleanup);
  const plans = [
    { label: '1 tab (/)', tabs: 1, simulated: 0 },
    { label: '10 tabs', tabs: 10, simulated: 0 },
    { label: '10 tabs and 90 simulated pages', tabs: 10, simulated: 90 },
  ];
  const runs: BudgetRun[] = [];
  let stopped = false;
  for (const plan of plans) {
    const upstream = await startDemoUpstream(cleanup, { DEMO_API_RATE_LIMIT: '5/60' });
    const gateway = await startGateway(
      { TAOSTATS_API_URL: upstream.url, TAOSTATS_API_KEY: DEMO_KEY, TAOSTATS_RATE_LIMIT: '5/60' },
      cleanup,
    );
    const requests: string[] = [];
    await openTabs(await browser.newContext(), gateway, tabPaths(plan.tabs), requests);
    runs.push({ label: plan.label, gateway, upstream, requests, simulated: plan.simulated, readers: [] });
  }
  // Loading spends the quota's first minute: the count starts once the pages have loaded and gone quiet.
  await sleep(60_000);
  const cadence = await cadenceOf(runs[0]?.gateway as Proc);
  for (const run of runs) {
    // What a tab on / asked most: the request a simulated page repeats on each message.
    const asked = new Map<string, number>();
    for (const url of run.requests.filter((url) => url.startsWith('/api/')))
      asked.set(url, (asked.get(url) ?? 0) + 1);
    const repeated = [...asked].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '/api/event/v1?limit=10';
    run.readers = Array.from({ length: run.simulated }, () => new LiveReader(run.gateway.url));
    run.readers.forEach((reader) => reader.open());
    cleanup.add(() => run.readers.forEach((reader) => reader.close()));
    run.start = await upstreamCounts(run.gateway);
    run.pageStart = run.requests.length;
    let seen = 0;
    const repeat = async () => {
      while (run.readers.length > 0 && !stopped) {
        const chains = run.readers.reduce((sum, reader) => sum + reader.log.chains.length, 0);
        for (; seen < chains; seen++) {
          run.requests.push(repeated);
          void fetch(`${run.gateway.url}${repeated}`).then(
            (answer) => answer.arrayBuffer(),
            () => {},
          );
        }
        await sleep(200);
      }
    };
    void repeat();
  }
  console.log(`  the poller's cadence as the stream's hello states it: ${cadence} s`);
  for (let block = 0; block < MINUTES * 5; block++) {
    const started = Date.now();
    await Promise.all(runs.map((run) => step(run.upstream)));
    await sleep(Math.max(0, 12_000 - (Date.now() - started)));
  }
  stopped = true;
  console.log('                                   upstream  429s  page /api requests  upstream by endpoint');
  for (const run of runs) {
    const end = await upstreamCounts(run.gateway);
    const refused = (await metrics(run.gateway))('gateway_upstream_requests_total', 'status="429"');
    const delta = (key: string) => (end.get(key) ?? 0) - (run.start?.get(key) ?? 0);
    const byEndpoint = [...end.keys()]
      .filter((key) => key !== 'all' && delta(key) > 0)
      .map((key) => `${key} ${delta(key)}`)
      .join(', ');
    const pages = run.requests.slice(run.pageStart).filter((url) => url.startsWith('/api/')).length;
    console.log(
      `  ${run.label.padEnd(33)}${String(delta('all')).padStart(8)}  ${String(refused).padStart(4)}  ${String(pages).padStart(18)}  ${byEndpoint}`,
    );
  }
}

/** The times of `count` requests to the gateway from a tab, one after another (ms, as the page measures them). */
async function requestTimes(page: Page, count: number): Promise<number[]> {
  return page.evaluate(async (count) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      // A page of its own each time: a request the gateway answers, never the browser's cache.
      await (await fetch(`/api/event/v1?limit=1&page=${i + 2}`, { cache: 'no-store' })).arrayBuffer();
      times.push(performance.now() - started);
    }
    return times;
  }, count);
}

/**
 * Part: 12 tabs of one browser on a stepping demo. Over HTTP/1.1 a browser opens at most 6 connections to a host,
 * so a stream per tab would leave a seventh tab's requests waiting. Every tab should say Live over one /live
 * connection, and the last tab's requests take as long as those of 12 tabs with no stream at all: both sets are
 * open at once, on gateways of their own, and asked in turn, so that the machine's load falls on both alike.
 */
export async function twelve(cleanup: Cleanup): Promise<void> {
  console.log('\n12 tabs of one browser on /events: one stream, and requests not held up');
  const browser = await launch(cleanup);
  const sets: { label: string; server: Proc; pages: Page[]; times: number[] }[] = [];
  for (const withStream of [true, false]) {
    const server = await startSteppingGateway(cleanup);
    const context = await browser.newContext();
    if (!withStream) await context.route('**/live*', (route) => route.abort());
    const pages = await openTabs(context, server, Array<string>(12).fill('/events'), []);
    const label = withStream ? 'with the stream' : 'without it (/live refused)';
    sets.push({ label, server, pages, times: [] });
  }
  const statuses = (pages: Page[]) =>
    Promise.all(pages.map((page) => page.locator('.live-status').textContent()));
  await until(
    'every tab of the first set to say Live',
    async () => (await statuses(sets[0]?.pages ?? [])).every((text) => text === 'Live'),
    60_000,
    250,
  );
  await Promise.all(sets.map((set) => step(set.server)));
  await sleep(3000);
  for (let round = 0; round < 8; round++)
    for (const set of sets) set.times.push(...(await requestTimes(set.pages.at(-1) as Page, 10)));
  console.log('                               tabs live  /live connections  12th tab request p50  p95');
  for (const { label, server, pages, times } of sets) {
    const live = (await statuses(pages)).filter((text) => text === 'Live').length;
    const connections = (await metrics(server))('gateway_live_clients');
    console.log(
      `  ${label.padEnd(29)}${String(live).padStart(9)}  ${String(connections).padStart(17)}  ${msText(percentile(times, 50)).padStart(20)}  ${msText(percentile(times, 95))}`,
    );
  }
}
