// The live poller against a stub of the gateway's proxy: what it asks, what it publishes, and how it waits.
import { describe, expect, it } from 'vitest';
import type { ChainMessage } from '../../../src/api/live';
import { cadenceSeconds, ChainPoller } from './poller';

const time = (block: number) => new Date(Date.UTC(2026, 10, 1) + block * 12_000).toISOString();
const event = (block: number, index: number) => ({
  id: `${block}-${String(index).padStart(4, '0')}`,
  block_number: block,
  timestamp: time(block),
  full_name: 'Balances.Transfer',
  phase: 'ApplyExtrinsic',
  extrinsic_id: `${block}-0001`,
  extra: 'left out of the message',
});
const page = (events: object[], total = events.length) =>
  Response.json({ pagination: { total_items: total }, data: events });
const swap = (block: number) => ({
  block: { blockNumber: block, blockTimestamp: 1 },
  eventIndex: 1,
  eventType: 'swap',
  maker: 'm',
  pairId: '1',
  priceNative: '0.5',
  reserves: { asset0: '1', asset1: '2' },
  txnId: `${block}-0001`,
  txnIndex: 1,
  asset0In: '1',
});

/** A proxy answering from a table of paths (in order of asking); every request is recorded with its priority. */
function stub(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const proxy = {
    handle: async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      asked.push(`${path}${request.headers.get('X-Prefetch') === '1' ? '' : ' (visible!)'}`);
      return answers[path]?.() ?? Response.json({ message: 'no' }, { status: 404 });
    },
  };
  return { proxy, asked };
}

function poller(answers: Record<string, () => Response>, cadence = 12) {
  const { proxy, asked } = stub(answers);
  const published: ChainMessage[] = [];
  const heads: number[] = [];
  const lines: string[] = [];
  const it = new ChainPoller({
    proxy,
    cadenceSeconds: cadence,
    publish: async (message) => void published.push(message),
    onHead: (head) => heads.push(head.block),
    log: (line) => lines.push(line),
  });
  return { poller: it, asked, published, heads, lines };
}

