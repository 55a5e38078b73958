// The quota switch: DEMO_API_RATE_LIMIT=5/60 allows 5 requests in any 60 seconds per API key, as a free-tier key
// of the real service does, so that clients can be tested against 429 and Retry-After.

export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

/** `<requests>/<seconds>`, as the setting `name` gives it; unset or empty is no limit. */
export function parseRateLimit(text: string | undefined, name = 'DEMO_API_RATE_LIMIT'): RateLimit | null {
  if (text === undefined || text === '') return null;
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${name} must look like <requests>/<seconds>, for example 5/60; got "${text}"`);
  }
  return { requests: Number(match[1]), windowSeconds: Number(match[2]) };
}

/** A sliding window per key: the times of the requests let through in the last window. */
export class RateLimiter {
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request; returns 0 when it may go ahead, otherwise the whole seconds to wait. */
  take(key: string): number {
    const now = this.now();
    const windowMs = this.limit.windowSeconds * 1000;
    const times = (this.recent.get(key) ?? []).filter((t) => t > now - windowMs);
    this.recent.set(key, times);
    if (times.length < this.limit.requests) {
      times.push(now);
      return 0;
    }
    return Math.max(1, Math.ceil(((times[0] as number) + windowMs - now) / 1000));
  }
}
