// The key's quota as a budget: the gateway never sends more upstream requests than `requests` in any `seconds`
// (TAOSTATS_RATE_LIMIT), and after an upstream 429 it sends none at all until that answer's Retry-After has
// passed. What a page is showing goes first: a prefetch or a background refresh may only spend while a reserve
// is left for the next person who opens a page.
//
// A request's place in the window dates from its answer, not from its sending: the upstream counted it at some
// moment in between, and a request that took long to arrive (a cold query, a slow network) would otherwise leave
// the window here before it leaves the upstream's, and the next one would meet a 429.
import type { RateLimit } from '../demo-api/rate-limit';

export type Priority = 'visible' | 'background';

/**
 * A request taken (with the requests left in the window, where there is a limit, and `answered`, to call when its
 * answer or failure is in), or the whole seconds to wait.
 */
export type Spend =
  | { ok: true; left: number | null; answered: () => Promise<void> }
  | { ok: false; retryAfter: number; reason: 'budget' | 'upstream' };

/** The budget as the proxy sees it: this instance's own (below), or one shared through Redis (redis-shared.ts). */
export interface Budget {
  readonly limit: RateLimit | null;
  spend(priority: Priority): Promise<Spend>;
  /** An upstream 429: nothing goes out for `seconds`, whoever asks. */
  close(seconds: number): Promise<void>;
  /** The requests that may still go out in the window now, without spending one; null without a limit. */
  left(): Promise<number | null>;
}

/** Requests kept back for what pages show: 2 of 5, 40 of 100. */
export const reserveOf = (limit: RateLimit) => Math.ceil(limit.requests * 0.4);

export class QuotaBudget implements Budget {
  /** The requests within the last window, oldest first, each dated by its sending until its answer dates it. */
  private sent: { at: number }[] = [];
  private closedUntil = 0;

  constructor(
    readonly limit: RateLimit | null,
    private readonly now: () => number = Date.now,
  ) {}

  spend(priority: Priority): Promise<Spend> {
    return Promise.resolve(this.spendNow(priority));
  }

  close(seconds: number): Promise<void> {
    this.closedUntil = Math.max(this.closedUntil, this.now() + seconds * 1000);
    return Promise.resolve();
  }

  left(): Promise<number | null> {
    if (!this.limit) return Promise.resolve(null);
    this.forget(this.now());
    return Promise.resolve(this.limit.requests - this.sent.length);
  }

  private spendNow(priority: Priority): Spend {
    const now = this.now();
    if (now < this.closedUntil) {
      return { ok: false, retryAfter: Math.ceil((this.closedUntil - now) / 1000), reason: 'upstream' };
    }
    if (!this.limit) return { ok: true, left: null, answered: () => Promise.resolve() };
    this.forget(now);
    const keep = priority === 'visible' ? 0 : reserveOf(this.limit);
    if (this.sent.length + keep < this.limit.requests) {
      const request = { at: now };
      this.sent.push(request);
      const answered = () => {
        request.at = Math.max(request.at, this.now());
        this.sent.sort((a, b) => a.at - b.at);
        return Promise.resolve();
      };
      return { ok: true, left: this.limit.requests - this.sent.length, answered };
    }
    // The wait until enough of the window's requests have aged out to leave the reserve free again.
    const oldest = this.sent[this.sent.length + keep - this.limit.requests]?.at ?? now;
    const retryAfter = Math.max(1, Math.ceil((oldest + this.limit.windowSeconds * 1000 - now) / 1000));
    return { ok: false, retryAfter, reason: 'budget' };
  }

  private forget(now: number): void {
    const start = now - (this.limit?.windowSeconds ?? 0) * 1000;
    while ((this.sent[0]?.at ?? Infinity) <= start) this.sent.shift();
  }
}
