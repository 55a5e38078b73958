// `npm run bench:market`: what the market summary (server/gateway/market/) costs upstream, and whether pages keep
// their share of a free key's budget. The gateway's pieces run in-process as server/main.ts builds them (the /api
// proxy, its QuotaBudget of 5 requests per 60 s, the market) over the demo API, its chain living on from the span's
// end, all on one simulated clock (bench-market-sim.ts); the visitors' pages ask what the app's pages ask
// (bench-market-visitors.ts). Every run prints the same figures.
import { AsyncLocalStorage } from 'node:async_hooks';
import { POOL_EVENTS_PATH } from '../src/api/chart-schemas';
import type { MarketSummary } from '../src/api/market';
import { BLOCK_MS, HEAD_TIME_MS, isoTime, lastBlockAtOrBefore } from '../server/demo-api/chain';
import { ApiProxy } from '../server/gateway/api-proxy';
import { QuotaBudget } from '../server/gateway/budget';
import { Market } from '../server/gateway/market/market';
import type { Turn } from '../server/gateway/scheduler';
import { API_KEY, LIMIT, livingDemo, SettlingBudget, Sim, type Demo } from './bench-market-sim';
import { embedPage, poolPage, visitors, type Browser, type Visit } from './bench-market-visitors';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** One upstream request: when, who caused it, and the upstream's status. */
interface Call {
  at: number;
  asker: string;
  status: number;
}

/** What the market asks: the newest event (the head), the owner log, or grid windows of swaps (the tail's or closed). */
function marketAsk(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/subnet/owner/v1') return 'market: owners';
  return pathname === POOL_EVENTS_PATH ? 'market: swaps windows' : 'market: head';
}

/** A gateway on the simulated clock, each upstream request labelled by who caused it, and its market. */
function simulatedGateway(demo: Demo) {
  const calls: Call[] = [];
  const asker = new AsyncLocalStorage<{ label: string }>();
  const sim = new Sim();
  const { app, advance } = demo.restart(() => sim.now);
  const budget = new SettlingBudget(new QuotaBudget(LIMIT, () => sim.now));
  sim.advance = advance;
  sim.busy = () => budget.unsettled > 0;
  const MB = 2 ** 20;
  const proxy = new ApiProxy({
    upstream: async (request) => {
      const response = await app.fetch(request);
      calls.push({ at: sim.now, asker: asker.getStore()?.label ?? 'other', status: response.status });
      return response;
    },
    ...{ origin: 'http://upstream.test', apiKey: API_KEY, budget, now: () => sim.now },
    ...{ cacheBytes: 256 * MB, maxBodyBytes: 16 * MB, timeoutMs: 15_000 },
  });
  const handle = (request: Request) => asker.run({ label: marketAsk(request) }, () => proxy.handle(request));
  const market = new Market({ proxy: { handle }, scheduler: simulatedScheduler(sim), now: () => sim.now });
  return { sim, calls, proxy, asker, market: simulatedMarket(sim, market) };
}

/** The server's scheduler on the simulated clock, for the market's one job: its turns, each after the wait it said. */
function simulatedScheduler(sim: Sim) {
  let running = false;
  return {
    start(_name: string, turn: Turn) {
      if (running) return;
      running = true;
      sim.spawn(sim.now, async () => {
        for (let wait = await turn(); wait !== null; wait = await turn()) await sim.wait(wait);
        running = false;
      });
    },
  };
}

/**
 * A visitor's GET /market/summary on the simulated clock: answered at once, and while the market is cold, a 503 that
 * the app asks again once after its Retry-After.
 */
function simulatedMarket(sim: Sim, market: Market) {
  return {
    current: () => market.current(),
    async visit(): Promise<MarketSummary | null> {
      const summary = market.summary();
      if (summary) return summary;
      await sim.wait(market.firstFiguresIn() * 1000);
      return market.summary();
    },
  };
}

type Gateway = ReturnType<typeof simulatedGateway>;

