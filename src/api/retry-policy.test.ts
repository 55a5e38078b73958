import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { retryWait } from './retry-policy';

const http = (status: number, retryAfter: number | null = null) =>
  new ApiError('http', status, '/api/x', `HTTP ${status}`, retryAfter);

describe('retryWait', () => {
  it('retries a 429 with Retry-After once, after Retry-After', () => {
    expect(retryWait(0, http(429, 12))).toBe(12_000);
    expect(retryWait(0, http(429, 0))).toBe(0);
    expect(retryWait(1, http(429, 12))).toBeNull();
  });

  it('never retries a 429 without Retry-After', () => {
    expect(retryWait(0, http(429))).toBeNull();
  });

  it('retries a lost connection or a 5xx once, after a second or its Retry-After', () => {
    const lost = new ApiError('network', null, '/api/x', 'unreachable');
    expect(retryWait(0, lost)).toBe(1_000);
    expect(retryWait(1, lost)).toBeNull();
    expect(retryWait(0, http(502))).toBe(1_000);
    expect(retryWait(0, http(503, 5))).toBe(5_000);
    expect(retryWait(1, http(504))).toBeNull();
  });

  it('never retries another 4xx, an unexpected shape or an error that is not the API’s', () => {
    for (const status of [400, 401, 403, 404]) expect(retryWait(0, http(status))).toBeNull();
    expect(retryWait(0, new ApiError('schema', 200, '/api/x', 'data: expected array'))).toBeNull();
    expect(retryWait(0, new TypeError('x is undefined'))).toBeNull();
  });
});
