import { z } from 'zod/mini';
import type { MarketCompare, MarketSubnet, MarketSummary } from '../../../src/api/market';
import type { MarketSwaps } from '../../../src/api/market-swaps';
import type { MarketRange } from '../../../src/shared/charts/compare-link';
import { codingFor, encode } from '../content-encoding';
import { HEAD_QUERY, headOf, swapWindowQuery, type ChainPoint } from '../../../src/api/chain';
import { apiUrl } from '../../../src/api/endpoints';
import {
  addressSchema,
  chainEventSchema,
  MAX_LIMIT,
  paginationSchema,
  poolEventsSchema,
} from '../../../src/api/schemas';
import { STALE_HEADER } from '../../../src/api/stale';
import type { Priority } from '../budget';
import { Refusal, retryAfterMs } from '../refusal';
import type { Turn } from '../scheduler';
import { HISTORY_HOURS, hourOf, hourStart, missingAsks, tailAsks, weekHours, type Ask } from './grid';
import { compareLines } from './compare';
import { accountSwaps } from './maker-swaps';
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
  /** Where the filling runs: the server's scheduler. */
  scheduler: { start(name: string, turn: Turn): void };
  store?: WindowStore;
  now?: () => number;
  log?: (line: string) => void;
  /** Called when the figures moved (the tail read afresh, the owner log read): the live stream tells every tab. */
  onFigures?: (head: ChainPoint) => void;
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
export const IDLE_STOP_MS = 60 * 60 * 1000;
/** The pause after a failure, or a refusal without Retry-After; between requests, the budget sets the pace. */
const REFUSED_WAIT_MS = 60_000;
/** How long the first figures take once the filling's turn comes: the head, the tail and the owner log, a request each. */
const FIRST_FIGURES_SECONDS = 3;
/** The scheduler's job that fills the market. */
export const MARKET_JOB = 'market';

type Step = { done: 'fetched' | 'idle' } | Refusal;
const FETCHED: Step = { done: 'fetched' };

interface Tail {
  head: ChainPoint;
  windows: Map<number, WindowStats>;
  at: number;
}

/** The owner log's records as the summary needs them; a record without a readable owner keeps its subnet. */
const ownerLogSchema = z.looseObject({
  pagination: z.optional(paginationSchema),
  data: z.array(z.looseObject({ netuid: z.int(), owner: z.catch(z.nullable(addressSchema), null) })),
});

/** The events list's answer: its newest record names the head. */
const headAnswerSchema = z.looseObject({ data: z.array(z.unknown()) });

/** Every endpoint's 404, "nothing found", as an empty answer of any of the above. */
const NOTHING = { data: [], events: [] };

export class Market {
  private readonly closed = new Map<number, WindowStats>();
  private tail: Tail | null = null;
  /** The head read for the next tail, until the tail is in. */
  private unusedHead: { head: ChainPoint; at: number } | null = null;
  private owners: { subnets: MarketSubnet[]; at: number } | null = null;
  /** The summary of what is loaded, until it changes: every tab asks for it when the figures move, and every badge. */
  private summaryOfLoaded: MarketSummary | null = null;
  private lastVisit = 0;
  /** When the filling's next turn is due (now while one runs). */
  private nextTurnAt = -Infinity;
  private readonly now: () => number;

