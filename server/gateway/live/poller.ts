// The deployment's one reader of the chain for the live stream (GET /live). It asks the gateway's own /api proxy
// with background priority (X-Prefetch), so the budget, the cache and the coalescing apply and pages go first:
// - the first tick reads the head (HEAD_QUERY's URL, the one every reader of the head shares);
// - each later tick reads the events after the head (newest first, a page of 200), which also name the new head,
//   and when the head moved, every pool's swaps of exactly the blocks it moved by; then it publishes one message.
// A tick never throws: a refusal (a value its read returns) waits its Retry-After, a failure backs off, and the next
// tick picks up where the last published head left off, so no block is skipped.
import { z } from 'zod/mini';
import { BLOCK_SECONDS, HEAD_QUERY, headOf, swapWindowQuery, type ChainPoint } from '../../../src/api/chain';
import { apiUrl, MAX_POOL_EVENT_BLOCKS } from '../../../src/api/endpoints';
import { liveEventSchema, type ChainMessage, type LiveEvent } from '../../../src/api/live';
import { MAX_LIMIT, poolEventsSchema, type PoolEvent } from '../../../src/api/schemas';
import { STALE_HEADER } from '../../../src/api/stale';
import type { RateLimit } from '../../demo-api/rate-limit';
import { reserveOf } from '../budget';
import { Refusal, retryAfterMs } from '../refusal';

/** Requests a tick spends when the head moved: the new events, then the new swaps. */
const REQUESTS_PER_TICK = 2;
/** How soon to ask again after an answer that was an old copy (its refresh is on the way): a tick late otherwise. */
const RECHECK_MS = 1000;
/** The longest pause after failures in a row. */
const MAX_BACKOFF_MS = 5 * 60 * 1000;

/**
 * Seconds between ticks: a block without a rate limit (the demo). With one, the poller's two requests a tick take
 * half of the budget's idle share (what background requests may spend), leaving the other half to the market and
 * prefetches: 5 requests a minute leave 3 idle, so 2 requests every 80 s, rounded up to whole blocks: 84 s.
 */
export function cadenceSeconds(limit: RateLimit | null): number {
  if (!limit) return BLOCK_SECONDS;
  const share = Math.max(1, limit.requests - reserveOf(limit)) / 2;
  const seconds = (REQUESTS_PER_TICK * limit.windowSeconds) / share;
  return Math.max(BLOCK_SECONDS, Math.ceil(seconds / BLOCK_SECONDS) * BLOCK_SECONDS);
}

export interface PollerOptions {
  /** The gateway's /api proxy. */
  proxy: { handle(request: Request): Promise<Response> };
  /** Sends a message to every client; a throw keeps it to be published again on the next tick. */
  publish(message: ChainMessage): Promise<void>;
  cadenceSeconds: number;
  /** The head a first read found, before any message: hello tells it. */
  onHead?(head: ChainPoint): void;
  log?: (line: string) => void;
}

/** An event as the message needs it, and its block (to keep a cut range's own events). */
const eventRowSchema = z.extend(liveEventSchema, { block_number: z.int() });

const eventsPageSchema = z.looseObject({
  pagination: z.optional(z.looseObject({ total_items: z.int() })),
  data: z.array(z.looseObject({})),
});

/** The new events after the head: the new head, the events (newest first) and how many there were in all. */
interface EventsPage {
  head: ChainPoint;
  events: { block: number; event: LiveEvent }[];
  total: number;
}

export class ChainPoller {
  private head: ChainPoint | null = null;
  /** New events read whose swaps were then refused: the next tick asks only for the swaps. */
  private pending: EventsPage | null = null;
  private failures = 0;
  /** The last answer said "nothing new" from a copy being refreshed (X-Cache: revalidating). */
  private recheck = false;
  readonly cadenceMs: number;

  constructor(private readonly options: PollerOptions) {
    this.cadenceMs = options.cadenceSeconds * 1000;
  }

  /** The last head read or published. */
  get current(): ChainPoint | null {
    return this.head;
  }

  /**
   * Continues after `head`, the last one the deployment published (by this instance or another holder of the
   * lease); none: the first tick reads the head.
   */
  resumeFrom(head: ChainPoint | null): void {
    this.head = head;
    this.pending = null;
  }

