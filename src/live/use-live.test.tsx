// @vitest-environment jsdom
// The app's hooks over the tab's live store: usable before the stream's code has loaded, started once on the first
// subscription, following the head and the status, each message to its handlers, and the cache's invalidations.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/query-keys';
import { chainAt, HELLO } from './browser.fake';
import type { LiveSink } from './leader';

/** The sinks the store joined the stream with: one per fresh store. */
const joined: LiveSink[] = [];
function recordSinks() {
  return { joinLive: (sink: LiveSink) => joined.push(sink) };
}
vi.mock('./leader', recordSinks);

/** The store as a tab that has just loaded finds it. */
async function freshStore() {
  vi.resetModules();
  joined.length = 0;
  return import('./use-live');
}

/** The stream's code has loaded, and the store joined it. */
async function loaded(): Promise<LiveSink> {
  await vi.waitFor(() => expect(joined).toHaveLength(1));
  return joined[0]!;
}

afterEach(cleanup);

describe('the live hooks', () => {
  it('answer before the stream has loaded, start it once, and follow the head and status', async () => {
    const { useLiveHead, useLiveStatus } = await freshStore();
    const head = renderHook(() => useLiveHead());
    const status = renderHook(() => useLiveStatus());
    expect(head.result.current).toBeNull();
    expect(status.result.current).toBe('connecting');
    const sink = await loaded();
    act(() => {
      sink.status('live');
      sink.head(chainAt(101).head);
    });
    expect(status.result.current).toBe('live');
    expect(head.result.current).toEqual(chainAt(101).head);
    act(() => sink.status('unavailable'));
    expect(status.result.current).toBe('unavailable');
    expect(joined).toHaveLength(1);
  });

  it('say the stream is unavailable when its code fails to start', async () => {
    vi.doMock('./leader', () => ({
      joinLive: () => {
        throw new ReferenceError('EventSource is not defined');
      },
    }));
    const { useLiveStatus } = await freshStore();
    const status = renderHook(() => useLiveStatus());
    await vi.waitFor(() => expect(status.result.current).toBe('unavailable'));
    vi.doMock('./leader', recordSinks);
  });

  it('call each handler with its own event’s messages while mounted', async () => {
    const { useLiveMessages } = await freshStore();
    const chains: number[] = [];
    const { unmount } = renderHook(() => useLiveMessages('chain', (data) => chains.push(data.head.block)));
    const sink = await loaded();
    sink.message({ event: 'hello', data: HELLO });
    sink.message({ event: 'chain', data: chainAt(101) });
    unmount();
    sink.message({ event: 'chain', data: chainAt(102) });
    expect(chains).toEqual([101]);
  });

  it('reload what is shown on a reset, and the market summary on a market message', async () => {
    const { useLiveInvalidation } = await freshStore();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveInvalidation(), { wrapper });
    const sink = await loaded();
    sink.message({ event: 'market', data: { head: chainAt(101).head } });
    await vi.waitFor(() =>
      expect(invalidate.mock.calls).toEqual([[{ queryKey: queryKeys.marketFigures() }]]),
    );
    sink.message({ event: 'reset', data: { reason: 'history lost' } });
    expect(invalidate.mock.calls).toEqual([[{ queryKey: queryKeys.marketFigures() }], []]);
  });
});

describe('the status indicator', () => {
  it('says nothing while connecting, then live or polling', async () => {
    await freshStore();
    const { LiveStatus } = await import('./LiveStatus');
    const { container } = render(<LiveStatus />);
    const region = () => container.querySelector('[aria-live="polite"]');
    expect(region()?.textContent).toBe('');
    const sink = await loaded();
    act(() => sink.status('live'));
    expect(region()?.textContent).toBe('Live');
    act(() => sink.status('unavailable'));
    expect(region()?.textContent).toBe('Polling: the live stream is unavailable');
  });
});
