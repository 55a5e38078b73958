// Forwards /api requests upstream with the API key added, and spends the key's quota like money:
// - only the contract goes upstream: the contract table's endpoints with the parameters each takes, validated and
//   written in one canonical form (the cache key), so equal questions share one answer and one request;
// - answers are cached by meaning (freshness.ts): the past for hours, the head for about a block and then served
//   while a background refresh runs; identical requests in flight share one upstream request;
// - the budget (budget.ts) is never overspent, and an upstream 429 closes the gate for its Retry-After. Refused or
//   failed, the gateway serves the last good answer marked as stale (`X-Stale-As-Of`), or its own 429 or error.
//   A page that has a recent answer to fall back on spends only the budget's idle share, as background requests do;
// - no byte of the key reaches the browser, and upstream bodies are capped after decompression.
// Answers are compressed once, when stored (Brotli and gzip), for browsers that take it. Every upstream call and
// answer is counted for the metrics (metrics.ts), and the calls' failures tell readiness (health.ts).
import { bodyMessage, parseRetryAfter } from '../../src/api/client';
import { endpointAt, endpoints, type EndpointName } from '../../src/api/endpoints';
import { readParams } from '../../src/api/params';
import { emptyPage } from '../../src/api/pagination';
import { AnswerCache, type Answer, type StoredAnswer } from './answer-cache';
import { compress, negotiate } from './content-encoding';
import type { Budget, Priority } from './budget';
import { ChainHead, FALLBACK_SECONDS, lifetimeOf } from './freshness';
import { UpstreamHealth } from './health';
import { upstreamLine, type LogFormat, type UpstreamCall } from './logging';
import { GatewayMetrics, type CacheResult, type UpstreamResult } from './metrics';
import type { SharedAnswers } from './redis-shared';
import type { Upstream } from './upstream';

/** The answers worth keeping: data, and "nothing found" (every endpoint's 404; a list's is kept as its empty page). */
const CACHEABLE = new Set([200, 404]);
/** How recent an answer must be for a page to be served it, marked, rather than spend the budget's last requests. */
const HELD_SECONDS = 5 * 60;
/** An upstream 429 without a usable Retry-After closes the gate this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export interface ApiProxyOptions {
  upstream: Upstream;
  origin: string;
  apiKey: string;
  budget: Budget;
  /** Answers and in-flight requests shared with other instances (REDIS_URL); absent, this instance's own. */
  shared?: SharedAnswers;
  cacheBytes: number;
  maxBodyBytes: number;
  timeoutMs: number;
  now?: () => number;
  /** One line per upstream call, */
  log?: (line: string) => void;
  /** as text (the default) or as a JSON object. */
  logFormat?: LogFormat;
  /** Where calls and answers are counted; absent, a registry of the proxy's own. */
  metrics?: GatewayMetrics;
}

/** What the gateway itself answers: an error that never reached, or never came back from, the upstream. */
interface Refusal {
  status: number;
  message: string;
  retryAfter?: number;
}

type Outcome = { answer: Answer } | { refusal: Refusal };

/** An upstream call's outcome, and how the call itself ended (for the metrics and readiness). */
interface Fetched {
  outcome: Outcome;
  result: UpstreamResult;
}

interface Ask {
  name: EndpointName;
  target: string;
  params: Record<string, unknown>;
  priority: Priority;
}

/** A list request's page or page size, as its parameters read it (with their defaults). */
const pageOf = (ask: Ask, name: 'page' | 'limit') =>
  typeof ask.params[name] === 'number' ? ask.params[name] : undefined;

