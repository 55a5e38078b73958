// `npm run bench:memory`: the server's resident memory after a fresh start and a browse of every page. The server
// starts as `npm start` runs it (the demo, a living chain over the data folder's database, generated first if there
// is none), a real Chromium opens every page of the route table (src/shared/route-table.ts) and the embed, scrolled to the
// bottom so that what a page asks when shown is asked too, then the process's memory is read: RSS as `ps` reports
// it (which counts the pages of SQLite's memory mapping the process has touched, as a small host's limit does), its
// parts from /proc (the database's mapped pages, anonymous memory) and the gateway's /metrics (V8's heap, external
// memory, the answer cache, the market's windows, SQLite's bounds). It prints and asserts nothing.
//
// `-- --data-dir=DIR` reads another data folder (DEMO_API_DATA_DIR): an empty one has the server generate the
// database at its start, as on a fresh clone (with `tsx scripts/bench-memory.ts` on a stale or missing dist/, the
// server builds the app at its start too); `-- --env=NAME=VALUE` (repeatable) sets the server's environment.
import { chromium, type Browser } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { isBuildStale } from '../server/build';
import { spanAt } from '../server/demo-api/chain';
import { DEFAULT_DATA_DIR, databaseFile } from '../server/demo-api/store/database';
import { ROUTE_TABLE } from '../src/shared/route-table';
import { Cleanup, mbText, metrics, ROOT, sleep, type Proc } from './bench-live-kit';

/** Records of the demo chain's generated span, which a living chain keeps too (the browser tests' own). */
const SAMPLE = {
  address: '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v',
  netuid: '119',
  hash: '0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c',
  block: '9518335',
  extrinsic: '9518343-0001',
};

/** The views of each route (its path with a sample's values); a route without one stops the benchmark. */
const VIEWS: Record<keyof typeof ROUTE_TABLE, string[]> = {
  overview: ['/'],
  events: ['/events', '/events?page=200'],
  accounts: ['/accounts', '/accounts?page=50'],
  account: [`/accounts/${SAMPLE.address}`],
  subnetOwners: ['/subnets/owners'],
  subnet: ['', '?tab=owners', '?tab=deregistrations', '?tab=swaps'].map(
    (tab) => `/subnets/${SAMPLE.netuid}${tab}`,
  ),
  deregistrations: ['/deregistrations'],
  evmTransactions: ['/evm/transactions'],
  evmTransaction: [`/evm/transactions/${SAMPLE.hash}`],
  pools: ['/pools'],
  pool: ['/pools/1', '/pools/1?range=all&resolution=1D', `/pools/${SAMPLE.netuid}?range=7d`],
  compare: ['/compare?netuid=1,4,19&range=7d', '/compare?netuid=1,4,19&range=90d'],
  watchlist: ['/watchlist'],
  alerts: ['/alerts'],
  block: [`/blocks/${SAMPLE.block}`],
  extrinsic: [`/extrinsics/${SAMPLE.extrinsic}`],
  notFound: ['/no-such-page'],
};
/** Not a route of the table: a page of its own. */
const EMBEDS = ['/embed/pools/1?trades=1'];

/** How long a page must ask nothing before its view counts as loaded, and the longest a view may take. */
const QUIET_MS = 1_000;
const VIEW_MAX_MS = 30_000;

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataDir = resolve(ROOT, option('data-dir') ?? DEFAULT_DATA_DIR);
const extraEnv = Object.fromEntries(
  args
    .filter((arg) => arg.startsWith('--env='))
    .map((arg) => {
      const [name = '', ...value] = arg.slice('--env='.length).split('=');
      return [name, value.join('=')];
    }),
);

/**
 * The server as `npm start` runs it (`node --import tsx server/main.ts`, the process RSS is read of), on a free port;
 * resolves once it listens. A first start generates the database and builds the app: minutes on a busy machine.
 */
