// GET /live end to end: through the gateway's app (and once through a listening server), over a stub chain whose
// blocks the test makes, on a fake clock.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProxy } from '../api-proxy';
import { createGateway } from '../app';
import { QuotaBudget } from '../budget';
import { LiveService } from './service';
import { PING_MS, resumePoint } from './stream';
import { TestChain } from './test-chain';
import { Scheduler } from '../scheduler';
import { FakeClock, settle } from '../test-clock';

let services: LiveService[] = [];
afterEach(async () => {
  await Promise.all(services.map((service) => service.close()));
  services = [];
});

function setup(head = 1000) {
  const clock = new FakeClock();
  const chain = new TestChain(head);
  const proxy = new ApiProxy({
    upstream: chain.upstream,
    origin: 'https://upstream.test',
    apiKey: 'live-test-key-0001',
    budget: new QuotaBudget(null, clock.now),
    cacheBytes: 2 ** 20,
    maxBodyBytes: 2 ** 20,
    timeoutMs: 1000,
    now: clock.now,
  });
  const live = new LiveService({
    proxy,
    rateLimit: null,
    scheduler: new Scheduler(clock),
    metrics: proxy.metrics,
  });
  services.push(live);
  const app = createGateway({ proxy, publicOrigin: () => 'https://charts.example', live });
  /** The next block, and the poller's next tick. */
  const nextBlock = async (blocks = 1) => {
    chain.head += blocks;
    await clock.advance(12_000);
  };
  return { clock, chain, live, app, nextBlock };
}

interface Frame {
  event?: string;
  id?: string;
  data?: unknown;
  retry?: string;
  comment?: string;
}

