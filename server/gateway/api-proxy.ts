// Forwards /api requests upstream with the API key added, and spends the upstream's quota carefully: answers are
// cached for a short time by path and normalized query, and concurrent identical requests share one upstream
// request. The free tier allows about 5 requests a minute, so this is what makes a real key usable. A 429 passes
// through with its Retry-After and is never retried here; failures become JSON errors, never a hung request.
// Answers are gzipped for browsers that take it, once per cached answer rather than once per request.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Upstream } from './upstream';

const gzipAsync = promisify(gzip);
/** Below this many bytes gzip saves less than its own cost. */
const GZIP_MIN_BYTES = 1024;

export interface ApiProxyOptions {
  upstream: Upstream;
  origin: string;
  apiKey: string;
  /** How long a 200 or 404 answer is reused; also its max-age for caches in front. */
  cacheSeconds: number;
  timeoutMs: number;
  now?: () => number;
}

interface Answer {
  status: number;
  body: string;
  retryAfter: string | null;
  storedAt: number;
  /** The body gzipped, made when a browser first takes it (a chart's history is about 1 MB of JSON). */
  gzipped?: Promise<Buffer>;
}

/** The answers worth keeping: data, and "no records". Errors and quota refusals are asked again. */
const CACHEABLE = new Set([200, 404]);
const MAX_ENTRIES = 2_000;

/** Path plus the query sorted by name: `?b=2&a=1` and `?a=1&b=2` are one request. */
export function normalizedTarget(url: URL): string {
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(query).toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

const json = (status: number, message: string): Answer => ({
  status,
  body: JSON.stringify({ message }),
  retryAfter: null,
  storedAt: 0,
});

export class ApiProxy {
  private readonly cache = new Map<string, Answer>();
  private readonly inFlight = new Map<string, Promise<Answer>>();
  private readonly now: () => number;

  constructor(private readonly options: ApiProxyOptions) {
    this.now = options.now ?? Date.now;
  }

  async handle(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return this.respond(json(405, 'The API is read-only: only GET requests are answered'));
    }
    const target = normalizedTarget(new URL(request.url));
    const gzipped = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '');
    const cached = this.cache.get(target);
    if (cached && this.now() - cached.storedAt < this.options.cacheSeconds * 1000)
      return this.respond(cached, gzipped);
    let pending = this.inFlight.get(target);
    if (!pending) {
      pending = this.fetchUpstream(target).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, pending);
    }
    return this.respond(await pending, gzipped);
  }

  private async fetchUpstream(target: string): Promise<Answer> {
    // The deadline covers the whole answer, body included, and holds even for an upstream that ignores aborts.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const deadline = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new Error('timeout'))),
    );
    deadline.catch(() => {}); // settled by the race below, or never looked at once the answer is in
    try {
      // Only the key goes upstream: no browser headers or cookies are passed on.
      const request = new Request(`${this.options.origin}${target}`, {
        headers: { Authorization: this.options.apiKey, Accept: 'application/json' },
        signal: controller.signal,
      });
      const response = await Promise.race([this.options.upstream(request), deadline]);
      const body = await Promise.race([response.text(), deadline]);
      const answer: Answer = {
        status: response.status,
        body: isJson(body)
          ? body
          : JSON.stringify({ message: `The upstream API answered ${response.status} without JSON` }),
        retryAfter: response.headers.get('Retry-After'),
        storedAt: this.now(),
      };
      if (CACHEABLE.has(answer.status)) this.store(target, answer);
      return answer;
    } catch (error) {
      if (controller.signal.aborted) {
        return json(
          504,
          `The upstream API did not answer within ${this.options.timeoutMs / 1000} s; try again later`,
        );
      }
      return json(
        502,
        `The upstream API could not be reached (${error instanceof Error ? error.message : error})`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private store(target: string, answer: Answer): void {
    this.cache.delete(target);
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(target, answer);
  }

  private async respond(answer: Answer, gzipped = false): Promise<Response> {
    const headers = new Headers({
      'Content-Type': 'application/json; charset=utf-8',
      Vary: 'Accept-Encoding',
    });
    if (CACHEABLE.has(answer.status)) {
      const age = Math.floor((this.now() - answer.storedAt) / 1000);
      headers.set('Cache-Control', `public, max-age=${Math.max(0, this.options.cacheSeconds - age)}`);
    } else {
      headers.set('Cache-Control', 'no-store');
    }
    if (answer.retryAfter !== null) headers.set('Retry-After', answer.retryAfter);
    if (gzipped && answer.body.length >= GZIP_MIN_BYTES) {
      answer.gzipped ??= gzipAsync(answer.body);
      headers.set('Content-Encoding', 'gzip');
      return new Response(new Uint8Array(await answer.gzipped), { status: answer.status, headers });
    }
    return new Response(answer.body, { status: answer.status, headers });
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
