// Two gateway instances behind one real redis-server: one polls (the lease's holder), both relay its messages to
// their clients, and when the holder goes (closed, or its connection dead) the other takes over within the lease's
// time and continues from the last published head. The chain's clock is fake; the lease's is Redis's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../../src/api/live';
import { ApiProxy } from '../api-proxy';
import { QuotaBudget } from '../budget';
import { RedisShared } from '../redis-shared';
import { noRedisServer, startRedis, type TestRedis } from '../test-redis';
import { LiveService } from './service';
import { TestChain } from './test-chain';
import { Scheduler } from '../scheduler';
import { FakeClock } from '../test-clock';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis.stop());

const LEASE_MS = 600;

/** Waits, in real time (Redis's replies and messages), until `check` holds. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${what}`);
}

/** Moves the fake clock on a second at a time (letting Redis answer in between) until `check` holds. */
async function tickUntil(clock: FakeClock, check: () => boolean, what: string): Promise<void> {
  for (let second = 0; second < 30; second++) {
    if (check()) return;
    await clock.advance(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await eventually(check, what);
}

let keys = 0;
/** Two instances on one key, over one chain, each with a client that records what it is sent. */
async function pair() {
  const key = `live-key-${++keys}-${Date.now()}`;
  const clock = new FakeClock();
  const chain = new TestChain(1000);
  const instances = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const shared = await RedisShared.connect(redis.url, key, null, () => {});
      const asked: string[] = [];
      const proxy = new ApiProxy({
        upstream: (request) => {
          asked.push(new URL(request.url).search);
          return chain.upstream(request);
        },
        origin: 'https://upstream.test',
        apiKey: key,
        budget: new QuotaBudget(null, clock.now),
        cacheBytes: 2 ** 20,
        maxBodyBytes: 2 ** 20,
        timeoutMs: 1000,
        now: clock.now,
      });
      const live = new LiveService({
        proxy,
        rateLimit: null,
        redis: shared,
        leaseMs: LEASE_MS,
        scheduler: new Scheduler(clock),
      });
      await live.start();
      const got: string[] = [];
      const record = (m: LiveMessage) =>
        got.push(m.event === 'chain' ? `chain ${m.data.head.block}` : m.event);
      await live.hub.subscribe(null, record);
      return { name, shared, live, asked, got };
    }),
  );
  const close = async () => {
    for (const { live, shared } of instances) {
      await live.close();
      await shared.close();
    }
  };
  return { clock, chain, a: instances[0]!, b: instances[1]!, close };
}

describe.skipIf(noRedisServer)('the live stream with Redis', () => {
  it('has one poller; both instances relay; the other takes over from the last head when the holder closes', async () => {
    const { clock, chain, a, b, close } = await pair();
    await eventually(() => a.live.polling || b.live.polling, 'an instance takes the lease');
    await clock.advance(0);
    const [holder, other] = a.live.polling ? [a, b] : [b, a];
    expect(other.live.polling).toBe(false);
    await eventually(() => holder.asked.length === 1, 'the holder reads the head');

    chain.head = 1001;
    await clock.advance(12_000);
    await eventually(() => a.got.length === 1 && b.got.length === 1, 'both clients get the message');
    expect(a.got).toEqual(['chain 1001']);
    expect(b.got).toEqual(['chain 1001']);
    expect(other.asked).toEqual([]);

    // The holder closes (a deploy): it gives the lease up, and the other takes it at its next renewal.
    await holder.live.close();
    await clock.advance(LEASE_MS / 3);
    await eventually(() => other.live.polling, 'the other instance takes the lease');
    chain.head = 1003;
    await tickUntil(clock, () => other.got.length === 2, 'the next message');
    // No head read, no block skipped: it asked after the last published head.
    expect(other.asked[0]).toBe('?block_start=1002&limit=200');
    expect(other.got).toEqual(['chain 1001', 'chain 1003']);
    await close();
  });

  it('takes over from a holder whose Redis connection died, once its lease lapses', async () => {
    const { clock, chain, a, b, close } = await pair();
    await eventually(() => a.live.polling || b.live.polling, 'an instance takes the lease');
    await clock.advance(0);
    const [holder, other] = a.live.polling ? [a, b] : [b, a];
    await eventually(() => holder.asked.length === 1, 'the holder reads the head');
    chain.head = 1002;
    await clock.advance(12_000);
    await eventually(() => other.got.length === 1, 'the message is relayed');

    await holder.shared.close();
    const died = Date.now();
    // The other asks every third of the lease; it gets it once the lease has lapsed on Redis's clock.
    while (!other.live.polling) {
      expect(Date.now() - died).toBeLessThan(LEASE_MS * 3);
      await clock.advance(LEASE_MS / 3);
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 6));
    }
    chain.head = 1004;
    await tickUntil(clock, () => other.got.length === 2, 'the next message');
    expect(other.got).toEqual(['chain 1002', 'chain 1004']);
    expect(other.asked[0]).toBe('?block_start=1003&limit=200');
    await close();
  });

  it('replays from the shared history to a client of an instance that was not there', async () => {
    const { clock, chain, a, b, close } = await pair();
    await eventually(() => a.live.polling || b.live.polling, 'an instance takes the lease');
    await clock.advance(0);
    const holder = a.live.polling ? a : b;
    await eventually(() => holder.asked.length === 1, 'the holder reads the head');
    for (const head of [1001, 1002, 1003]) {
      chain.head = head;
      await clock.advance(12_000);
      await eventually(() => a.got.length === head - 1000, `message ${head}`);
    }
    // A third instance, started now: its own history is empty, Redis has the messages.
    const third = new LiveService({
      proxy: { handle: () => Promise.reject(new Error('unused')) },
      rateLimit: null,
      redis: a.shared,
      scheduler: new Scheduler(clock),
    });
    await third.start();
    expect(third.hub.newestHead?.block).toBe(1003);
    const got: string[] = [];
    await third.hub.subscribe(1001, (m) =>
      got.push(m.event === 'chain' ? `chain ${m.data.head.block}` : m.event),
    );
    expect(got).toEqual(['chain 1002', 'chain 1003']);
    await third.close();
    await close();
  });
});