/** A stream's text as it arrives, and its frames. */
function follow(response: Response) {
  const body = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const frames = (): Frame[] =>
    text
      .split('\n\n')
      .slice(0, -1)
      .map((block) => {
        const frame: Frame = {};
        for (const line of block.split('\n')) {
          const [, field = '', value = ''] = /^([^:]*): ?(.*)$/.exec(line) ?? [];
          if (field === '') frame.comment = value;
          else if (field === 'data') frame.data = JSON.parse(value);
          else frame[field as 'event' | 'id' | 'retry'] = value;
        }
        return frame;
      });
  return {
    frames,
    /**
     * Reads until `count` frames are in, or `count` chain messages with `chain` (a real second at most: time on the
     * fake clock is the test's).
     */
    async until(count: number, kind: 'frames' | 'chain' = 'frames'): Promise<Frame[]> {
      const deadline = Date.now() + 1000;
      const have = () => (kind === 'chain' ? chainIds(frames()) : frames()).length;
      while (have() < count) {
        const read = await Promise.race([
          body.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (!read || read.done)
          throw new Error(`the stream has ${frames().length} frames, not ${count}:\n${text}`);
        text += decoder.decode(read.value, { stream: true });
      }
      return frames();
    },
    cancel: () => body.cancel(),
  };
}

const chainIds = (frames: Frame[]) => frames.filter((f) => f.event === 'chain').map((f) => Number(f.id));

describe('GET /live', () => {
  it('sends retry, hello, then a chain message per block with its head as the id', async () => {
    const { app, nextBlock, clock } = setup();
    const response = await app.fetch(
      new Request('http://gateway/live', { headers: { 'Accept-Encoding': 'br' } }),
    );
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    const stream = follow(response);
    const [retry, hello] = await stream.until(2);
    expect(retry).toEqual({ retry: '3000' });
    expect(hello).toEqual({ event: 'hello', data: { cadenceSeconds: 12, head: null } });
    // The first tick read the head (1000); the next block's tick publishes it.
    await clock.advance(0);
    await nextBlock();
    const frames = await stream.until(1, 'chain');
    expect(frames[2]).toMatchObject({ event: 'chain', id: '1001' });
    expect(frames[2]!.data).toMatchObject({
      head: { block: 1001 },
      since: 1001,
      eventCount: 1,
      events: [{ id: '1001-0001', full_name: 'Balances.Transfer' }],
      swaps: [{ block: { blockNumber: 1001 } }],
    });
    await nextBlock(2);
    expect(chainIds(await stream.until(2, 'chain'))).toEqual([1001, 1003]);
    await stream.cancel();
  });

  it('replays what a client missed, from Last-Event-ID or ?last=, and says the newest head in hello', async () => {
    const { app, nextBlock, clock } = setup();
    const first = follow(await app.fetch(new Request('http://gateway/live')));
    await clock.advance(0);
    for (let i = 0; i < 4; i++) await nextBlock();
    expect(chainIds(await first.until(4, 'chain'))).toEqual([1001, 1002, 1003, 1004]);

    const resumed = follow(
      await app.fetch(new Request('http://gateway/live', { headers: { 'Last-Event-ID': '1002' } })),
    );
    const frames = await resumed.until(4);
    expect(frames[1]).toMatchObject({ event: 'hello', data: { head: { block: 1004 } } });
    expect(chainIds(frames)).toEqual([1003, 1004]);

    const reloaded = follow(await app.fetch(new Request('http://gateway/live?last=1001')));
    expect(chainIds(await reloaded.until(5))).toEqual([1002, 1003, 1004]);

    // From before the history: reload what you show.
    const old = follow(await app.fetch(new Request('http://gateway/live?last=900')));
    expect((await old.until(3))[2]).toMatchObject({ event: 'reset' });
    await Promise.all([first.cancel(), resumed.cancel(), reloaded.cancel(), old.cancel()]);
  });

  it('sends a comment every 15 s', async () => {
    const { app, clock } = setup();
    const stream = follow(await app.fetch(new Request('http://gateway/live')));
    await stream.until(2);
    await clock.advance(PING_MS);
    expect((await stream.until(3))[2]).toEqual({ comment: 'ping' });
    await stream.cancel();
  });

  it('cleans up when the client goes: no subscriber, no timer once the grace minute is over', async () => {
    const { app, live, clock, chain } = setup();
    const stream = follow(await app.fetch(new Request('http://gateway/live')));
    await stream.until(2);
    expect(live.hub.clientCount).toBe(1);
    const metrics = await (await app.fetch(new Request('http://gateway/metrics'))).text();
    expect(metrics).toContain('gateway_live_clients 1');
    await stream.cancel();
    await settle();
    expect(live.hub.clientCount).toBe(0);
    // The chain is still read for a minute (a reload comes back within it), then not at all.
    await clock.advance(61_000);
    const asked = chain.asked.length;
    await clock.advance(5 * 60_000);
    expect(chain.asked).toHaveLength(asked);
    expect(clock.pending).toBe(0);
  });

  it('through a listening server: a client that disconnects is let go, and closing the service ends the streams', async () => {
    const { app, live, clock } = setup();
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const controller = new AbortController();
    const gone = follow(await fetch(`http://127.0.0.1:${port}/live`, { signal: controller.signal }));
    await gone.until(2);
    const stays = follow(await fetch(`http://127.0.0.1:${port}/live`));
    await stays.until(2);
    expect(live.hub.clientCount).toBe(2);
    controller.abort();
    for (let i = 0; i < 50 && live.hub.clientCount > 1; i++) await new Promise((r) => setTimeout(r, 10));
    expect(live.hub.clientCount).toBe(1);
    await live.close();
    await expect(stays.until(10)).rejects.toThrow(/frames/);
    // The test's fetch keeps its connections alive: they are not the server's to wait for.
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await clock.advance(PING_MS);
    expect(clock.pending).toBe(0);
  });

  it('reads the resume point from Last-Event-ID before ?last=, and ignores anything but a block number', () => {
    expect(resumePoint('12', '5')).toBe(12);
    expect(resumePoint(undefined, '5')).toBe(5);
    expect(resumePoint('x', undefined)).toBeNull();
    expect(resumePoint(undefined, '-1')).toBeNull();
  });
});