/** A first visitor on an empty gateway: the first view, then the requests and minutes until the figures are whole. */
async function coldScreener(demo: Demo) {
  const { sim, calls, market } = simulatedGateway(demo);
  const start = sim.now;
  let firstView = 0;
  sim.spawn(start, async () => {
    await market.visit();
    firstView = calls.length;
  });
  const whole = (span: 'hours24' | 'days7') => () => {
    const coverage = market.current()?.coverage[span];
    return coverage !== undefined && coverage.loaded >= coverage.of;
  };
  const reached = () => ({ requests: calls.length, ms: sim.now - start });
  await sim.run(start + HOUR_MS, whole('hours24'));
  const day = reached();
  await sim.run(start + HOUR_MS, whole('days7'));
  const week = reached();
  const before = calls.length;
  sim.spawn(sim.now, () => market.visit());
  await sim.run(sim.now);
  return { firstView, day, week, warm: calls.length - before };
}

/** What visitors got, by what they asked: answers fresh, answers stale (the budget spent), refusals (429). */
type Answers = Record<string, { fresh: number; stale: number; refused: number }>;

/** Opens each visitor's page at its moment through `gateway`, with the market's summary or without the market. */
function openPages(gateway: Gateway, visits: Visit[], withMarket: boolean): Answers {
  const { sim, proxy, asker, market } = gateway;
  const answers: Answers = {};
  const count = (what: string, answer: 'fresh' | 'stale' | 'refused') =>
    (answers[what] ??= { fresh: 0, stale: 0, refused: 0 })[answer]++;
  const browser: Browser = {
    now: () => sim.now,
    wait: (ms) => sim.wait(ms),
    fetch: async (path, what, background) => {
      const request = new Request(`http://gateway${path}`, {
        headers: background ? { 'X-Prefetch': '1' } : {},
      });
      const response = await asker.run({ label: `pages: ${what}` }, () => proxy.handle(request));
      const stale = response.headers.get('X-Cache') === 'stale';
      count(what, !response.ok && response.status !== 404 ? 'refused' : stale ? 'stale' : 'fresh');
      return response;
    },
  };
  const start = sim.now;
  for (const { at, path, stay } of visits) {
    const url = new URL(path, 'http://dashboard');
    const netuid = Number(/^\/pools\/(\d+)$/.exec(url.pathname)?.[1] ?? NaN);
    if (url.pathname.startsWith('/embed/')) sim.spawn(start + at, () => embedPage(browser, path));
    if (netuid) sim.spawn(start + at, () => poolPage(browser, netuid, url.search, stay));
    // The screener, and a pool page's figures: GET /market/summary.
    if (withMarket && (netuid || url.pathname === '/pools'))
      sim.spawn(start + at, async () =>
        count('market summary', (await market.visit()) ? 'fresh' : 'refused'),
      );
  }
  return answers;
}

/** The upstream requests by who caused them, their total, the most in any window, and the upstream's refusals. */
function upstreamFigures(calls: Call[]): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const { asker } of calls.toSorted((a, b) => a.asker.localeCompare(b.asker)))
    figures[asker] = (figures[asker] ?? 0) + 1;
  const windowMs = LIMIT.windowSeconds * 1000;
  const inWindow = (from: number) => calls.filter(({ at }) => at >= from && at < from + windowMs).length;
  figures.total = calls.length;
  figures[`most in any ${LIMIT.windowSeconds} s (budget ${LIMIT.requests})`] = Math.max(
    0,
    ...calls.map(({ at }) => inWindow(at)),
  );
  figures['refused by the upstream (429)'] = calls.filter(({ status }) => status === 429).length;
  return figures;
}

/** One simulated hour of `visits` on a gateway just started: its upstream requests, and what the visitors got. */
async function hour(demo: Demo, visits: Visit[], withMarket: boolean) {
  const gateway = simulatedGateway(demo);
  const { sim, calls, market } = gateway;
  const answers = openPages(gateway, visits, withMarket);
  const start = sim.now;
  const seen: Record<string, string> = {};
  let behind = 0;
  await sim.run(start + HOUR_MS, () => {
    const summary = market.current();
    for (const [span, { loaded, of }] of Object.entries(summary?.coverage ?? {}))
      if (loaded >= of)
        seen[`${span === 'hours24' ? '24 h' : '7 d'} figures whole at`] ??= minutes(sim.now - start);
    // The chain's newest block less the summary's: how old its figures are.
    if (summary) behind = Math.max(behind, lastBlockAtOrBefore(sim.now) - summary.head.block);
    return false;
  });
  if (withMarket) seen['summary most behind the chain'] = minutes(behind * BLOCK_MS);
  const requests = { ...upstreamFigures(calls), ...seen };
  const got = Object.entries(answers).map(([what, n]): [string, string] => [
    what,
    `${n.fresh} / ${n.stale} / ${n.refused}`,
  ]);
  return { requests, answers: Object.fromEntries(got.sort()) };
}

