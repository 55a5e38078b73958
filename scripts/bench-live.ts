// `npm run bench:live`: what the live stream (GET /live, server/gateway/live/) costs and how fast it is, on real
// servers (the gateway as `npm start` runs it, on a demo chain stepped with POST /__demo/step) and Debian's
// Chromium. It prints, never asserts. Four parts, each alone with `npm run bench:live -- <part>`:
//   latency    from a step to the chain message at a stream reader, and to the overview's head in a tab
//   tabs       upstream requests over 50 blocks with 1 and 10 tabs (one browser), and 100 more readers
//   clients    1,000 readers in 4 processes: the server's memory and CPU; a restart under 500, without and with Redis
//   instances  two gateways on one Redis and one demo API: who polls, and a takeover when the poller dies
// See docs/benchmarks.md.
import { loadavg } from 'node:os';
import {
  Cleanup,
  metrics,
  msText,
  percentile,
  sleep,
  startSteppingGateway,
  step,
  until,
  type Proc,
} from './bench-live-kit';
import { budget, twelve } from './bench-live-budget';
import { manyClients, twoInstances } from './bench-live-scale';
import { LiveReader } from './bench-live-sse';
import { launch, openTabs, upstreamCounts } from './bench-live-tabs';

/**
 * Steps `blocks` times, `pauseMs` apart; each time, the milliseconds from the step's answer to the moment
 * `arrived(block)` resolves with: when the new block was seen.
 */
async function stepTimes(
  server: Proc,
  blocks: number,
  pauseMs: number,
  arrived: (block: number) => Promise<number>,
) {
  const times: number[] = [];
  for (let i = 0; i < blocks; i++) {
    const block = await step(server);
    const answered = Date.now();
    times.push((await arrived(block)) - answered);
    await sleep(pauseMs);
  }
  return times;
}

/** Part 1: a step's way to a stream reader, and to the overview's head in a Chromium tab. */
async function latency(cleanup: Cleanup): Promise<void> {
  console.log(
    '\n1. Latency: from a step of the demo chain (POST /__demo/step) answered, to the new head shown',
  );
  const server = await startSteppingGateway(cleanup);
  const reader = new LiveReader(server.url);
  cleanup.add(() => reader.close());
  reader.open();
  await until('the stream to open', () => reader.log.opens.length > 0, 30_000);
  const atReader = await stepTimes(server, 100, 200, async (block) => {
    const seen = () => reader.log.chains.find((chain) => chain.head >= block);
    await until(`block ${block} at the reader`, () => seen() !== undefined, 10_000);
    return seen()?.at ?? NaN;
  });
  reader.close();
  const browser = await launch(cleanup);
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  const now = page.getByRole('region', { name: 'The chain now' });
  await now.getByText(/^Head block [\d,]+,/).waitFor({ timeout: 60_000 });
  await page.locator('.live-status', { hasText: 'Live' }).waitFor({ timeout: 30_000 });
  // The page notes when it saw the block (its clock is this machine's): the way back over CDP is not counted.
  const inTab = await stepTimes(server, 30, 200, async (block) => {
    const shown = await page.waitForFunction(
      (wanted) => {
        const link = document.querySelector('section[aria-labelledby="chain-now"] .head-block a');
        return Number((link?.textContent ?? '').replace(/\D/g, '')) >= wanted && Date.now();
      },
      block,
      { polling: 'raf', timeout: 10_000 },
    );
    return Number(await shown.jsonValue());
  });
  await page.close();
  await server.stop();
  console.log('  (goal: p95 at most 1 s)               blocks  p50      p95      max');
  const row = (label: string, times: number[]) =>
    console.log(
      `  ${label.padEnd(36)}${String(times.length).padStart(6)}  ` +
        [50, 95, 100]
          .map((p) => msText(percentile(times, p)).padEnd(9))
          .join('')
          .trimEnd(),
    );
  row('a stream reader: its chain message', atReader);
  row("a tab on /: the overview's head", inTab);
}

interface CostRow {
  label: string;
  upstream: number;
  byEndpoint: string;
  pageRequests: number;
  pageApi: number;
  /** The pages' /api requests by path, the most asked first. */
  pagePaths: string;
  connections: number;
}

