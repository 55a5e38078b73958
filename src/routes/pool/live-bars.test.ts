import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { LIVE_POLL_MS, liveUrl, nextPollIn } from './live-bars';

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

describe('liveUrl', () => {
  const request = { netuid: 31, resolution: '1D' as const, since: 1_793_404_788 };
  const at = (hours: number, minutes: number) => Date.UTC(2026, 10, 1, hours, minutes) / 1000;
  it('is the same for every poll of the pool within the hour, to where its first request ends', () => {
    const url = '/api/dtao/tradingview/udf/history?symbol=SUB-31&resolution=1D&from=1793404788&to=';
    expect(liveUrl(request, at(11, 1))).toBe(`${url}${at(12, 0)}`);
    expect(liveUrl(request, at(12, 0))).toBe(`${url}${at(12, 0)}`);
    expect(liveUrl(request, at(12, 1))).toBe(`${url}${at(13, 0)}`);
  });
  it('runs to the end of the current candle for shorter ones', () => {
    expect(liveUrl({ ...request, resolution: '5' }, at(12, 1))).toMatch(new RegExp(`&to=${at(12, 5)}$`));
  });
});