/** A prefetch or other speculative request: it spends only while the budget's reserve is left. */
function priorityOf(request: Request): Priority {
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`;
  return /prefetch/i.test(purpose) || request.headers.get('X-Prefetch') === '1' ? 'background' : 'visible';
}

export class ApiProxy {
  private readonly cache: AnswerCache;
  private readonly inFlight = new Map<string, Promise<Outcome>>();
  /** Answers being read from the shared cache: identical requests wait for one read (and one compression). */
  private readonly reading = new Map<string, Promise<Answer | undefined>>();
  private readonly head = new ChainHead();
  /** When the live stream last told of a new head: answers at the head from before then are outdated. */
  private headMovedAt = -Infinity;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly scrub: (text: string) => string;
  readonly metrics: GatewayMetrics;
  /** What the calls made so far say of the upstream, for /readyz. */
  readonly upstreamHealth: UpstreamHealth;

  constructor(private readonly options: ApiProxyOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
    this.metrics = options.metrics ?? new GatewayMetrics();
    this.upstreamHealth = new UpstreamHealth(this.now);
    this.cache = new AnswerCache(options.cacheBytes, this.now);
    this.metrics.answerCache(this.cache);
    // Keys are long random strings; a key of a few characters (a test's) would match ordinary text, such as "ok".
    const key = options.apiKey.length >= 8 ? options.apiKey : null;
    this.scrub = (text) => (key && text.includes(key) ? text.split(key).join('[redacted]') : text);
  }

  async handle(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return this.refuse({ status: 405, message: 'The API is read-only: only GET requests are answered' });
    }
    const url = new URL(request.url);
    const name = endpointAt(url.pathname);
    if (!name) {
      return this.refuse({
        status: 404,
        message: `Not found: ${url.pathname} is not one of the API endpoints this dashboard uses`,
      });
    }
    const read = readParams(endpoints[name], url.searchParams, 'reject');
    if (!read.ok) return this.refuse({ status: 400, message: read.message });
    const target = read.canonical ? `${url.pathname}?${read.canonical}` : url.pathname;
    const ask: Ask = { name, target, params: read.params, priority: priorityOf(request) };
    const accepted = request.headers.get('Accept-Encoding') ?? '';

    const cached = this.cache.get(target) ?? (await this.sharedAnswer(target));
    const now = this.now();
    // An answer at the head is outdated once the chain has moved past it, however young.
    const current = cached && (cached.past || cached.fetchedAt >= this.headMovedAt);
    if (cached && current && now < cached.freshUntil) return this.respond(name, cached, 'hit', accepted);
    if (cached && current && now < cached.revalidateUntil) {
      void this.ask({ ...ask, priority: 'background' });
      return this.respond(name, cached, 'revalidating', accepted);
    }
    // With a recent answer to fall back on, the request spends only from the budget's idle share: its last requests
    // go to visitors who would otherwise get nothing.
    const held = cached && now - cached.fetchedAt < HELD_SECONDS * 1000;
    const outcome = await this.ask(held ? { ...ask, priority: 'background' } : ask);
    if ('answer' in outcome) return this.respond(name, outcome.answer, 'miss', accepted);
    // Refused or failed: the last good answer, said to be from then, beats an error.
    if (cached) return this.respond(name, cached, 'stale', accepted, outcome.refusal.retryAfter);
    this.metrics.answered(name, 'error', 0);
    return this.refuse(outcome.refusal);
  }

  /**
   * The chain's head moved on now (the live stream's poller read a new block): what this instance holds of the
   * head is a block old, and is asked again when next wanted rather than served for the rest of its 12 s.
   */
  headMoved(): void {
    this.headMovedAt = this.now();
  }

  /**
   * Forgets this instance's answers (not those shared through Redis): a test stepped the demo chain on, and the
   * head's answers it holds are a block old without the 12 s that would have aged them.
   */
  forgetAnswers(): void {
    this.cache.clear();
  }

  /** One upstream request per target at a time, if the budget allows it. */
  private ask(ask: Ask): Promise<Outcome> {
    let pending = this.inFlight.get(ask.target);
    if (!pending) {
      pending = this.spendAndFetch(ask).finally(() => this.inFlight.delete(ask.target));
      this.inFlight.set(ask.target, pending);
    }
    return pending;
  }

  /** Across instances too: one of them asks upstream, the others take its answer from the shared cache. */
  private async spendAndFetch(ask: Ask): Promise<Outcome> {
    const shared = this.options.shared;
    if (!shared) return this.spendAndFetchHere(ask);
    const once = await shared.once(ask.target, this.options.timeoutMs + 1000, () =>
      this.spendAndFetchHere(ask),
    );
    if (once.ran) return once.value;
    const answer = await this.sharedAnswer(ask.target);
    return answer && this.now() < answer.freshUntil ? { answer } : this.spendAndFetchHere(ask);
  }

  private sharedAnswer(target: string): Promise<Answer | undefined> {
    let pending = this.reading.get(target);
    if (!pending) {
      pending = this.readShared(target).finally(() => this.reading.delete(target));
      this.reading.set(target, pending);
    }
    return pending;
  }

  private async readShared(target: string): Promise<Answer | undefined> {
    const stored = await this.options.shared?.get(target);
    if (!stored) return undefined;
    const body = Buffer.from(stored.body);
    const answer = { ...stored, body, compressed: await compress(body) };
    this.cache.set(target, answer);
    return answer;
  }

  private async spendAndFetchHere(ask: Ask): Promise<Outcome> {
    const spend = await this.options.budget.spend(ask.priority);
    if (!spend.ok) {
      const { requests, windowSeconds } = this.options.budget.limit ?? { requests: 0, windowSeconds: 0 };
      return {
        refusal: {
          status: 429,
          retryAfter: spend.retryAfter,
          message:
            spend.reason === 'upstream'
              ? `The upstream API asked to wait; try again in ${spend.retryAfter} s`
              : `The API key's budget of ${requests} requests per ${windowSeconds} s is spent; try again in ${spend.retryAfter} s`,
        },
      };
    }
    const started = this.now();
    const { outcome, result } = await this.fetchUpstream(ask).finally(spend.answered);
    const ms = this.now() - started;
    this.metrics.upstreamCalled(ask.name, result, ms / 1000);
    this.upstreamHealth.observe(result);
    const limit = this.options.budget.limit;
    const call: UpstreamCall = {
      endpoint: ask.name,
      target: ask.target,
      status: 'answer' in outcome ? outcome.answer.status : outcome.refusal.status,
      ms,
      kind: ask.priority === 'background' ? 'refresh' : 'miss',
      budget: limit && spend.left !== null ? { left: spend.left, requests: limit.requests } : null,
    };
    this.log(upstreamLine(this.options.logFormat ?? 'text', call, this.now()));
    return outcome;
  }

  private async fetchUpstream(ask: Ask): Promise<Fetched> {
    const { timeoutMs, maxBodyBytes } = this.options;
    // The deadline covers the whole answer, body included, and holds even for an upstream that ignores aborts.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const deadline = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new Error('timeout'))),
    );
    deadline.catch(() => {}); // settled by the races below, or never looked at once the answer is in
    try {
      // Only the key goes upstream: no browser headers or cookies are passed on.
      const request = new Request(`${this.options.origin}${ask.target}`, {
        headers: { Authorization: this.options.apiKey, Accept: 'application/json' },
        signal: controller.signal,
      });
      const response = await Promise.race([this.options.upstream(request), deadline]);
      const text = await Promise.race([readCapped(response, maxBodyBytes), deadline]);
      const result = response.status;
      if (text === null) {
        controller.abort();
        return {
          result,
          outcome: refusal(502, `The upstream API's answer is larger than ${maxBodyBytes / 2 ** 20} MB`),
        };
      }
      return { result, outcome: await this.outcomeOf(ask, response, text) };
    } catch (error) {
      if (controller.signal.aborted) {
        return {
          result: 'timeout',
          outcome: refusal(
            504,
            `The upstream API did not answer within ${timeoutMs / 1000} s; try again later`,
          ),
        };
      }
      const reason = this.scrub(error instanceof Error ? error.message : String(error));
      return { result: 'error', outcome: refusal(502, `The upstream API could not be reached (${reason})`) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** What an upstream answer means: data to cache and pass on, or an error to pass on (a 429 closes the gate). */
  private async outcomeOf(ask: Ask, response: Response, text: string): Promise<Outcome> {
    const body = parseJson(text);
    if (response.status === 429) {
      const wait =
        parseRetryAfter(response.headers.get('Retry-After'), this.now()) ?? DEFAULT_RETRY_AFTER_SECONDS;
      await this.options.budget.close(wait);
      this.metrics.gateClosed();
      return refusal(429, `The upstream API's rate limit is reached; try again in ${wait} s`, wait);
    }
    if (body === undefined) {
      // A 200 that is not JSON is not an answer: never cached, never passed on.
      return refusal(
        response.status === 200 ? 502 : response.status,
        `The upstream API answered ${response.status} without JSON`,
      );
    }
    if (!CACHEABLE.has(response.status)) {
      return refusal(
        response.status,
        this.scrub(bodyMessage(body) ?? `The upstream API answered ${response.status}`),
      );
    }
    if (response.status === 200) this.head.observe(body);
    // A list's 404 says it has no such records: passed on as the empty page it means, which a browser takes
    // without logging an error, as it would a 404.
    const answer =
      response.status === 404 && 'records' in endpoints[ask.name]
        ? await this.answerOf(ask, 200, JSON.stringify(emptyPage(pageOf(ask, 'page'), pageOf(ask, 'limit'))))
        : await this.answerOf(ask, response.status, this.scrub(text));
    this.cache.set(ask.target, answer);
    await this.options.shared?.set(ask.target, storedOf(answer));
    return { answer };
  }

  private async answerOf(ask: Ask, status: number, text: string): Promise<Answer> {
    const body = Buffer.from(text);
    const fetchedAt = this.now();
    const end = endpoints[ask.name].windowEnd(ask.params);
    const lifetime = lifetimeOf(end, fetchedAt, this.head);
    const freshUntil = fetchedAt + lifetime.fresh * 1000;
    const revalidateUntil = freshUntil + lifetime.revalidate * 1000;
    return {
      status,
      body,
      compressed: await compress(body),
      fetchedAt,
      freshUntil,
      revalidateUntil,
      keepUntil: revalidateUntil + FALLBACK_SECONDS * 1000,
      past: lifetime.past,
    };
  }

  private respond(
    name: EndpointName,
    answer: Answer,
    cache: Exclude<CacheResult, 'error'>,
    acceptEncoding: string,
    retryAfter?: number,
  ): Response {
    const now = this.now();
    const headers = new Headers({
      'Content-Type': 'application/json; charset=utf-8',
      Vary: 'Accept-Encoding',
      Age: String(Math.max(0, Math.floor((now - answer.fetchedAt) / 1000))),
      'X-Cache': cache,
    });
    if (cache === 'stale') {
      // Served because the upstream refused or failed: the app says "as of" this time. Caches in front must ask
      // again, since a fresh answer may come at any moment.
      headers.set('X-Stale-As-Of', new Date(answer.fetchedAt).toISOString());
      headers.set('Cache-Control', 'no-cache');
      // When a fresh one may be had: the refusal's wait (none after a failure, which may pass at any moment).
      if (retryAfter !== undefined) headers.set('Retry-After', String(retryAfter));
    } else if (answer.past) {
      const left = Math.max(0, Math.floor((answer.freshUntil - now) / 1000));
      headers.set('Cache-Control', `public, max-age=${left}, s-maxage=${left}, immutable`);
    } else {
      // The browser asks again each time (the gateway answers from its cache, outdated as soon as the chain moves):
      // a page that refetches on the stream's new block must not get its own copy of the block before.
      const left = Math.max(0, Math.floor((answer.freshUntil - now) / 1000));
      const revalidate = Math.max(0, Math.floor((answer.revalidateUntil - answer.freshUntil) / 1000));
      headers.set(
        'Cache-Control',
        `public, max-age=0, s-maxage=${left}, stale-while-revalidate=${revalidate}`,
      );
    }
    const { coding, body } = negotiate(acceptEncoding, answer.body, answer.compressed);
    if (coding) headers.set('Content-Encoding', coding);
    this.metrics.answered(name, cache, body.length);
    return new Response(new Uint8Array(body), { status: answer.status, headers });
  }

  private refuse({ status, message, retryAfter }: Refusal): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (retryAfter !== undefined) headers.set('Retry-After', String(retryAfter));
    return Response.json({ message }, { status, headers });
  }
}

/** The answer without its compressed copies, which the instance that reads it makes again. */
function storedOf(answer: Answer): StoredAnswer {
  const { body, compressed, ...rest } = answer;
  return { ...rest, body: body.toString('utf8') };
}

const refusal = (status: number, message: string, retryAfter?: number): Outcome => ({
  refusal: { status, message, retryAfter },
});

/** The body as text, or null once it passes `maxBytes` (read as decompressed: a gzip bomb stops there). */
async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
