// The hub's rules: every message after the client's last one, a reset instead of a silent gap, nothing twice.
import { describe, expect, it } from 'vitest';
import type { ChainMessage, LiveMessage } from '../../../src/api/live';
import { HISTORY_MESSAGES, LiveHub, type SharedHistory } from './hub';

/** A message for blocks `since` to `head`. */
const message = (head: number, since = head): ChainMessage => ({
  head: { block: head, time: head * 12 },
  since,
  events: [],
  eventCount: 0,
  swaps: [],
});

/** What a client was sent, written short: `chain 12`, `reset`. */
async function client(hub: LiveHub, last: number | null) {
  const got: string[] = [];
  const send = (m: LiveMessage) => got.push(m.event === 'chain' ? `chain ${m.data.head.block}` : m.event);
  const unsubscribe = await hub.subscribe(last, send);
  return { got, unsubscribe };
}

/** A hub that has had the messages of blocks `from` to `to`, one a block. */
function hubWith(from: number, to: number, shared: SharedHistory | null = null) {
  const hub = new LiveHub(shared);
  for (let block = from; block <= to; block++) hub.receive(message(block));
  return hub;
}

describe('the live hub', () => {
  it('sends a market tick to every client now, and keeps it nowhere', async () => {
    const hub = hubWith(11, 20);
    const first = await client(hub, null);
    hub.broadcast({ event: 'market', data: { head: { block: 20, time: 240 } } });
    const later = await client(hub, 15);
    expect(first.got).toEqual(['market']);
    expect(later.got).toEqual(['chain 16', 'chain 17', 'chain 18', 'chain 19', 'chain 20']);
  });

  it('replays every message after Last-Event-ID, then the new ones', async () => {
    const hub = hubWith(11, 20);
    const { got } = await client(hub, 17);
    expect(got).toEqual(['chain 18', 'chain 19', 'chain 20']);
    hub.receive(message(21));
    expect(got.at(-1)).toBe('chain 21');
  });

  it('sends a new client (no Last-Event-ID) only what comes next', async () => {
    const hub = hubWith(11, 20);
    const { got } = await client(hub, null);
    expect(got).toEqual([]);
    hub.receive(message(21));
    expect(got).toEqual(['chain 21']);
  });

  it('resets a client the history no longer reaches back to, and replays nothing older', async () => {
    const hub = hubWith(11, 20);
    // Block 10 is the history's first message's `since` - 1: still whole.
    expect((await client(hub, 10)).got).toHaveLength(10);
    const behind = await client(hub, 9);
    expect(behind.got).toEqual(['reset']);
    hub.receive(message(21));
    expect(behind.got).toEqual(['reset', 'chain 21']);
  });

  it('keeps the last 600 messages', async () => {
    const hub = hubWith(1, HISTORY_MESSAGES + 50);
    expect((await client(hub, 50)).got).toHaveLength(HISTORY_MESSAGES);
    expect((await client(hub, 49)).got).toEqual(['reset']);
  });

  it('resets a client after a restart without Redis: the new history starts after what it had', async () => {
    const hub = new LiveHub();
    // Nothing known yet: the gap shows with the first message.
    const early = await client(hub, 90);
    hub.knowHead({ block: 100, time: 1200 });
    // The head is known (the poller's first read): a client from before it is reset at once.
    const later = await client(hub, 95);
    expect(later.got).toEqual(['reset']);
    expect((await client(hub, 100)).got).toEqual([]);
    hub.receive(message(103, 101));
    expect(early.got).toEqual(['reset', 'chain 103']);
    expect(later.got).toEqual(['reset', 'chain 103']);
  });

  it('resets its clients at a message whose range was cut (a long outage)', async () => {
    const hub = hubWith(11, 20);
    const { got } = await client(hub, null);
    hub.receive(message(5000, 3001));
    expect(got).toEqual(['reset', 'chain 5000']);
  });

  it('takes a client ahead of its history (another instance’s) from now, without repeats', async () => {
    const hub = hubWith(11, 20);
    const { got } = await client(hub, 25);
    hub.receive(message(24, 21));
    hub.receive(message(27, 25));
    expect(got).toEqual(['chain 27']);
  });

  it('asks the shared history when its own does not reach back, and sends what arrived meanwhile after it', async () => {
    let release = () => {};
    const shared: SharedHistory = {
      after: async (block) => {
        await new Promise<void>((resolve) => (release = resolve));
        return {
          messages: [message(6), message(7), message(8)].filter((m) => m.head.block > block),
          coveredFrom: 5,
        };
      },
    };
    const hub = hubWith(8, 8, shared);
    hub.receive(message(9));
    const subscribing = client(hub, 5);
    hub.receive(message(10));
    release();
    const { got } = await subscribing;
    // 9 came before the client, 10 while the shared history was read: each once.
    expect(got).toEqual(['chain 6', 'chain 7', 'chain 8', 'chain 9', 'chain 10']);
  });

  it('counts its clients, and stays active for a while after the last one left', async () => {
    let now = 0;
    const hub = new LiveHub(null, () => now);
    expect(hub.active(60_000)).toBe(false);
    const { unsubscribe } = await client(hub, null);
    expect(hub.clientCount).toBe(1);
    now = 1_000_000;
    expect(hub.active(60_000)).toBe(true);
    unsubscribe();
    expect(hub.clientCount).toBe(0);
    now += 59_000;
    expect(hub.active(60_000)).toBe(true);
    now += 2_000;
    expect(hub.active(60_000)).toBe(false);
  });
});
