// The pool page's first request, started before the page renders: the same request, under the same cache key, as
// the page's history query makes, so that the page finds it fetched (or on its way) and asks nothing more.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { udfHistoryUrl } from '../../api/chart-schemas';
import { historyQuery } from './history-query';
import { preloadHistory } from './preload';

const NOW = 1_793_534_400;
const BARS = { s: 'ok', t: [NOW - 60], o: [1], h: [2], l: [0.5], c: [1.5], v: [10] };

function answering(body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('preloadHistory', () => {
  it('asks for the newest grid chunk of a chart without a range, as the page will', async () => {
    const fetch = answering(BARS);
    const client = new QueryClient();
    preloadHistory(client, new URL('http://app/pools/31?resolution=1'), NOW);
    // 500-minute chunks start on multiples of 30,000 s: from the start of the one before the chunk holding now.
    const first = { netuid: 31, resolution: '1' as const, from: 1_793_490_000, to: NOW };
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([udfHistoryUrl(31, '1', first.from, NOW), expect.anything()]);
    const query = historyQuery(first);
    await vi.waitFor(() => expect(client.getQueryData(query.queryKey)?.pages[0]?.answer).toEqual(BARS));
  });

  it('reads the URL as the page does: a preset range, a resolution in another case', () => {
    const fetch = answering(BARS);
    preloadHistory(new QueryClient(), new URL('http://app/pools/7?resolution=1d&range=7d'), NOW);
    expect(fetch.mock.calls[0]?.[0]).toBe(udfHistoryUrl(7, '1D', NOW - 7 * 86_400, NOW));
  });
});
