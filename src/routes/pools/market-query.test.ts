import { describe, expect, it } from 'vitest';
import type { MarketSummary } from '../../api/market';
import { marketQuery } from './market-query';

/** The market query's refetch interval with a cached summary whose coverage is whole, or not, or none yet. */
function intervalOf(live: boolean, whole: boolean | null) {
  const data =
    whole === null
      ? undefined
      : ({
          coverage: { hours24: { loaded: whole ? 24 : 3, of: 24 }, days7: { loaded: 168, of: 168 } },
        } as MarketSummary);
  const interval = marketQuery(live).refetchInterval;
  // The interval reads the query's cached answer only.
  return typeof interval === 'function' ? interval({ state: { data } } as never) : interval;
}

describe('marketQuery', () => {
  it('has no timer of its own while the live stream is live: its market messages ask again', () => {
    expect(intervalOf(true, true)).toBe(false);
    expect(intervalOf(true, false)).toBe(false);
  });

  it('without the stream, asks every minute while the coverage fills, then every five', () => {
    expect(intervalOf(false, null)).toBe(60_000);
    expect(intervalOf(false, false)).toBe(60_000);
    expect(intervalOf(false, true)).toBe(300_000);
  });
});
