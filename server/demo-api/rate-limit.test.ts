import { describe, expect, it } from 'vitest';
import { parseRateLimit, RateLimiter } from './rate-limit';

describe('parseRateLimit', () => {
  it('reads <requests>/<seconds>, and nothing as no limit', () => {
    expect(parseRateLimit('5/60')).toEqual({ requests: 5, windowSeconds: 60 });
    expect(parseRateLimit(undefined)).toBeNull();
    expect(parseRateLimit('')).toBeNull();
  });

  it.each(['5', '5/0', '0/60', 'five/60', '5/60s'])('rejects %s with a message', (text) => {
    expect(() => parseRateLimit(text)).toThrow(/DEMO_API_RATE_LIMIT must look like <requests>\/<seconds>/);
  });
});

describe('RateLimiter', () => {
  it('allows the quota in any sliding window, per key, and says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter({ requests: 2, windowSeconds: 10 }, () => now);
    expect(limiter.take('a')).toBe(0);
    now = 4_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(6);
    expect(limiter.take('b')).toBe(0);
    now = 9_500;
    expect(limiter.take('a')).toBe(1); // rounds up to whole seconds
    now = 10_001;
    expect(limiter.take('a')).toBe(0);
  });
});
