// The market summary's source (GET /market/summary): the aggregator's swaps, asked through the gateway's own /api
// proxy (so its budget, cache and coalescing apply) on the block grid of grid.ts. What it costs a deployment is fixed,
// whatever its visitors: the head and the tail every few minutes, each window once when it closes, and a cold week
// filled in from the budget's reserve (background requests, which the budget refuses before pages feel it). Closed
// windows are kept in memory and, with REDIS_URL, shared with the other instances. The owner log, which names every
// subnet and its owner, is read hourly. Filling runs while people look, and stops an hour after the last one did.
import { z } from 'zod/mini';
import type { MarketSubnet, MarketSummary } from '../../../src/api/market';
import { codingFor, encode } from '../content-encoding';
import { headOf, HEAD_URL, swapWindowQuery, type ChainPoint } from '../../../src/api/chain';
import { apiUrl } from '../../../src/api/endpoints';
import {
  addressSchema,
  chainEventSchema,
  MAX_LIMIT,
  paginationSchema,
  poolEventsSchema,
} from '../../../src/api/schemas';
import { STALE_HEADER } from '../../../src/api/stale';
import { HISTORY_HOURS, hourOf, missingAsks, tailAsks, type Ask } from './grid';
import { currentOwners, marketSummary } from './summary';
import { windowStats, type WindowStats } from './window-stats';

/** Where closed windows are shared between instances (Redis), by window index. */
export interface WindowStore {
  get(window: number): Promise<WindowStats | undefined>;
  set(window: number, stats: WindowStats): Promise<void>;
}

export interface MarketOptions {
  /** The gateway's /api proxy. */
  proxy: { handle(request: Request): Promise<Response> };
  store?: WindowStore;
  now?: () => number;
  log?: (line: string) => void;
  /** Called when the tail is read afresh: the figures moved (the live stream tells every tab). */
  onTail?: (head: ChainPoint) => void;
}

/** How often the head and the tail are asked again, from the budget's idle share; */
export const TAIL_SECONDS = 5 * 60;
/** and how old they may grow before they are asked as a visitor's request, which pages busy with theirs delay. */
export const TAIL_OVERDUE_SECONDS = 2 * TAIL_SECONDS;
/** How often the owner log is read again: owners change a few times a month. */
const OWNERS_SECONDS = 60 * 60;
/** The owner log's pages read at most: 1,000 ownership changes. */
const MAX_OWNER_PAGES = 5;
/** How long filling goes on after the last visitor asked. */
const IDLE_STOP_MS = 60 * 60 * 1000;
/** The pause after a failure, or a refusal without Retry-After; between requests, the budget sets the pace. */
const REFUSED_WAIT_MS = 60_000;
/** How long a visitor of a cold deployment waits for the first figures before being told to come back. */
export const FIRST_WAIT_MS = 10_000;

type Step = { done: 'fetched' | 'idle' } | { refusedFor: number };

interface Tail {
  head: { block: number; time: number };
  windows: Map<number, WindowStats>;
  at: number;
}

/** The owner log's records as the summary needs them; a record without a readable owner keeps its subnet. */
const ownerLogSchema = z.looseObject({
  pagination: z.optional(paginationSchema),
  data: z.array(z.looseObject({ netuid: z.int(), owner: z.catch(z.nullable(addressSchema), null) })),
});

class Refused extends Error {
  constructor(readonly waitMs: number) {
    super('refused');
  }
}

export class Market {
  private readonly closed = new Map<number, WindowStats>();
  private tail: Tail | null = null;
  /** The head read for the next tail, until the tail is in. */
  private unusedHead: { head: Tail['head']; at: number } | null = null;
  private owners: { subnets: MarketSubnet[]; at: number } | null = null;
  private lastVisit = 0;
  private running: Promise<void> | null = null;
  private readonly now: () => number;
  /** Resolves when the head, the tail and the owners are first known. */
  private readonly firstKnown: Promise<void>;
  private firstArrived = () => {};
  /** Ends the filling loop's current wait. */
  private wake = () => {};

  constructor(private readonly options: MarketOptions) {
    this.now = options.now ?? Date.now;
    this.firstKnown = new Promise((resolve) => (this.firstArrived = resolve));
  }

