// The pool page's first request, started before the page renders: the same request, under the same cache key, as
// the page's history query makes, so that the page finds it fetched (or on its way) and asks nothing more.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../query-client';
import { udfHistoryUrl } from '../../api/chart-schemas';
import { historyQuery } from './history-query';
import { pageOpenedAt, preloadHistory } from './preload';

const NOW = 1_793_534_400;
const BARS = { s: 'ok', t: [NOW - 60], o: [1], h: [2], l: [0.5], c: [1.5], v: [10] };

function answering(body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether `promise` has settled by the end of the current microtasks and timers run so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('preloadHistory', () => {
  it('asks for the newest grid chunk of a chart without a range, as the page will', async () => {
    const fetch = answering(BARS);
    const client = new QueryClient();
    const preloaded = preloadHistory(client, new URL('http://app/pools/31?resolution=1'), NOW);
    // 500-minute chunks start on multiples of 30,000 s: from the start of the one before the chunk holding now.
    const first = { netuid: 31, resolution: '1' as const, from: 1_793_490_000, to: NOW };
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([udfHistoryUrl(31, '1', first.from, NOW), expect.anything()]);
    const query = historyQuery(first);
    // The first render waits for the bars, so it draws the chart.
    await preloaded;
    expect(client.getQueryData(query.queryKey)?.pages[0]?.answer).toEqual(BARS);
  });

  it('reads the URL as the page does: a preset range, a resolution in another case', async () => {
    const fetch = answering(BARS);
    await preloadHistory(new QueryClient(), new URL('http://app/pools/7?resolution=1d&range=7d'), NOW);
    expect(fetch.mock.calls[0]?.[0]).toBe(udfHistoryUrl(7, '1D', NOW - 7 * 86_400, NOW));
  });

  it('waits no longer than the first failure: a retry behind Retry-After is the page to count down', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        new Response('{"message":"Rate limit exceeded"}', { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    // The app's client, with its retry policy: one retry, 30 s later.
    const preloaded = preloadHistory(createQueryClient(), new URL('http://app/pools/31'), NOW);
    expect(await settled(preloaded)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits a second at most for an answer that does not come', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>(() => new Promise(() => undefined)),
    );
    const preloaded = preloadHistory(new QueryClient(), new URL('http://app/pools/31'), NOW);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(preloaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(preloaded)).toBe(true);
  });

  it('gives the page the time it preloaded for, once: a minute turning before the first render asks nothing twice', async () => {
    answering(BARS);
    const url = new URL('http://app/pools/31');
    await preloadHistory(new QueryClient(), url, NOW - 120);
    expect(pageOpenedAt('http://app/pools/7')).not.toBe(NOW - 120);
    await preloadHistory(new QueryClient(), url, NOW - 120);
    expect(pageOpenedAt(url.href)).toBe(NOW - 120);
    // Opened again later (a link within the app), the page runs to its own present.
    expect(pageOpenedAt(url.href)).not.toBe(NOW - 120);
  });
});
