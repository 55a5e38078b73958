// The pool endpoints: UDF price history and aggregator (DEX-adapter) swap events, and how they agree.
import { describe, expect, it } from 'vitest';
import type { PoolEvent } from '../../../src/api/schemas';
import { HEAD_BLOCK, HEAD_TIME_MS } from '../chain';
import { MAX_POOL_EVENT_BLOCKS as MAX_WINDOW_BLOCKS } from '../../../src/api/endpoints';
import { DEFAULT_WINDOW_BLOCKS } from '../endpoints/pool-events';
import { marketStart } from '../generator/market';
import { demoApi, expectSwapsToAgree } from '../test-helpers';

const api = demoApi();
const HEAD = HEAD_TIME_MS / 1000;
const DAY = 86_400;

async function bars(query: Record<string, string | number>) {
  const answer = await api.get('udfHistory', {
    symbol: 'SUB-1',
    resolution: '60',
    from: HEAD - 30 * DAY,
    to: HEAD,
    ...query,
  });
  if (answer.s !== 'ok') throw new Error(`expected bars, got ${JSON.stringify(answer)}`);
  return answer;
}

describe('GET /api/dtao/tradingview/udf/history', () => {
  // Minute bars sit on multiples of their length; daily bars are 86,400 s apart but, as the real service's,
  // not at midnight: the demo's start at 23:59:48 UTC.
  it.each([
    ['1', 60, 0, 2 * DAY],
    ['5', 300, 0, 7 * DAY],
    ['15', 900, 0, 14 * DAY],
    ['60', 3600, 0, 30 * DAY],
    ['1D', DAY, DAY - 12, 240 * DAY],
  ])('answers ok with ascending %s bars on their boundaries', async (resolution, seconds, offset, range) => {
    const answer = await bars({ resolution, from: HEAD - range });
    expect(answer.t.length).toBeGreaterThan(10);
    for (const key of ['o', 'h', 'l', 'c', 'v'] as const) expect(answer[key]).toHaveLength(answer.t.length);
    answer.t.forEach((t, i) => {
      expect(t % seconds).toBe(offset);
      if (i > 0) expect(t - answer.t[i - 1]!).toBeGreaterThanOrEqual(seconds);
      expect(answer.l[i]!).toBeLessThanOrEqual(Math.min(answer.o[i]!, answer.c[i]!));
      expect(answer.h[i]!).toBeGreaterThanOrEqual(Math.max(answer.o[i]!, answer.c[i]!));
      expect(answer.v[i]!).toBeGreaterThan(0);
    });
    expect(answer.t[0]!).toBeGreaterThanOrEqual(HEAD - range - seconds);
  });

  it('starts weeks on Mondays and has month-sized bars over the whole span', async () => {
    const weeks = await bars({ resolution: '7D', from: HEAD - 240 * DAY });
    expect(weeks.t.length).toBeGreaterThanOrEqual(30);
    expect(weeks.t.every((t) => new Date(t * 1000).getUTCDay() === 1)).toBe(true);
    const months = await bars({ resolution: '30D', from: 0 });
    expect(months.t.length).toBeGreaterThanOrEqual(8);
  });

  it('returns the last bars up to `to` for countback, whatever `from` says', async () => {
    const all = await bars({ resolution: '60' });
    const last = await bars({ resolution: '60', from: HEAD - 60, countback: 5 });
    expect(last.t).toEqual(all.t.slice(-5));
    expect(last.c).toEqual(all.c.slice(-5));
  });

  it('answers no_data with nextTime, the latest earlier bar, when the range holds none', async () => {
    const all = await bars({ resolution: '1D', from: 0 });
    const empty = await api.get('udfHistory', {
      symbol: 'SUB-1',
      resolution: '1D',
      from: HEAD + 10 * DAY,
      to: HEAD + 20 * DAY,
    });
    expect(empty).toEqual({ s: 'no_data', nextTime: all.t.at(-1) });
    const before = await api.get('udfHistory', { symbol: 'SUB-1', resolution: '1D', from: 0, to: 1_000_000 });
    expect(before).toEqual({ s: 'no_data' });
  });

  it('answers an error status for a subnet without a pool', async () => {
    expect(await api.get('udfHistory', { symbol: 'SUB-0', resolution: '1D', from: 0, to: HEAD })).toEqual({
      s: 'error',
      errmsg: 'Unknown symbol SUB-0: subnet 0 has no pool',
    });
  });

  it('builds each bar from the swaps of its minute', async () => {
    const answer = await bars({ resolution: '1', from: HEAD - 2 * DAY });
    const i = answer.t.length - 1;
    const start = answer.t[i]!;
    // 12 s blocks: the minute's swaps lie in the five or six blocks produced in it.
    const block = HEAD_BLOCK - Math.floor((HEAD - start) / 12);
    const { events } = await api.get('poolEvents', { fromBlock: block - 10, toBlock: block + 10 });
    const swaps = events.filter(
      (e) => e.pairId === '0-1' && e.block.blockTimestamp >= start && e.block.blockTimestamp < start + 60,
    );
    expect(swaps.length).toBeGreaterThan(0);
    const prices = swaps.map((e) => Number(e.priceNative));
    expect(answer.o[i]).toBe(prices[0]);
    expect(answer.c[i]).toBe(prices.at(-1));
    expect(answer.h[i]).toBe(Math.max(...prices));
    expect(answer.l[i]).toBe(Math.min(...prices));
    const tao = swaps.reduce((sum, e) => sum + Number(e.asset0In ?? e.asset0Out), 0);
    expect(answer.v[i]).toBeCloseTo(tao, 6);
  });
});