  /** One read of the chain (two when the head moved); the milliseconds until the next. */
  async tick(): Promise<number> {
    try {
      const refusal = await this.read();
      if (refusal) return refusal.refusedFor;
      this.failures = 0;
      return this.recheck ? RECHECK_MS : this.cadenceMs;
    } catch (error) {
      this.failures++;
      this.options.log?.(`live: ${error instanceof Error ? error.message : String(error)}`);
      return Math.min(MAX_BACKOFF_MS, this.cadenceMs * 2 ** this.failures);
    }
  }

  /** One read; a refusal, or null when it went through. */
  private async read(): Promise<Refusal | null> {
    this.recheck = false;
    const head = this.head;
    if (!head) {
      const answer = await this.ask(apiUrl('events', HEAD_QUERY));
      if (answer instanceof Refusal) return answer;
      const body = eventsPageSchema.safeParse(answer.body);
      this.head = body.success ? headOf(body.data.data) : null;
      if (this.head) this.options.onHead?.(this.head);
      return null;
    }
    const page = this.pending ?? (await this.newEvents(head.block + 1));
    if (page instanceof Refusal) return page;
    // A 404 or an empty page: no new block with events yet.
    if (!page || page.head.block <= head.block) return null;
    this.pending = page;
    // After a long outage, only the last 2,000 blocks (the aggregator's largest range); `since` says so.
    const since = Math.max(head.block + 1, page.head.block - MAX_POOL_EVENT_BLOCKS + 1);
    const swaps = await this.swaps(since, page.head.block);
    if (swaps instanceof Refusal) return swaps;
    await this.options.publish(messageOf(page, since, swaps));
    this.head = page.head;
    this.pending = null;
    return null;
  }

  private async newEvents(blockStart: number): Promise<EventsPage | Refusal | null> {
    const query = { block_start: String(blockStart), limit: String(MAX_LIMIT) };
    const answer = await this.ask(apiUrl('events', query));
    if (answer instanceof Refusal) return answer;
    if (answer.body === null) return null;
    const page = eventsPageSchema.parse(answer.body);
    const head = headOf(page.data);
    if (!head) return null;
    // An event that cannot be read is left out, and still counted.
    const events = page.data.flatMap((row) => {
      const read = eventRowSchema.safeParse(row);
      if (!read.success) return [];
      const { block_number, ...event } = read.data;
      return [{ block: block_number, event }];
    });
    return { head, events, total: page.pagination?.total_items ?? page.data.length };
  }

  private async swaps(fromBlock: number, toBlock: number): Promise<PoolEvent[] | Refusal> {
    const answer = await this.ask(apiUrl('poolEvents', swapWindowQuery({ fromBlock, toBlock })));
    if (answer instanceof Refusal) return answer;
    return answer.body === null ? [] : poolEventsSchema.parse(answer.body).events;
  }

  /**
   * A background request through the proxy: its JSON, or null for a 404 ("nothing found"). A refusal (the budget's
   * or the upstream's 429) is returned as its wait; so is a stale answer, which would hide new blocks, when it has a
   * Retry-After. One without (the upstream failed) is thrown as a failure, as any other error is.
   */
  private async ask(url: string): Promise<{ body: unknown } | Refusal> {
    const request = new Request(`http://gateway${url}`, { headers: { 'X-Prefetch': '1' } });
    const response = await this.options.proxy.handle(request);
    this.recheck = response.headers.get('X-Cache') === 'revalidating';
    const wait = retryAfterMs(response);
    const stale = response.headers.has(STALE_HEADER);
    if (response.status === 429 || (stale && wait !== null)) return new Refusal(wait ?? this.cadenceMs);
    if (stale) throw new Error(`${url} was answered stale: the upstream fails`);
    if (response.status === 404) return { body: null };
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { body: await response.json() };
  }
}

/** The message for a page of new events and the swaps since `since`. */
function messageOf(page: EventsPage, since: number, swaps: PoolEvent[]): ChainMessage {
  const events = page.events.filter((row) => row.block >= since);
  // A cut range leaves out the page's older events, and no longer counts them (the older events past the page, if
  // any, it cannot tell apart: a cut message makes every client reload anyway).
  const eventCount = page.total - (page.events.length - events.length);
  return { head: page.head, since, events: events.map((row) => row.event), eventCount, swaps };
}