describe('the live poller', () => {
  it('reads the head first, then the new events and the swaps of exactly the new blocks, as background requests', async () => {
    const answers: Record<string, () => Response> = {
      '/api/event/v1?limit=1': () => page([event(100, 3)]),
    };
    const { poller: p, asked, published, heads } = poller(answers);
    expect(await p.tick()).toBe(12_000);
    expect(heads).toEqual([100]);
    expect(published).toEqual([]);

    // No new block yet: a 404 (or an empty page) publishes nothing.
    expect(await p.tick()).toBe(12_000);
    expect(published).toEqual([]);

    answers['/api/event/v1?block_start=101&limit=200'] = () =>
      page([event(102, 5), event(102, 1), event(101, 2)]);
    answers['/api/coingecko/events?fromBlock=101&toBlock=102'] = () =>
      Response.json({ events: [swap(101), swap(102)] });
    await p.tick();
    expect(asked).toEqual([
      '/api/event/v1?limit=1',
      '/api/event/v1?block_start=101&limit=200',
      '/api/event/v1?block_start=101&limit=200',
      '/api/coingecko/events?fromBlock=101&toBlock=102',
    ]);
    expect(published).toHaveLength(1);
    const message = published[0]!;
    expect(message.head).toEqual({ block: 102, time: Date.parse(time(102)) / 1000 });
    expect(message.since).toBe(101);
    expect(message.eventCount).toBe(3);
    expect(message.events[0]).toEqual({
      id: '102-0005',
      full_name: 'Balances.Transfer',
      phase: 'ApplyExtrinsic',
      extrinsic_id: '102-0001',
    });
    expect(message.swaps.map((s) => s.block.blockNumber)).toEqual([101, 102]);

    // The next tick asks after the new head.
    await p.tick();
    expect(asked.at(-1)).toBe('/api/event/v1?block_start=103&limit=200');
  });

  it('sends the newest page of an overflowing burst with the true count', async () => {
    const burst = Array.from({ length: 200 }, (_, i) => event(105, 200 - i));
    const { poller: p, published } = poller({
      '/api/event/v1?block_start=101&limit=200': () => page(burst, 450),
      '/api/coingecko/events?fromBlock=101&toBlock=105': () => Response.json({ events: [] }),
    });
    p.resumeFrom({ block: 100, time: 0 });
    await p.tick();
    expect(published[0]!.events).toHaveLength(200);
    expect(published[0]!.eventCount).toBe(450);
  });

  it('cuts the range after a long outage to the last 2,000 blocks, and says so in `since`', async () => {
    const {
      poller: p,
      asked,
      published,
    } = poller({
      '/api/event/v1?block_start=101&limit=200': () => page([event(5000, 1), event(2000, 1)]),
      '/api/coingecko/events?fromBlock=3001&toBlock=5000': () => Response.json({ events: [] }),
    });
    p.resumeFrom({ block: 100, time: 0 });
    await p.tick();
    expect(asked.at(-1)).toBe('/api/coingecko/events?fromBlock=3001&toBlock=5000');
    expect(published[0]!.since).toBe(3001);
    // The event of block 2000 is before the message's range.
    expect(published[0]!.events.map((e) => e.id)).toEqual(['5000-0001']);
    expect(published[0]!.eventCount).toBe(1);
  });

  it('waits a refusal’s Retry-After, then asks only for what was refused', async () => {
    let refuse = true;
    const {
      poller: p,
      asked,
      published,
    } = poller({
      '/api/event/v1?block_start=101&limit=200': () => page([event(101, 1)]),
      '/api/coingecko/events?fromBlock=101&toBlock=101': () =>
        refuse
          ? Response.json({ message: 'spent' }, { status: 429, headers: { 'Retry-After': '37' } })
          : Response.json({ events: [] }),
    });
    p.resumeFrom({ block: 100, time: 0 });
    expect(await p.tick()).toBe(37_000);
    expect(published).toEqual([]);
    refuse = false;
    expect(await p.tick()).toBe(12_000);
    expect(asked).toEqual([
      '/api/event/v1?block_start=101&limit=200',
      '/api/coingecko/events?fromBlock=101&toBlock=101',
      '/api/coingecko/events?fromBlock=101&toBlock=101',
    ]);
    expect(published.map((m) => m.head.block)).toEqual([101]);
  });

  it('takes a stale answer for a refusal (with Retry-After) or a failure (without), and backs off from failures', async () => {
    let headers: Record<string, string> = { 'X-Stale-As-Of': new Date().toISOString(), 'Retry-After': '20' };
    const {
      poller: p,
      published,
      lines,
    } = poller({
      '/api/event/v1?block_start=101&limit=200': () => Response.json({ data: [event(101, 1)] }, { headers }),
    });
    p.resumeFrom({ block: 100, time: 0 });
    expect(await p.tick()).toBe(20_000);
    headers = { 'X-Stale-As-Of': new Date().toISOString() };
    expect(await p.tick()).toBe(24_000);
    expect(await p.tick()).toBe(48_000);
    expect(published).toEqual([]);
    expect(lines[0]).toContain('answered stale');
  });

  it('asks again within a second when "nothing new" came from a copy being refreshed, not a tick later', async () => {
    const { poller: p } = poller({
      '/api/event/v1?block_start=101&limit=200': () =>
        Response.json({ message: 'none' }, { status: 404, headers: { 'X-Cache': 'revalidating' } }),
    });
    p.resumeFrom({ block: 100, time: 0 });
    expect(await p.tick()).toBe(1000);
  });

  it('never throws: a 500 or an unreadable answer is a failure to back off from', async () => {
    const { poller: p } = poller({
      '/api/event/v1?limit=1': () => new Response('oops', { status: 500 }),
    });
    expect(await p.tick()).toBe(24_000);
  });

  it('reads a block at a time without a limit, within half the idle share with one', () => {
    expect(cadenceSeconds(null)).toBe(12);
    // 5 a minute: 2 kept for pages, 3 idle; the poller's 2 a tick take half of them: every 80 s, in whole blocks.
    expect(cadenceSeconds({ requests: 5, windowSeconds: 60 })).toBe(84);
    expect(cadenceSeconds({ requests: 100, windowSeconds: 60 })).toBe(12);
    expect(cadenceSeconds({ requests: 1, windowSeconds: 60 })).toBe(240);
  });
});
