import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { LIVE_POLL_MS, nextPollIn } from './live-bars';

const error = (status: number | null, retryAfter: number | null = null) =>
  new ApiError(status === null ? 'network' : 'http', status, '/api/x', 'failed', retryAfter);

describe('nextPollIn', () => {
  it('polls at the chain’s pace', () => {
    expect(nextPollIn(null)).toBe(LIVE_POLL_MS);
    expect(nextPollIn(error(500))).toBe(LIVE_POLL_MS);
    expect(nextPollIn(error(null))).toBe(LIVE_POLL_MS);
  });
  it('waits out a 429’s Retry-After, and stops without one', () => {
    expect(nextPollIn(error(429, 90))).toBe(90_000);
    expect(nextPollIn(error(429, 3))).toBe(LIVE_POLL_MS);
    expect(nextPollIn(error(429))).toBe(false);
  });
});