function startServer(env: Record<string, string>, cleanup: Cleanup): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', STOP_WITH_STDIN: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  cleanup.add(() => stop('SIGKILL'));
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the server did not start in 15 minutes:\n${output}`)),
      900_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Dashboard on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      done({ url, pid: child.pid ?? 0, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      fail(new Error(`the server exited:\n${output}`));
    });
  });
}

/** Opens `url` in a new context, scrolls to the bottom until the page stops growing and asking, and closes it. */
async function view(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  page.on('requestfinished', () => (lastRequest = Date.now()));
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  // The live stream stays open, so the network is never idle: quiet is no request started or finished for a while.
  for (let settled = 0; settled < 2 && Date.now() - started < VIEW_MAX_MS;) {
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

/** The process's memory as the kernel counts it, in bytes. */
function kernelMemory(pid: number, databasePath: string) {
  const rss =
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) * 1024;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  // The database file's mapping (SQLite's mmap) and its shared-memory index (-shm), from the process's maps.
  let mapped = 0;
  let shm = 0;
  let current = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) current = mapping[1] ?? '';
    const kb = /^Rss:\s+(\d+) kB/.exec(line)?.[1];
    if (kb === undefined) continue;
    if (current === databasePath) mapped += Number(kb) * 1024;
    else if (current === `${databasePath}-shm`) shm += Number(kb) * 1024;
  }
  return { rss, peak: field('VmHWM'), anon: field('RssAnon'), file: field('RssFile'), mapped, shm };
}

async function report(server: Proc, databasePath: string, title: string): Promise<void> {
  const memory = kernelMemory(server.pid, databasePath);
  const read = await metrics(server);
  const line = (name: string, value: string) => console.log(`  ${name.padEnd(48)} ${value}`);
  console.log(title);
  line('RSS (ps -o rss=)', mbText(memory.rss));
  line('  peak RSS so far (VmHWM)', mbText(memory.peak));
  line('  file-backed (RssFile)', mbText(memory.file));
  line('    of which the database mapped (mmap)', mbText(memory.mapped));
  line("    of which the database's -shm index", mbText(memory.shm));
  line('  anonymous (RssAnon)', mbText(memory.anon));
  line(
    '    V8 heap, total (used)',
    `${mbText(read('nodejs_heap_size_total_bytes'))} (${mbText(read('nodejs_heap_size_used_bytes'))})`,
  );
  line('    external (Buffers, ...)', mbText(read('nodejs_external_memory_bytes')));
  line(
    '    the rest: SQLite page cache, code, malloc',
    mbText(memory.anon - read('nodejs_heap_size_total_bytes') - read('nodejs_external_memory_bytes')),
  );
  line(
    'answer cache: held (bound)',
    `${mbText(read('gateway_answer_cache_bytes'))} (${mbText(read('gateway_answer_cache_max_bytes'))})`,
  );
  line(
    'market: windows held (bound)',
    `${read('gateway_market_windows')} (${read('gateway_market_max_windows')})`,
  );
  line(
    'SQLite: mmap_size, cache_size (bounds)',
    `${mbText(read('demo_api_sqlite_mmap_max_bytes'))}, ${mbText(read('demo_api_sqlite_cache_max_bytes'))}`,
  );
  line(
    'upstream requests (gateway_upstream_requests_total)',
    String(read('gateway_upstream_requests_total')),
  );
}

const views = Object.entries(VIEWS).flatMap(([name, paths]) => {
  if (paths.length === 0) throw new Error(`bench-memory: no view of the route ${name}`);
  return paths;
});
for (const name of Object.keys(ROUTE_TABLE)) {
  if (!(name in VIEWS)) throw new Error(`bench-memory: no view of the route ${name}: add one to VIEWS`);
}
views.push(...EMBEDS);

const launchOptions = chromiumLaunchOptions();
if (!launchOptions) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
// npm run bench:memory builds first; run alone on a stale build, the server builds it at its start, as npm start does.
const builds = isBuildStale(ROOT, resolve(ROOT, 'dist'));

const databasePath = databaseFile({ dir: dataDir, scale: 1 }, spanAt(Date.now()));
const generated = existsSync(databasePath);
const cleanup = new Cleanup();
try {
  const startedAt = Date.now();
  const server = await startServer({ DEMO_API_DATA_DIR: dataDir, ...extraEnv }, cleanup);
  console.log(
    `Server (pid ${server.pid}) started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, the demo as npm start ` +
      `runs it over ${databasePath} (${generated ? 'generated before' : 'generated at this start'}, ` +
      `${mbText(statSync(databasePath).size)}), ${builds ? 'building the app at its start' : 'the app built before'}` +
      (Object.keys(extraEnv).length ? `, with ${JSON.stringify(extraEnv)}` : ''),
  );
  await report(server, databasePath, 'After the start:');
  const browser = await chromium.launch(launchOptions);
  const browsed = Date.now();
  // The highest RSS during the browse, and the view open then (read every 250 ms: a short peak may pass unseen).
  let current = '';
  const highest = { rss: 0, during: '' };
  const sampler = setInterval(() => {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
    const rss = Number(kb) * 1024;
    if (rss > highest.rss) Object.assign(highest, { rss, during: current });
  }, 250);
  try {
    for (const path of views) {
      current = path;
      await view(browser, `${server.url}${path}`);
    }
  } finally {
    clearInterval(sampler);
    await browser.close();
  }
  console.log(
    `Browsed ${views.length} views of ${Object.keys(VIEWS).length} routes and the embed in ${((Date.now() - browsed) / 1000).toFixed(0)} s.`,
  );
  console.log(
    `Highest RSS seen during the browse: ${mbText(highest.rss)}, while ${highest.during} was open.`,
  );
  await sleep(5_000);
  await report(server, databasePath, 'After the browse (and 5 s idle):');
  await server.stop();
} finally {
  await cleanup.run();
}
