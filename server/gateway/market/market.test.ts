// The market over the demo API through the gateway's own proxy: what it asks, and that its figures are the demo's
// swaps added up.
import { describe, expect, it } from 'vitest';
import { marketSummarySchema } from '../../../src/api/market';
import { parseUnits } from '../../../src/shared/numbers/amounts';
import { API_KEY, demoApi } from '../../demo-api/test-helpers';
import { ApiProxy } from '../api-proxy';
import { QuotaBudget } from '../budget';
import { swapWindowOf } from '../../../src/api/chain';
import { HISTORY_HOURS, hourOf, hourStart, MAX_HELD_HOURS } from './grid';
import { Scheduler } from '../scheduler';
import { FakeClock } from '../test-clock';
import {
  IDLE_STOP_MS,
  Market,
  MARKET_JOB,
  marketResponse,
  TAIL_OVERDUE_SECONDS,
  TAIL_SECONDS,
  type WindowStore,
} from './market';
import type { WindowStats } from './window-stats';

const { app: demo } = demoApi();
/** The pinned chain's newest event's block: the head the market reads, as the demo API answers it. */
const HEAD = (
  (await (await demo.request('/api/event/v1?limit=1', { headers: { Authorization: API_KEY } })).json()) as {
    data: { block_number: number }[];
  }
).data[0]!.block_number;
/** The tail: the grid window the head is in, asked whole. */
const TAIL = swapWindowOf(HEAD);
const TAIL_URL = `/api/coingecko/events?fromBlock=${TAIL.fromBlock}&toBlock=${TAIL.toBlock}`;

function gateway(limit: { requests: number; windowSeconds: number } | null = null, now = Date.now) {
  const calls: string[] = [];
  const budget = new QuotaBudget(limit, now);
  const proxy = new ApiProxy({
    upstream: async (request) => {
      calls.push(new URL(request.url).pathname + new URL(request.url).search);
      return demo.fetch(request);
    },
    origin: 'http://upstream.test',
    apiKey: API_KEY,
    budget,
    cacheBytes: 64 * 2 ** 20,
    maxBodyBytes: 16 * 2 ** 20,
    timeoutMs: 10_000,
    now,
  });
  return { proxy, calls, budget };
}

/** A scheduler that never runs the filling: these tests step the market by hand. */
const byHand = { start: () => {} };

async function fill(market: Market) {
  for (let step = 0; step < 100; step++) {
    const done = await market.step();
    if ('refusedFor' in done) return done;
    if (done.done === 'idle') return done;
  }
  throw new Error('the market did not finish filling');
}

function memoryStore(): WindowStore & { windows: Map<number, WindowStats> } {
  const windows = new Map<number, WindowStats>();
  return {
    windows,
    get: async (window) => windows.get(window),
    set: async (window, stats) => void windows.set(window, stats),
  };
}