const minutes = (ms: number) => `${(ms / MINUTE_MS).toFixed(1)} min`;

type Figures = Record<string, string | number>;

/** Two runs' figures side by side, a row for each figure either has. */
function sideBySide(market: Figures, alone: Figures) {
  const names = [...new Set([...Object.keys(market), ...Object.keys(alone)])];
  const cell = (value: string | number | undefined) => (value === undefined ? '—' : String(value));
  const rows = [
    ['', 'with the market', 'pages alone'],
    ...names.map((name) => [name, cell(market[name]), cell(alone[name])]),
  ];
  const width = (column: number) => Math.max(...rows.map((row) => row[column]?.length ?? 0));
  for (const [name = '', withMarket = '', without = ''] of rows)
    console.log(
      `  ${name.padEnd(width(0))}  ${withMarket.padStart(width(1))}  ${without.padStart(width(2))}`,
    );
}

/** Each visitor's page by kind, and the share of the pool visits that the five most visited pools take. */
function describeVisits(visits: Visit[]): string {
  const kinds = { screener: 0, 'pool pages': 0, embeds: 0 };
  const pools = new Map<string, number>();
  for (const { path } of visits) {
    const pool = /\/pools\/(\d+)/.exec(path)?.[1];
    kinds[path.startsWith('/embed/') ? 'embeds' : pool ? 'pool pages' : 'screener']++;
    if (pool) pools.set(pool, (pools.get(pool) ?? 0) + 1);
  }
  const top = [...pools].sort(([, a], [, b]) => b - a).slice(0, 5);
  const share = top.reduce((sum, [, n]) => sum + n, 0) / (visits.length - kinds.screener);
  const counts = Object.entries(kinds).map(([kind, n]) => `${n} ${kind}`);
  const names = top.map(([pool]) => pool).join(', ');
  return `${counts.join(', ')};\n${pools.size} pools, the five most visited (${names}) taking ${Math.round(share * 100)} % of the pool pages and embeds`;
}

const seed = Number(/^--seed=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 24);
const demo = await livingDemo();
try {
  const cold = await coldScreener(demo);
  const visits = visitors(200, HOUR_MS, seed);
  const market = await hour(demo, visits, true);
  const alone = await hour(demo, visits, false);
  const say = console.log;
  say(
    `Upstream requests, on a simulated clock from ${isoTime(HEAD_TIME_MS)} (the demo span's end; its chain lives on,`,
  );
  say(
    `a block every 12 s), with a free key's budget of ${LIMIT.requests} requests per ${LIMIT.windowSeconds} s.\n`,
  );
  say('A cold screener (the first visitor of a gateway just started):');
  say(`  first view (the head, the tail, the owner log): ${cold.firstView}`);
  say(`  until the 24 h figures are whole:               ${cold.day.requests} (${minutes(cold.day.ms)})`);
  say(`  until the 7 d figures are whole:                ${cold.week.requests} (${minutes(cold.week.ms)})`);
  say(`A warm screener (another visitor then):          ${cold.warm}\n`);
  say(`One simulated hour of ${visits.length} visitors (seed ${seed}): ${describeVisits(visits)}.`);
  say(
    'Upstream requests, on a gateway just started, with the market and without it (the same visitors, with no',
  );
  say('screener and no pool figures):');
  sideBySide(market.requests, alone.requests);
  say('\nWhat the pages got: answers fresh / stale (the budget spent) / refused (429), retries included:');
  sideBySide(market.answers, alone.answers);
} finally {
  demo.close();
}