  /** The summary as loaded so far; null while not even the head is known. */
  async summary(): Promise<MarketSummary | null> {
    this.lastVisit = this.now();
    this.running ??= this.run().finally(() => (this.running = null));
    if (!this.tail || !this.owners) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_WAIT_MS)));
      await Promise.race([this.firstKnown, waited]);
      clearTimeout(timer);
    }
    return this.current();
  }

  /**
   * The head as the live stream's poller read it: the next tail is asked with it rather than a head of its own, so
   * that the market and the stream go by one read of the chain.
   */
  knowHead(head: ChainPoint): void {
    if (!this.unusedHead || head.block > this.unusedHead.head.block)
      this.unusedHead = { head, at: this.now() };
  }

  /** The hourly windows held in memory: at most MAX_HELD_HOURS, as closed ones older than the history go. */
  get heldHours(): number {
    return this.closed.size + (this.tail?.windows.size ?? 0);
  }

  /** The summary from what is loaded, asking nothing. */
  current(): MarketSummary | null {
    if (!this.tail) return null;
    const loaded = new Map([...this.closed, ...this.tail.windows]);
    return marketSummary(this.tail.head, loaded, this.owners?.subnets);
  }

  /** One request's worth of filling: the head and tail, or the owners, when due; else the newest missing window. */
  async step(): Promise<Step> {
    try {
      const tail = this.tail;
      const tailAge = tail ? this.now() - tail.at : Infinity;
      if (!tail || tailAge >= TAIL_SECONDS * 1000) {
        await this.refreshTail(tailAge >= TAIL_OVERDUE_SECONDS * 1000 ? 'visible' : 'background');
        return { done: 'fetched' };
      }
      if (!this.owners || this.now() - this.owners.at >= OWNERS_SECONDS * 1000) {
        await this.refreshOwners(this.owners ? 'background' : 'visible');
        return { done: 'fetched' };
      }
      const ask = await this.nextAsk(tail.head.block);
      if (!ask) return { done: 'idle' };
      const stats = windowStats(await this.swaps(ask, 'background'), ask.hours);
      for (const [window, pools] of stats) {
        this.closed.set(window, pools);
        await this.options.store?.set(window, pools);
      }
      return { done: 'fetched' };
    } catch (error) {
      if (error instanceof Refused) return { refusedFor: error.waitMs };
      throw error;
    }
  }

  /** Ends filling (the server is closing); a later visitor starts it again. */
  stop(): void {
    this.lastVisit = -Infinity;
    this.wake();
  }

  /**
   * One turn of the filling loop: a step, and the milliseconds to wait before the next (none after a request: the
   * budget sets the pace). The loop below runs it on timers; `npm run bench:market` on a simulated clock.
   */
  async turn(): Promise<number> {
    try {
      const step = await this.step();
      if ('refusedFor' in step) return step.refusedFor;
      if (step.done === 'idle') return TAIL_SECONDS * 1000 - (this.now() - (this.tail?.at ?? 0));
      return 0;
    } catch (error) {
      this.options.log?.(`market: ${error instanceof Error ? error.message : String(error)}`);
      return REFUSED_WAIT_MS;
    }
  }

  private async run(): Promise<void> {
    while (this.now() - this.lastVisit < IDLE_STOP_MS) {
      const wait = await this.turn();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, wait));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The newest closed grid window of the week with an hour that neither this instance nor the shared store holds. */
  private async nextAsk(head: number): Promise<Ask | undefined> {
    const first = hourOf(head) - HISTORY_HOURS + 1;
    for (const hour of this.closed.keys()) if (hour < first) this.closed.delete(hour);
    const store = this.options.store;
    // Each round takes in what another instance shared, or asks: it ends.
    for (;;) {
      const ask = missingAsks(head, (hour) => this.closed.has(hour))[0];
      if (!ask || !store) return ask;
      const missing = ask.hours.filter((hour) => !this.closed.has(hour));
      const shared = await Promise.all(missing.map((hour) => store.get(hour)));
      if (shared.every((stats) => !stats)) return ask;
      missing.forEach((hour, i) => {
        const stats = shared[i];
        if (stats) this.closed.set(hour, stats);
      });
    }
  }

  private async refreshTail(priority: 'visible' | 'background'): Promise<void> {
    // A head read for a tail that the budget then refused serves the tail's next try: asking for it again would
    // spend the request the tail is waiting for.
    if (!this.unusedHead || this.now() - this.unusedHead.at >= TAIL_SECONDS * 1000)
      this.unusedHead = { head: await this.readHead(priority), at: this.now() };
    const { head } = this.unusedHead;
    const windows = new Map<number, WindowStats>();
    for (const ask of tailAsks(head.block)) {
      for (const [hour, stats] of windowStats(await this.swaps(ask, priority), ask.hours))
        windows.set(hour, stats);
    }
    this.tail = { head, windows, at: this.now() };
    this.unusedHead = null;
    this.options.onTail?.(head);
  }

  /** The chain's head: the newest event's block and time. */
  private async readHead(priority: 'visible' | 'background'): Promise<ChainPoint> {
    const newest = (await this.ask(HEAD_URL, priority)) as { data?: unknown[] };
    const record = chainEventSchema.safeParse(newest.data?.[0]);
    const head = record.success && headOf([record.data]);
    if (!head) throw new Error('the newest event could not be read: the head is not known');
    return head;
  }

  private async refreshOwners(priority: 'visible' | 'background'): Promise<void> {
    const log: MarketSubnet[] = [];
    for (let page = 1; page <= MAX_OWNER_PAGES; page++) {
      const body = await this.ask(`/api/subnet/owner/v1?limit=${MAX_LIMIT}&page=${page}`, priority);
      const answer = ownerLogSchema.parse(body);
      log.push(...answer.data.map(({ netuid, owner }) => ({ netuid, owner: owner && pick(owner) })));
      if (!answer.pagination?.next_page) break;
    }
    this.owners = { subnets: currentOwners(log), at: this.now() };
    this.firstArrived();
  }

  private async swaps(ask: Ask, priority: 'visible' | 'background') {
    const body = await this.ask(apiUrl('poolEvents', swapWindowQuery(ask)), priority);
    return poolEventsSchema.parse(body).events;
  }

  /**
   * A request through the proxy. A refusal (its budget, or the upstream's 429) is thrown as how long to wait, and so
   * is a stale answer (the proxy's last good one, served as it was refused or the upstream failed) as old as a
   * refresh's interval: taken for a fresh one, it would hold the figures at that answer's time until the next
   * refresh. A younger one (another instance's, shared through Redis) is as good as a refresh would be.
   */
  private async ask(path: string, priority: 'visible' | 'background'): Promise<unknown> {
    const headers = priority === 'background' ? { 'X-Prefetch': '1' } : undefined;
    const response = await this.options.proxy.handle(new Request(`http://gateway${path}`, { headers }));
    const staleAsOf = response.headers.get(STALE_HEADER);
    const tooOld = staleAsOf !== null && this.now() - Date.parse(staleAsOf) >= TAIL_SECONDS * 1000;
    if (response.status === 429 || tooOld) {
      const seconds = Number(response.headers.get('Retry-After'));
      throw new Refused(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : REFUSED_WAIT_MS);
    }
    if (response.status === 404) return { data: [], events: [] };
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }
}

const pick = ({ ss58, hex }: { ss58: string; hex: string }) => ({ ss58, hex });

/** GET /market/summary: the summary, or a 503 saying when to come back while a cold deployment has no head yet. */
export async function marketResponse(market: Market, acceptEncoding: string): Promise<Response> {
  const summary = await market.summary();
  if (!summary) {
    return Response.json(
      { message: 'The market figures are being loaded: try again in a minute' },
      { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } },
    );
  }
  const plain = Buffer.from(JSON.stringify(summary));
  const coding = codingFor(acceptEncoding, plain.length);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    // The tail is asked again every few minutes: a visitor's browser may keep it for a while.
    'Cache-Control': 'max-age=30',
    Vary: 'Accept-Encoding',
  };
  if (coding) headers['Content-Encoding'] = coding;
  return new Response(new Uint8Array(encode(coding, plain)), { headers });
}