  constructor(private readonly options: MarketOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The summary as loaded so far, at once: null while not even the head is known. A visit keeps the filling going. */
  summary(): MarketSummary | null {
    this.visit();
    return this.current();
  }

  /**
   * The week's swaps of the accounts `keys` (public keys, `0x` and lower-case hex) from the windows loaded so far,
   * at once and asking nothing: null while not even the head is known. A visit, as the summary is.
   */
  swapsOf(keys: readonly string[]): MarketSwaps | null {
    this.visit();
    if (!this.tail) return null;
    const { head, windows: tail } = this.tail;
    const hours = weekHours(head.block);
    const week = hours.map((hour) => tail.get(hour) ?? this.closed.get(hour));
    return {
      head,
      fromBlock: hourStart(hours[0] ?? 0),
      coverage: { loaded: week.filter(Boolean).length, of: week.length },
      swaps: accountSwaps(
        week.map((stats) => stats?.swaps),
        keys,
      ),
    };
  }

  /** Subnets' lines over a day or a week (compare.ts), at once and asking nothing, as `summary`. */
  lines(netuids: readonly number[], range: MarketRange): MarketCompare | null {
    this.visit();
    return this.tail && compareLines(this.tail.head, this.loaded(), netuids, range);
  }

  private visit(): void {
    this.lastVisit = this.now();
    this.options.scheduler.start(MARKET_JOB, () => this.turn());
  }

  /** Seconds until the first figures may be had: the filling's next turn, and its first requests. */
  firstFiguresIn(): number {
    return Math.ceil(Math.max(0, this.nextTurnAt - this.now()) / 1000) + FIRST_FIGURES_SECONDS;
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
    this.summaryOfLoaded ??= marketSummary(this.tail.head, this.loaded(), this.owners?.subnets);
    return this.summaryOfLoaded;
  }

  /** What is loaded changed (a window, the tail, the owners): the summary is made again when next asked. */
  private loadedChanged(): void {
    this.summaryOfLoaded = null;
  }

  /** Every window loaded: the closed ones and the tail's, by window index. */
  private loaded(): Map<number, WindowStats> {
    return new Map([...this.closed, ...(this.tail?.windows ?? [])]);
  }

  /** One request's worth of filling: the head and tail, or the owners, when due; else the newest missing window. */
  async step(): Promise<Step> {
    const tail = this.tail;
    const tailAge = tail ? this.now() - tail.at : Infinity;
    if (!tail || tailAge >= TAIL_SECONDS * 1000)
      return this.refreshTail(tailAge >= TAIL_OVERDUE_SECONDS * 1000 ? 'visible' : 'background');
    if (!this.owners || this.now() - this.owners.at >= OWNERS_SECONDS * 1000)
      return this.refreshOwners(this.owners ? 'background' : 'visible');
    const ask = await this.nextAsk(tail.head.block);
    if (!ask) return { done: 'idle' };
    const events = await this.swaps(ask, 'background');
    if (events instanceof Refusal) return events;
    for (const [window, pools] of windowStats(events, ask.hours)) {
      this.closed.set(window, pools);
      this.loadedChanged();
      await this.options.store?.set(window, pools);
    }
    return FETCHED;
  }

  /**
   * One turn of the filling job: a step, and the milliseconds to wait before the next (none after a request: the
   * budget sets the pace); null, which ends the job, once nobody has looked for an hour. The server's scheduler runs
   * it; `npm run bench:market` on a simulated clock.
   */
  async turn(): Promise<number | null> {
    if (this.now() - this.lastVisit >= IDLE_STOP_MS) return null;
    this.nextTurnAt = this.now();
    const wait = await this.stepWait();
    this.nextTurnAt = this.now() + wait;
    return wait;
  }

  private async stepWait(): Promise<number> {
    try {
      const step = await this.step();
      if (step instanceof Refusal) return step.refusedFor;
      if (step.done === 'idle') return TAIL_SECONDS * 1000 - (this.now() - (this.tail?.at ?? 0));
      return 0;
    } catch (error) {
      this.options.log?.(`market: ${error instanceof Error ? error.message : String(error)}`);
      return REFUSED_WAIT_MS;
    }
  }

  /** The newest closed grid window of the week with an hour that neither this instance nor the shared store holds. */
  private async nextAsk(head: number): Promise<Ask | undefined> {
    const first = hourOf(head) - HISTORY_HOURS + 1;
    for (const hour of this.closed.keys()) if (hour < first && this.closed.delete(hour)) this.loadedChanged();
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
        if (!stats) return;
        this.closed.set(hour, stats);
        this.loadedChanged();
      });
    }
  }

  private async refreshTail(priority: Priority): Promise<Step> {
    // A head read for a tail that the budget then refused serves the tail's next try: asking for it again would
    // spend the request the tail is waiting for.
    if (!this.unusedHead || this.now() - this.unusedHead.at >= TAIL_SECONDS * 1000) {
      const head = await this.readHead(priority);
      if (head instanceof Refusal) return head;
      this.unusedHead = { head, at: this.now() };
    }
    const { head } = this.unusedHead;
    const windows = new Map<number, WindowStats>();
    for (const ask of tailAsks(head.block)) {
      const events = await this.swaps(ask, priority);
      if (events instanceof Refusal) return events;
      for (const [hour, stats] of windowStats(events, ask.hours)) windows.set(hour, stats);
    }
    this.tail = { head, windows, at: this.now() };
    this.loadedChanged();
    this.unusedHead = null;
    this.options.onFigures?.(head);
    return FETCHED;
  }

  /** The chain's head: the newest event's block and time. */
  private async readHead(priority: Priority): Promise<ChainPoint | Refusal> {
    const newest = await this.ask(apiUrl('events', HEAD_QUERY), headAnswerSchema, priority);
    if (newest instanceof Refusal) return newest;
    const record = chainEventSchema.safeParse(newest.data[0]);
    const head = record.success && headOf([record.data]);
    if (!head) throw new Error('the newest event could not be read: the head is not known');
    return head;
  }

  private async refreshOwners(priority: Priority): Promise<Step> {
    const log: MarketSubnet[] = [];
    for (let page = 1; page <= MAX_OWNER_PAGES; page++) {
      const query = { limit: String(MAX_LIMIT), page: String(page) };
      const answer = await this.ask(apiUrl('subnetOwners', query), ownerLogSchema, priority);
      if (answer instanceof Refusal) return answer;
      log.push(...answer.data.map(({ netuid, owner }) => ({ netuid, owner: owner && pick(owner) })));
      if (!answer.pagination?.next_page) break;
    }
    this.owners = { subnets: currentOwners(log), at: this.now() };
    this.loadedChanged();
    if (this.tail) this.options.onFigures?.(this.tail.head);
    return FETCHED;
  }

  private async swaps(ask: Ask, priority: Priority) {
    const answer = await this.ask(apiUrl('poolEvents', swapWindowQuery(ask)), poolEventsSchema, priority);
    return answer instanceof Refusal ? answer : answer.events;
  }

  /**
   * A request through the proxy, its answer read by `schema`. A refusal (its budget, or the upstream's 429) is
   * returned as how long to wait, and so is a stale answer (the proxy's last good one, served as it was refused or
   * the upstream failed) as old as a refresh's interval: taken for a fresh one, it would hold the figures at that
   * answer's time until the next refresh. A younger one (another instance's, shared through Redis) is as good as a
   * refresh would be. Any other failure is thrown.
   */
  private async ask<T>(
    url: string,
    schema: { parse(body: unknown): T },
    priority: Priority,
  ): Promise<T | Refusal> {
    const headers = priority === 'background' ? { 'X-Prefetch': '1' } : undefined;
    const response = await this.options.proxy.handle(new Request(`http://gateway${url}`, { headers }));
    const staleAsOf = response.headers.get(STALE_HEADER);
    const tooOld = staleAsOf !== null && this.now() - Date.parse(staleAsOf) >= TAIL_SECONDS * 1000;
    if (response.status === 429 || tooOld) return new Refusal(retryAfterMs(response) ?? REFUSED_WAIT_MS);
    if (response.status === 404) return schema.parse(NOTHING);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return schema.parse(await response.json());
  }
}

const pick = ({ ss58, hex }: { ss58: string; hex: string }) => ({ ss58, hex });

/**
 * GET /market/summary, at once: the summary, or while a cold deployment has no head yet, a 503 saying when to come
 * back (the app waits that long and asks again; its live stream says sooner when the figures come).
 */
export const marketResponse = (market: Market, acceptEncoding: string): Response =>
  figuresResponse(market, market.summary(), acceptEncoding);

/** What the market answers from its windows: `body` as JSON, compressed where taken; null is the loading 503. */
export function figuresResponse(market: Market, body: object | null, acceptEncoding: string): Response {
  if (!body) {
    const seconds = market.firstFiguresIn();
    return Response.json(
      // The app shows the message beside its own countdown of the Retry-After.
      { message: 'The market figures are being loaded' },
      { status: 503, headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' } },
    );
  }
  const plain = Buffer.from(JSON.stringify(body));
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