describe('the market', () => {
  it('fills a week in 31 requests: the head, the tail, the owners and the closed grid windows', async () => {
    const { proxy, calls } = gateway();
    const market = new Market({ proxy, scheduler: byHand });
    expect(await fill(market)).toEqual({ done: 'idle' });
    expect(calls[0]).toBe('/api/event/v1?limit=1');
    expect(calls[1]).toBe(TAIL_URL);
    expect(calls[2]).toBe('/api/subnet/owner/v1?limit=200');
    // The 174 hours of the history (the week and the six before it) but the tail's: 28 closed grid windows.
    expect(calls).toHaveLength(3 + 28);
    const summary = marketSummarySchema.parse(market.current());
    expect(summary.head.block).toBe(HEAD);
    expect(summary.coverage).toEqual({ hours24: { loaded: 24, of: 24 }, days7: { loaded: 168, of: 168 } });
    // What it holds in memory: the history's hours, within the bound the docs name.
    expect(market.heldHours).toBeGreaterThanOrEqual(HISTORY_HOURS);
    expect(market.heldHours).toBeLessThanOrEqual(MAX_HELD_HOURS);

    // Another visitor, and another instance with the same cache: nothing more upstream.
    const again = new Market({ proxy, scheduler: byHand });
    await fill(again);
    expect(calls).toHaveLength(31);
    expect(again.current()).toEqual(summary);
  });

  it("adds up the demo's own swaps of the last 24 windows", async () => {
    const { proxy } = gateway();
    const market = new Market({ proxy, scheduler: byHand });
    await fill(market);
    const summary = market.current()!;
    // The demo's swaps from the first block of the 24 windows to the head, asked of it directly.
    const from = hourStart(hourOf(HEAD) - 23);
    const swaps = [];
    for (let start = from; start <= HEAD; start += 2_000) {
      const answer = await demo.request(
        `/api/coingecko/events?fromBlock=${start}&toBlock=${Math.min(start + 1_999, HEAD)}`,
        { headers: { Authorization: API_KEY } },
      );
      swaps.push(...((await answer.json()) as { events: Record<string, string>[] }).events);
    }
    const byPair = new Map<string, Record<string, string>[]>();
    for (const swap of swaps) byPair.set(swap.pairId!, [...(byPair.get(swap.pairId!) ?? []), swap]);
    const [pairId, trades] = [...byPair].sort(([, a], [, b]) => b.length - a.length)[0]!;
    const rao = (text: string | undefined) => (text ? parseUnits(text)! : 0n);
    const taoIn = trades.reduce((sum, swap) => sum + rao(swap.asset0In), 0n);
    const taoOut = trades.reduce((sum, swap) => sum + rao(swap.asset0Out), 0n);
    const pool = summary.pools.find((entry) => `0-${entry.netuid}` === pairId)!;
    expect(pool).toMatchObject({
      volume24h: String(taoIn + taoOut),
      netFlow24h: String(taoIn - taoOut),
      buys24h: trades.filter((swap) => swap.asset0In).length,
      sells24h: trades.filter((swap) => swap.asset1In).length,
      price: trades.at(-1)!.priceNative,
    });
    expect(trades.length).toBeGreaterThan(2);
  });

  it('names every subnet of the owner log with its newest owner, and reads the log again hourly', async () => {
    let now = Date.UTC(2026, 10, 1);
    const { proxy } = gateway();
    const asked: string[] = [];
    const handle = (request: Request) => (asked.push(new URL(request.url).pathname), proxy.handle(request));
    const market = new Market({ proxy: { handle }, scheduler: byHand, now: () => now });
    await fill(market);
    const answer = await demo.request('/api/subnet/owner/v1?limit=200', {
      headers: { Authorization: API_KEY },
    });
    const log = ((await answer.json()) as { data: { netuid: number; owner: { ss58: string } }[] }).data;
    const subnets = market.current()!.subnets;
    const netuids = [...new Set(log.map((row) => row.netuid))].sort((a, b) => a - b);
    expect(subnets.map((subnet) => subnet.netuid)).toEqual(netuids);
    const newest = log[0]!;
    expect(subnets.find((subnet) => subnet.netuid === newest.netuid)?.owner?.ss58).toBe(newest.owner.ss58);

    const owners = () => asked.filter((path) => path === '/api/subnet/owner/v1').length;
    now += 30 * 60 * 1000;
    await fill(market);
    expect(owners()).toBe(1);
    now += 30 * 60 * 1000;
    await fill(market);
    expect(owners()).toBe(2);
  });

  it('shares closed windows through the store: a second instance asks only the head, the tail and the owners', async () => {
    const store = memoryStore();
    await fill(new Market({ proxy: gateway().proxy, scheduler: byHand, store }));
    expect(store.windows.size).toBe(28 * 6);
    const other = gateway();
    await fill(new Market({ proxy: other.proxy, scheduler: byHand, store }));
    expect(other.calls).toHaveLength(3);
  });

  it('makes its summary once for each change of what is loaded: asked between steps, it is what it would be after', async () => {
    const store = memoryStore();
    const { proxy } = gateway();
    const asked = new Market({ proxy, scheduler: byHand, store });
    // Asked after each step: the tail, the owners, then one closed window after another, each in the next summary.
    const loaded: number[] = [];
    for (let step = 0; step < 100; step++) {
      const done = await asked.step();
      const summary = asked.current();
      expect(summary).toBe(asked.current());
      loaded.push(summary?.coverage.days7.loaded ?? 0);
      if (step === 0) expect(summary?.subnets).toEqual([]);
      if (step === 1) expect(summary?.subnets.length).toBeGreaterThan(0);
      if ('done' in done && done.done === 'idle') break;
    }
    expect(loaded.at(-1)).toBe(168);
    expect(new Set(loaded).size).toBeGreaterThan(20);
    const once = new Market({ proxy, scheduler: byHand });
    await fill(once);
    expect(asked.current()).toEqual(once.current());

    // Windows taken from the store, which another instance filled.
    const shared = new Market({ proxy, scheduler: byHand, store });
    await shared.step();
    expect(shared.current()?.coverage.days7.loaded).toBeLessThan(168);
    await fill(shared);
    expect(shared.current()).toEqual(once.current());
  });

  it("fills the past only from the budget's reserve, and says how long to wait", async () => {
    const now = Date.UTC(2026, 10, 1);
    const { proxy, calls } = gateway({ requests: 10, windowSeconds: 60 });
    const market = new Market({ proxy, scheduler: byHand, now: () => now });
    const stopped = await fill(market);
    // The head, tail and owners as a visitor asked them, then background requests while 40 % of the budget is left.
    expect(calls).toHaveLength(6);
    expect(stopped).toMatchObject({ refusedFor: expect.any(Number) });
    expect(market.current()?.coverage.hours24.loaded).toBeGreaterThan(0);
  });

  it('asks a tail the budget refused again with the head it read, rather than spending a request on the head', async () => {
    let now = Date.UTC(2026, 10, 1);
    const { proxy, calls, budget } = gateway({ requests: 5, windowSeconds: 60 }, () => now);
    const market = new Market({ proxy, scheduler: byHand, now: () => now });
    // Pages have spent all but one request: the head takes it, and the tail is refused.
    for (let page = 0; page < 4; page++) await budget.spend('visible');
    expect(await market.step()).toMatchObject({ refusedFor: expect.any(Number) });
    expect(calls).toEqual(['/api/event/v1?limit=1']);
    now += 61_000;
    expect(await market.step()).toEqual({ done: 'fetched' });
    expect(calls).toEqual(['/api/event/v1?limit=1', TAIL_URL]);
  });

  it('asks its tail with the live stream’s head, rather than a head of its own, and says its figures moved', async () => {
    const { proxy, calls } = gateway();
    const ticks: number[] = [];
    const market = new Market({ proxy, scheduler: byHand, onFigures: (head) => ticks.push(head.block) });
    market.knowHead({ block: HEAD, time: 1_793_491_000 });
    expect(await market.step()).toEqual({ done: 'fetched' });
    expect(calls).toEqual([TAIL_URL]);
    expect(ticks).toEqual([HEAD]);
  });

  it('takes a stale head for a refusal: asks again after the budget’s wait, not a refresh later', async () => {
    let now = Date.UTC(2026, 10, 1);
    const { proxy, calls, budget } = gateway({ requests: 5, windowSeconds: 60 }, () => now);
    const market = new Market({ proxy, scheduler: byHand, now: () => now });
    await market.step(); // the head and the tail
    await market.step(); // the owners
    // The refresh is due, and pages have spent the budget: the proxy serves the head it has, marked as stale.
    now += TAIL_SECONDS * 1000;
    for (let page = 0; page < 5; page++) await budget.spend('visible');
    const refused = await market.step();
    expect(refused).toEqual({ refusedFor: 60_000 });
    expect(calls).toHaveLength(3);
    now += 60_000;
    expect(await market.step()).toEqual({ done: 'fetched' });
    expect(calls.slice(3)).toEqual(['/api/event/v1?limit=1', TAIL_URL]);
  });

  it('takes a stale answer younger than a refresh (another instance’s, through the shared cache) as it is', async () => {
    let now = Date.UTC(2026, 10, 1);
    const { proxy, calls, budget } = gateway({ requests: 5, windowSeconds: 60 }, () => now);
    await new Market({ proxy, scheduler: byHand, now: () => now }).step(); // the head and the tail
    // Two minutes later, pages busy: the proxy serves its answers marked stale rather than spend its reserve.
    now += 2 * 60_000;
    for (let page = 0; page < 3; page++) await budget.spend('visible');
    const second = new Market({ proxy, scheduler: byHand, now: () => now });
    expect(await second.step()).toEqual({ done: 'fetched' });
    expect(calls).toHaveLength(2);
    expect(second.summary()).not.toBeNull();
  });

  it('asks the head and the tail as a visitor would once they are overdue, however busy the budget', async () => {
    let now = Date.UTC(2026, 10, 1);
    const { proxy, calls, budget } = gateway({ requests: 5, windowSeconds: 60 }, () => now);
    const market = new Market({ proxy, scheduler: byHand, now: () => now });
    await market.step(); // the head and the tail
    await market.step(); // the owners
    const busy = async () => {
      for (let page = 0; page < 3; page++) await budget.spend('visible');
    };
    // Due, while pages keep the budget busy: refused, as background requests are when only the reserve is left.
    now += TAIL_SECONDS * 1000;
    await busy();
    expect(await market.step()).toMatchObject({ refusedFor: expect.any(Number) });
    expect(calls).toHaveLength(3);
    now += (TAIL_OVERDUE_SECONDS - TAIL_SECONDS) * 1000;
    await busy();
    expect(await market.step()).toEqual({ done: 'fetched' });
    expect(calls).toHaveLength(5);
  });

  it('answers a first visitor at once, "not yet" while cold, fills the week on the scheduler, and stops when idle', async () => {
    const clock = new FakeClock();
    const { proxy, calls } = gateway(null, clock.now);
    const scheduler = new Scheduler(clock);
    const market = new Market({ proxy, scheduler, now: clock.now });
    const cold = marketResponse(market, '');
    expect(cold.status).toBe(503);
    expect(cold.headers.get('Retry-After')).toBe('3');
    expect(calls).toEqual([]);
    // Each request's turn follows the one before at once (the upstream answering in real time), until the week and
    // the windows before it are in.
    const filled = async () => {
      await clock.advance(0);
      return calls.length;
    };
    await expect.poll(filled, { timeout: 15_000 }).toBe(31);
    const warm = marketResponse(market, '');
    expect(warm.status).toBe(200);
    expect(marketSummarySchema.parse(await warm.json()).coverage.days7.loaded).toBe(168);
    // An hour on with no visitor, the filling ends, its timer too; the next visitor starts it again.
    const lastVisit = clock.now();
    const filling = async () => {
      await clock.advance(TAIL_SECONDS * 1000);
      return scheduler.has(MARKET_JOB);
    };
    await expect.poll(filling, { timeout: 15_000 }).toBe(false);
    expect(clock.now() - lastVisit).toBeGreaterThanOrEqual(IDLE_STOP_MS);
    expect(clock.now() - lastVisit).toBeLessThanOrEqual(IDLE_STOP_MS + 2 * TAIL_SECONDS * 1000);
    expect(clock.pending).toBe(0);
    market.summary();
    expect(scheduler.has(MARKET_JOB)).toBe(true);
    await scheduler.stop();
  });

  it('says figures moved when the tail comes in and when the owner log first does', async () => {
    const { proxy } = gateway();
    const ticks: number[] = [];
    const market = new Market({ proxy, scheduler: byHand, onFigures: (head) => ticks.push(head.block) });
    await market.step();
    await market.step();
    expect(ticks).toEqual([HEAD, HEAD]);
  });

  it('answers the summary compressed for a browser that takes it', async () => {
    const market = new Market({ proxy: gateway().proxy, scheduler: byHand });
    await fill(market);
    const response = marketResponse(market, 'gzip');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Cache-Control')).toBe('max-age=30');
  });
});