/** The stepped blocks of a run of part 2: the upstream requests, the pages' and the most /live connections. */
async function costOfBlocks(
  label: string,
  server: Proc,
  requests: string[],
  blocks: number,
): Promise<CostRow> {
  const before = await upstreamCounts(server);
  const pageBefore = requests.length;
  let connections = 0;
  for (let i = 0; i < blocks; i++) {
    await step(server);
    await sleep(300);
    connections = Math.max(connections, (await metrics(server))('gateway_live_clients'));
  }
  // The pages' requests on the last message, and the poller's on the last block, settle.
  await sleep(3000);
  const after = await upstreamCounts(server);
  const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
  const byEndpoint = [...after.keys()]
    .filter((key) => key !== 'all' && delta(key) > 0)
    .map((key) => `${key} ${delta(key)}`)
    .join(', ');
  const pageRequests = requests.slice(pageBefore);
  const api = pageRequests
    .map((url) => url.split('?')[0] as string)
    .filter((path) => path.startsWith('/api/'));
  const paths = new Map<string, number>();
  for (const path of api) paths.set(path, (paths.get(path) ?? 0) + 1);
  const pagePaths = [...paths]
    .sort((a, b) => b[1] - a[1])
    .map(([path, n]) => `${path} ${n}`)
    .join(', ');
  const pageRequestsCount = pageRequests.length;
  return {
    label,
    upstream: delta('all'),
    byEndpoint,
    pageRequests: pageRequestsCount,
    pageApi: api.length,
    pagePaths,
    connections,
  };
}

/** Part 2: what the stream costs upstream with 1 and 10 tabs of one browser, and with 100 more stream readers. */
async function tabs(cleanup: Cleanup): Promise<void> {
  const BLOCKS = 50;
  console.log(
    `\n2. Upstream cost: ${BLOCKS} stepped blocks (${(BLOCKS * 12) / 60} minutes of chain), 300 ms apart`,
  );
  const browser = await launch(cleanup);
  const rows: CostRow[] = [];
  const pages = ['/', '/events', '/pools/1'];
  for (const count of [1, 10]) {
    const server = await startSteppingGateway(cleanup);
    const requests: string[] = [];
    const paths = Array.from({ length: count }, (_, i) => pages[i % pages.length] as string);
    const tabs = await openTabs(await browser.newContext(), server, paths, requests);
    await until(
      'the tabs to be live',
      async () => (await metrics(server))('gateway_live_clients') > 0,
      60_000,
      250,
    );
    await sleep(3000);
    const loading = (await upstreamCounts(server)).get('all') ?? 0;
    const label = `${count} tab${count > 1 ? 's' : ''} (${[...new Set(paths)].join(', ')})`;
    console.log(`  ${label}: ${requests.length} page requests and ${loading} upstream while loading`);
    rows.push(await costOfBlocks(label, server, requests, BLOCKS));
    if (count === 10) {
      const readers = Array.from({ length: 100 }, () => new LiveReader(server.url));
      cleanup.add(() => readers.forEach((reader) => reader.close()));
      readers.forEach((reader) => reader.open());
      await until('100 readers', () => readers.every((reader) => reader.log.opens.length > 0), 30_000, 50);
      rows.push(await costOfBlocks('10 tabs and 100 stream readers', server, requests, BLOCKS));
      readers.forEach((reader) => reader.close());
    }
    await tabs[0]?.context().close();
    await server.stop();
  }
  printCosts(rows);
}

function printCosts(rows: CostRow[]): void {
  console.log(
    '                                   upstream  page requests  /live         upstream by endpoint',
  );
  console.log('                                             (of them /api)  connections');
  for (const row of rows) {
    console.log(
      `  ${row.label.padEnd(33)}${String(row.upstream).padStart(8)}  ` +
        `${`${row.pageRequests} (${row.pageApi})`.padStart(13)}  ${String(row.connections).padStart(11)}  ${row.byEndpoint}`,
    );
  }
  console.log("  The pages' /api requests over the blocks, by path:");
  for (const row of rows) console.log(`    ${row.label}: ${row.pagePaths || 'none'}`);
}

const PARTS: Record<string, (cleanup: Cleanup) => Promise<void>> = {
  latency,
  tabs,
  clients: manyClients,
  instances: twoInstances,
  twelve,
  budget,
};

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = asked.filter((name) => !(name in PARTS));
  if (unknown.length) {
    console.error(`Unknown part ${unknown.join(', ')}: choose from ${Object.keys(PARTS).join(', ')}`);
    process.exit(2);
  }
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const started = Date.now();
  console.log(
    `Live stream benchmark (${asked.length ? asked.join(', ') : 'every part'}); load average ${load()}`,
  );
  const cleanup = new Cleanup();
  const stop = () => void cleanup.run().finally(() => process.exit(130));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    for (const [name, part] of Object.entries(PARTS)) {
      if (asked.length && !asked.includes(name)) continue;
      await part(cleanup);
      await cleanup.run();
    }
  } finally {
    await cleanup.run();
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${load()}`);
}

await main();