describe('the swaps, their events and the bars', () => {
  it("agree in the span's last 2,000 blocks, where the market trades at its full rate", async () => {
    const swaps = await expectSwapsToAgree(api.get, HEAD_BLOCK - 1_999, HEAD_BLOCK);
    expect(swaps.length).toBeGreaterThan(500);
  });

  it('agree in the older history before the market', async () => {
    const start = marketStart(HEAD_BLOCK);
    const swaps = await expectSwapsToAgree(api.get, start - 1_999, start);
    expect(swaps.length).toBeGreaterThan(20);
  });
});

describe('GET /api/coingecko/events', () => {
  it('covers the newest 300 blocks without bounds, sorted by block, transaction and event index', async () => {
    const { events } = await api.get('poolEvents');
    expect(events.length).toBeGreaterThan(0);
    expect(
      events.every(
        (e) => e.block.blockNumber > HEAD_BLOCK - DEFAULT_WINDOW_BLOCKS && e.block.blockNumber <= HEAD_BLOCK,
      ),
    ).toBe(true);
    const keys = events.map((e) => [e.block.blockNumber, e.txnIndex, e.eventIndex]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!));
  });

  it('includes both bounds and allows a window of up to 2,000 blocks', async () => {
    const { events } = await api.get('poolEvents', {
      fromBlock: HEAD_BLOCK - MAX_WINDOW_BLOCKS + 1,
      toBlock: HEAD_BLOCK,
    });
    const first = events[0]!.block.blockNumber;
    const last = events.at(-1)!.block.blockNumber;
    const edges = await api.get('poolEvents', { fromBlock: first, toBlock: last });
    expect(edges.events).toEqual(events);
    const single = await api.get('poolEvents', { fromBlock: first, toBlock: first });
    expect(single.events).toEqual(events.filter((e) => e.block.blockNumber === first));
    const { status, message } = await api.fail(
      `/api/coingecko/events?fromBlock=${HEAD_BLOCK - MAX_WINDOW_BLOCKS}&toBlock=${HEAD_BLOCK}`,
    );
    expect(status).toBe(400);
    expect(message).toMatch(/spans 2001 blocks; at most 2000 are allowed/);
  });

  it('shapes swaps as the DEX-adapter convention does, consistent with the pool reserves', async () => {
    const { events } = await api.get('poolEvents', { fromBlock: HEAD_BLOCK - 1999, toBlock: HEAD_BLOCK });
    const sides = (e: PoolEvent) =>
      [e.asset0In, e.asset1Out, e.asset1In, e.asset0Out].map((x) => x !== undefined);
    expect(events.some((e) => e.asset0In)).toBe(true);
    expect(events.some((e) => e.asset1In)).toBe(true);
    for (const e of events) {
      expect([
        [true, true, false, false],
        [false, false, true, true],
      ]).toContainEqual(sides(e));
      expect(e.eventType).toBe('swap');
      expect(e.pairId).toMatch(/^0-\d+$/);
      expect(e.txnId).toBe(`${e.block.blockNumber}-${String(e.txnIndex).padStart(4, '0')}`);
      const ratio = Number(e.reserves.asset0) / Number(e.reserves.asset1);
      expect(Number(e.priceNative)).toBeCloseTo(ratio, 8);
    }
  });

  it('matches a StakeAdded or StakeRemoved event with the same amounts', async () => {
    const [swap] = (await api.get('poolEvents')).events;
    const { data } = await api.get('events', { extrinsic_id: swap!.txnId, pallet: 'SubtensorModule' });
    const event = data.find((e) => e.index === swap!.eventIndex)!;
    const [coldkey, , tao, alpha, netuid] = event.args as [string, string, string, string, number];
    expect(event.name).toBe(swap!.asset0In ? 'StakeAdded' : 'StakeRemoved');
    expect(`0-${netuid}`).toBe(swap!.pairId);
    expect(Number(tao) / 1e9).toBeCloseTo(Number(swap!.asset0In ?? swap!.asset0Out), 9);
    expect(Number(alpha) / 1e9).toBeCloseTo(Number(swap!.asset1Out ?? swap!.asset1In), 9);
    expect((await api.get('accountLatest', { address: coldkey })).data[0]!.address.ss58).toBe(swap!.maker);
  });
});
