// One stream per browser: the tabs' election, the leader forwarding to the followers, the hand-over when the leader
// closes (resuming from the last id the new leader saw), a joining tab told the head at once, the rule on hidden
// tabs, and a browser without Web Locks or BroadcastChannel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainPoint } from '../api/chain';
import type { LiveMessage } from '../api/live';
import { connect, type LiveStatus } from './connection';
import { IDLE_MS, joinLive, type TabEnvironment } from './leader';
import { chainAt, FakeBus, FakeLocks, FakePage, FakeSources, HELLO } from './browser.fake';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A browser: its tabs share the locks, the channel and the server's streams. */
function browser({ locks = true, channel = true } = {}) {
  const sources = new FakeSources();
  const lockManager = new FakeLocks();
  const bus = new FakeBus();
  const openTab = (visibility: DocumentVisibilityState = 'visible') => {
    const page = new FakePage(visibility);
    const heads: ChainPoint[] = [];
    const statuses: LiveStatus[] = [];
    const messages: LiveMessage[] = [];
    const env: TabEnvironment = {
      locks: locks ? lockManager : undefined,
      openChannel: channel ? bus.open : undefined,
      page,
      connect: (options) => connect({ ...options, createSource: sources.create, random: () => 0.5 }),
    };
    const tab = joinLive(
      {
        head: (head) => heads.push(head),
        status: (status) => statuses.push(status),
        message: (message) => messages.push(message),
      },
      env,
    );
    return { page, heads, statuses, messages, leave: () => tab.leave() };
  };
  return { sources, openTab };
}

/** Lets the lock grants and the channel's messages (microtasks) arrive. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('one stream per browser', () => {
  it('is held by the first tab alone, which forwards its messages and status to the others', async () => {
    const { sources, openTab } = browser();
    const leader = openTab();
    const follower = openTab();
    await settle();
    expect(sources.all.map((source) => source.url)).toEqual(['/live']);
    sources.newest.send('hello', HELLO);
    sources.newest.send('chain', chainAt(101));
    await settle();
    for (const tab of [leader, follower]) {
      expect(tab.statuses).toEqual(['live']);
      expect(tab.heads).toEqual([HELLO.head, chainAt(101).head]);
      expect(tab.messages.map((message) => message.event)).toEqual(['hello', 'chain']);
    }
    expect(follower.messages[1]).toEqual({ event: 'chain', data: chainAt(101) });
  });

  it('tells a tab that joins the head and status at once, without waiting for the next block', async () => {
    const { sources, openTab } = browser();
    openTab();
    await settle();
    sources.newest.send('hello', HELLO);
    sources.newest.send('chain', chainAt(101));
    const late = openTab();
    await settle();
    expect(late.heads).toEqual([chainAt(101).head]);
    expect(late.statuses).toEqual(['live']);
    expect(late.messages).toEqual([]);
  });

  it('passes to another tab when the leader closes, which resumes after the last id it saw', async () => {
    const { sources, openTab } = browser();
    const leader = openTab();
    const second = openTab();
    const third = openTab();
    await settle();
    sources.newest.send('hello', HELLO);
    sources.newest.send('chain', chainAt(101));
    sources.newest.send('chain', chainAt(102));
    await settle();
    const first = sources.newest;
    leader.leave();
    await settle();
    expect(first.closed).toBe(true);
    expect(sources.open.map((source) => source.url)).toEqual(['/live?last=102']);
    // The new leader (the second tab, first in line) forwards the replay to the third.
    sources.newest.send('hello', { ...HELLO, head: chainAt(104).head });
    sources.newest.send('chain', chainAt(103));
    sources.newest.send('chain', chainAt(104));
    await settle();
    for (const tab of [second, third]) {
      expect(
        tab.messages.filter((message) => message.event === 'chain').map(({ data }) => data.head.block),
      ).toEqual([101, 102, 103, 104]);
      expect(tab.heads.map((head) => head.block)).toEqual([100, 101, 102, 104]);
    }
    expect(third.statuses).toEqual(['live', 'connecting', 'live']);
  });

  it('keeps a tab of its own stream without Web Locks or without BroadcastChannel', async () => {
    for (const missing of [{ locks: false }, { channel: false }]) {
      const { sources, openTab } = browser(missing);
      openTab();
      openTab();
      await settle();
      expect(sources.open.map((source) => source.url)).toEqual(['/live', '/live']);
    }
  });
});

describe('hidden tabs', () => {
  it('keep the stream while another tab is visible', async () => {
    const { sources, openTab } = browser();
    const leader = openTab();
    openTab();
    await settle();
    leader.page.show('hidden');
    await vi.advanceTimersByTimeAsync(5 * IDLE_MS);
    expect(sources.open).toHaveLength(1);
    expect(sources.all).toHaveLength(1);
  });

  it('close it a minute after the last tab is hidden, and catch up from the last id when one is shown', async () => {
    const { sources, openTab } = browser();
    const leader = openTab();
    const follower = openTab();
    await settle();
    sources.newest.send('hello', HELLO);
    sources.newest.send('chain', chainAt(101));
    leader.page.show('hidden');
    follower.page.show('hidden');
    // No tab says it watches any more (a visible one would, every WATCH_EVERY_MS).
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(sources.open).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources.open).toEqual([]);
    follower.page.show('visible');
    await settle();
    expect(sources.open.map((source) => source.url)).toEqual(['/live?last=101']);
    sources.newest.send('chain', chainAt(102));
    await settle();
    expect(follower.heads.at(-1)).toEqual(chainAt(102).head);
  });

  it('close a lone tab’s stream a minute after it is hidden, and reopen it when it is shown', async () => {
    const { sources, openTab } = browser();
    const tab = openTab();
    await settle();
    sources.newest.send('chain', chainAt(101));
    tab.page.show('hidden');
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(sources.open).toHaveLength(1);
    tab.page.show('visible');
    tab.page.show('hidden');
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(sources.open).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources.open).toEqual([]);
    tab.page.show('visible');
    expect(sources.open.map((source) => source.url)).toEqual(['/live?last=101']);
  });
});
