// The live stream's connection: messages checked against their schemas, the backoff and its jitter, resuming with
// ?last=, and the status it reports through failures and back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../api/live';
import { backoffDelay, connect, FAILURES_UNTIL_UNAVAILABLE, type LiveStatus } from './connection';
import { chainAt, FakeSources, HELLO } from './browser.fake';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A connection over fake sources; `random` is the jitter's draw (0.5: none). */
function open(last: string | null = null, random = () => 0.5) {
  const sources = new FakeSources();
  const messages: LiveMessage[] = [];
  const statuses: LiveStatus[] = [];
  const connection = connect({
    last,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    createSource: sources.create,
    random,
  });
  return { sources, messages, statuses, connection };
}

describe('the backoff', () => {
  it('doubles from 2 s up to a minute', () => {
    const none = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((failures) => backoffDelay(failures, none))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('adds a jitter of at most ±30 %', () => {
    expect(backoffDelay(3, () => 0)).toBe(5_600);
    expect(backoffDelay(3, () => 0.999_999)).toBe(10_400);
    expect(backoffDelay(3, () => 0.25)).toBe(6_800);
    const seeded = (() => {
      let seed = 7;
      return () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    })();
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelay(2, seeded);
      expect(delay).toBeGreaterThanOrEqual(2_800);
      expect(delay).toBeLessThanOrEqual(5_200);
    }
  });
});

describe('the connection', () => {
  it('opens /live, or resumes after the id it is given', () => {
    expect(open().sources.newest.url).toBe('/live');
    expect(open('1234').sources.newest.url).toBe('/live?last=1234');
  });

  it('is live once a message passes its schema, and passes each message on', () => {
    const { sources, messages, statuses } = open();
    expect(statuses).toEqual(['connecting']);
    sources.newest.send('hello', HELLO);
    sources.newest.send('chain', chainAt(101));
    sources.newest.send('market', { head: { block: 101, time: 1_800_000_012 } });
    sources.newest.send('reset', { reason: 'history lost' });
    expect(statuses).toEqual(['connecting', 'live']);
    expect(messages.map((message) => message.event)).toEqual(['hello', 'chain', 'market', 'reset']);
    expect(messages[1]).toEqual({ event: 'chain', data: chainAt(101) });
  });

  it('skips a message that fails its schema or is not JSON, and counts it', () => {
    const { sources, messages, statuses, connection } = open();
    sources.newest.send('chain', { ...chainAt(101), head: { block: 'soon' } });
    sources.newest.send('hello', '{not json');
    expect(messages).toEqual([]);
    expect(statuses).toEqual(['connecting']);
    expect(connection.skipped).toBe(2);
    sources.newest.send('chain', chainAt(102));
    expect(messages).toEqual([{ event: 'chain', data: chainAt(102) }]);
  });

  it('closes a failed source and opens another after the backoff, resuming after the last chain id', async () => {
    const { sources, statuses } = open();
    sources.newest.send('hello', HELLO);
    sources.newest.send('chain', chainAt(101));
    sources.newest.send('market', { head: { block: 101, time: 1_800_000_012 } });
    const first = sources.newest;
    first.fail();
    expect(first.closed).toBe(true);
    expect(statuses.at(-1)).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sources.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources.newest.url).toBe('/live?last=101');
  });

  it(`is unavailable after ${FAILURES_UNTIL_UNAVAILABLE} failures in a row, keeps trying slower, and is live again`, async () => {
    const { sources, statuses } = open();
    sources.newest.fail();
    await vi.advanceTimersByTimeAsync(2_000);
    sources.newest.fail();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(statuses).toEqual(['connecting', 'connecting', 'connecting']);
    sources.newest.fail();
    expect(statuses.at(-1)).toBe('unavailable');
    expect(sources.open).toEqual([]);
    await vi.advanceTimersByTimeAsync(8_000);
    sources.newest.fail();
    expect(statuses.at(-1)).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(15_999);
    expect(sources.all).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources.all).toHaveLength(5);
    sources.newest.send('hello', HELLO);
    expect(statuses.at(-1)).toBe('live');
    // The count starts again: one more failure is a reconnection, not an outage.
    sources.newest.fail();
    expect(statuses.at(-1)).toBe('connecting');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sources.all).toHaveLength(6);
  });

  it('stops at close: no more messages, statuses or attempts', async () => {
    const { sources, messages, statuses, connection } = open();
    const source = sources.newest;
    connection.close();
    expect(source.closed).toBe(true);
    source.send('hello', HELLO);
    source.fail();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(messages).toEqual([]);
    expect(statuses).toEqual(['connecting']);
    expect(sources.all).toHaveLength(1);
  });
});
