// The visitors of `npm run bench:market`: when each comes, which page it opens, and what that page asks the API.
// The requests are derived from the app's own functions, as the pages make them: the pool page's first chunk of
// bars, the newest swaps window and the live polls; the embed's chart and, with trades=1, the head and its swaps
// window. A screener (and a pool page's figures) reads the market summary, which the benchmark serves itself.
import { udfHistorySchema, udfHistoryUrl } from '../src/api/chart-schemas';
import { ApiError, parseRetryAfter } from '../src/api/client';
import { retryWait } from '../src/api/retry-policy';
import { chartNow, liveBarsUrl, resolutionSeconds, udfToBars, type Bar } from '../src/shared/charts/bars';
import { linkResolution, pageFirstRequest, readPoolLink, runsToNow } from '../src/shared/charts/pool-link';
import { headOf, HEAD_URL, swapWindowAt } from '../src/api/chain';
import { readEmbedParams } from '../src/shared/embed/params';
import { headAnswerSchema, swapsUrl } from '../src/embed/swap-window';
import { LIVE_POLL_MS, nextPollIn } from '../src/routes/pool/live-bars';
import { Random, WeightedPicker, zipfWeights } from '../server/demo-api/generator/random';
import { SUBNET_COUNT } from '../server/demo-api/generator/world';

/** What a page's request is for. */
export type PageAsk = 'price bars' | 'live bars' | 'swaps window' | 'chain head';

/** A browser on the simulated clock: it reads the time, waits, and asks the gateway. */
export interface Browser {
  now(): number;
  wait(ms: number): Promise<void>;
  fetch(path: string, ask: PageAsk, background: boolean): Promise<Response>;
}

/** A visitor: when they come (ms from the start), the page they open, and how long they stay on it. */
export interface Visit {
  at: number;
  path: string;
  stay: number;
}

/** Links as visitors open them: from the screener (no parameters), or shared with a range and a candle. */
const POOL_LINKS = ['', '', '', '?range=1d&resolution=5', '?range=7d&resolution=60'];
const EMBED_LINKS = ['', '?range=7d&resolution=60', '?trades=1', '?range=30d&resolution=60&trades=1'];

/**
 * `count` visitors over `spanMs`, from a seeded generator: 40 % open the screener, 40 % a pool page and 20 % an
 * embed; the pools chosen Zipf-like over the subnets (subnet 1 the most looked at), stays of 30 s to 5 minutes.
 */
export function visitors(count: number, spanMs: number, seed = 24): Visit[] {
  const random = new Random(seed, 'bench-market-visitors');
  const pools = new WeightedPicker(zipfWeights(SUBNET_COUNT - 1, 1.1));
  const visits = Array.from({ length: count }, () => {
    const at = random.int(spanMs);
    const page = random.next();
    const netuid = pools.pick(random) + 1;
    const stay = random.between(30, 300) * 1000;
    const path =
      page < 0.4
        ? '/pools'
        : page < 0.8
          ? `/pools/${netuid}${random.pick(POOL_LINKS)}`
          : `/embed/pools/${netuid}${random.pick(EMBED_LINKS)}`;
    return { at, path, stay };
  });
  return visits.sort((a, b) => a.at - b.at);
}

const errorOf = (response: Response, path: string) =>
  new ApiError('http', response.status, path, '', parseRetryAfter(response.headers.get('Retry-After')));

/** Asks as the app and the embed do (src/api/retry-policy.ts): once more after a 429's Retry-After. */
async function ask(browser: Browser, path: string, what: PageAsk, leaveAt: number): Promise<unknown> {
  for (let failures = 0; ; failures++) {
    const response = await browser.fetch(path, what, false);
    if (response.ok) return response.json();
    const wait = retryWait(failures, errorOf(response, path));
    if (wait === null || browser.now() + wait > leaveAt) return null;
    await browser.wait(wait);
  }
}

/** The bars of a price history answer; none when it has none or did not come. */
function barsOf(answer: unknown): Bar[] {
  const history = udfHistorySchema.safeParse(answer);
  return history.success && history.data.s === 'ok' ? udfToBars(history.data) : [];
}

/** The head, as every reader of it asks (src/api/chain.ts). */
async function chainHead(browser: Browser, leaveAt: number) {
  const answer = headAnswerSchema.safeParse(await ask(browser, HEAD_URL, 'chain head', leaveAt));
  return answer.success ? headOf(answer.data.data) : null;
}

/**
 * A pool page (src/routes/pool/Page.tsx): its chart's first chunk, then the swaps of the newest window, then, while
 * the chart runs to now, a live poll every block (background) until the visitor leaves.
 */
export async function poolPage(browser: Browser, netuid: number, search: string, stay: number) {
  const opened = browser.now();
  const leaveAt = opened + stay;
  const { link } = readPoolLink(new URLSearchParams(search));
  const { from, to } = pageFirstRequest(link, chartNow(opened));
  const resolution = linkResolution(link, chartNow(opened));
  const bars = barsOf(await ask(browser, udfHistoryUrl(netuid, resolution, from, to), 'price bars', leaveAt));
  const newest = bars.at(-1);
  // The swaps follow the chart: they are asked once it has bars.
  if (!newest) return;
  const head = await chainHead(browser, leaveAt);
  if (!head) return;
  const end = Math.min(newest.time + resolutionSeconds(resolution), to);
  await ask(browser, swapsUrl(swapWindowAt({ from, to: end }, head)), 'swaps window', leaveAt);
  if (!runsToNow(link)) return;
  for (let wait: number | false = LIVE_POLL_MS; wait !== false && browser.now() + wait < leaveAt;) {
    await browser.wait(wait);
    const path = liveBarsUrl({ netuid, resolution, since: newest.time }, chartNow(browser.now()));
    const response = await browser.fetch(path, 'live bars', true);
    wait = nextPollIn(response.ok ? null : errorOf(response, path));
  }
}

/** An embed (src/embed/main.ts): its chart, asked once; with trades=1, then the head and the swaps up to its end. */
export async function embedPage(browser: Browser, path: string) {
  const url = new URL(path, 'http://dashboard');
  const read = readEmbedParams(url.pathname, url.searchParams, chartNow(browser.now()));
  if (!read) return;
  const { netuid, resolution, from, to, trades } = read.params;
  const bars = barsOf(
    await ask(browser, udfHistoryUrl(netuid, resolution, from, to), 'price bars', Infinity),
  );
  const last = bars.at(-1);
  if (!trades || !last) return;
  const head = await chainHead(browser, Infinity);
  if (!head) return;
  const end = Math.min(to, last.time + resolutionSeconds(resolution));
  await ask(browser, swapsUrl(swapWindowAt({ from, to: end }, head)), 'swaps window', Infinity);
}
