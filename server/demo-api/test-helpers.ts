// Shared by the contract tests: one demo API over the default dataset, and a request helper that validates
// every answer against the shared schemas, the way the app will read it.
import type Database from 'better-sqlite3';
import { expect } from 'vitest';
import { z } from 'zod/mini';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { parseAccount } from '../../src/shared/chain/ss58';
import { parseUnits } from '../../src/shared/numbers/amounts';
import type { ChainEvent, PoolEvent, Resolution } from '../../src/api/schemas';
import { createDemoApi, type DemoApiOptions } from './app';
import { blockTimeMs, demoClock, HEAD_BLOCK } from './chain';
import { barStart } from '../../src/api/chart-schemas';
import { DEFAULT_DATA_DIR, DEFAULT_SEED, openDemoChain } from './store/database';

export const TEST_DATA = { dir: DEFAULT_DATA_DIR, seed: DEFAULT_SEED, scale: 1 };
export const API_KEY = 'test-key';

const errorSchema = z.strictObject({ message: z.string().check(z.minLength(1)) });

/** Every `{ss58, hex}` object anywhere in an answer must hold two forms of one key. */
function expectAddressesAgree(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(expectAddressesAgree);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.ss58 === 'string' && typeof record.hex === 'string') {
    expect(parseAccount(record.ss58)?.hex, `address ${record.ss58}`).toBe(record.hex);
  }
  Object.values(record).forEach(expectAddressesAgree);
}

/** The demo API over the default dataset, its chain where DEMO_API_NOW pins it (vitest.config.ts). */
export function demoApi(options: Partial<Omit<DemoApiOptions, 'chain'>> = {}) {
  const chain = openDemoChain(TEST_DATA, demoClock(process.env.DEMO_API_NOW));
  const { db } = chain;
  const app = createDemoApi({ chain, apiKey: API_KEY, ...options });

  async function raw(path: string, key: string | null = API_KEY) {
    const response = await app.request(path, { headers: key === null ? {} : { Authorization: key } });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  /** A 200 answer of the endpoint, parsed with its response schema. */
  async function get<N extends EndpointName>(name: N, query: Record<string, string | number> = {}) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const { status, body } = await raw(`${endpoints[name].path}?${search}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expectAddressesAgree(body);
    return endpoints[name].response.parse(body) as z.output<(typeof endpoints)[N]['response']>;
  }

  /** An error answer: its status and message. */
  async function fail(path: string, key: string | null = API_KEY) {
    const { status, headers, body } = await raw(path, key);
    expect(status).toBeGreaterThanOrEqual(400);
    return { status, headers, message: errorSchema.parse(body).message };
  }

  return { db, app, raw, get, fail };
}

type Get = ReturnType<typeof demoApi>['get'];

/** Every event named `name` in the blocks [from, to], page by page. */
async function eventsNamed(get: Get, name: string, from: number, to: number): Promise<ChainEvent[]> {
  const found: ChainEvent[] = [];
  for (let page = 1; ; page++) {
    const query = { name, block_start: from, block_end: to, limit: 200, page, order: 'block_number_asc' };
    const { data, pagination } = await get('events', query);
    found.push(...data);
    if (pagination.next_page === null) return found;
  }
}

/** Minute bars of `swaps` (one pool's, in chain order) that lie wholly within the blocks [from, to]. */
function foldBars(swaps: PoolEvent[], resolution: Resolution, from: number, to: number) {
  const seconds = Number(resolution) * 60;
  const [first, last] = [Math.floor(blockTimeMs(from) / 1000), Math.floor(blockTimeMs(to) / 1000)];
  const bars = new Map<number, { o: number; h: number; l: number; c: number; v: number }>();
  for (const swap of swaps) {
    const time = barStart(swap.block.blockTimestamp, resolution);
    if (time < first || time + seconds - 1 > last) continue;
    const price = Number(swap.priceNative);
    const volume = Number(swap.asset0In ?? swap.asset0Out);
    const bar = bars.get(time);
    if (bar)
      Object.assign(bar, {
        h: Math.max(bar.h, price),
        l: Math.min(bar.l, price),
        c: price,
        v: bar.v + volume,
      });
    else bars.set(time, { o: price, h: price, l: price, c: price, v: volume });
  }
  return bars;
}

/**
 * That the swaps of the blocks [from, to] (at most 2,000) agree with everything else the API says of them: each is
 * a StakeAdded or StakeRemoved event with the same trader, amounts and subnet, every such event is a swap, and the
 * busiest pool's minute bars are its swaps folded. Returns the swaps.
 */
export async function expectSwapsToAgree(get: Get, from: number, to: number): Promise<PoolEvent[]> {
  const { events: swaps } = await get('poolEvents', { fromBlock: from, toBlock: to });
  const stakes = [
    ...(await eventsNamed(get, 'StakeAdded', from, to)),
    ...(await eventsNamed(get, 'StakeRemoved', from, to)),
  ];
  const byId = new Map(stakes.map((event) => [event.id, event]));
  expect(stakes).toHaveLength(swaps.length);
  for (const swap of swaps) {
    const event = byId.get(`${swap.block.blockNumber}-${String(swap.eventIndex).padStart(4, '0')}`);
    expect(event?.extrinsic_id).toBe(swap.txnId);
    expect(event?.name).toBe(swap.asset0In ? 'StakeAdded' : 'StakeRemoved');
    const [coldkey, , tao, alpha, netuid, fee] = event?.args as [
      string,
      string,
      string,
      string,
      number,
      string,
    ];
    expect(parseAccount(swap.maker)?.hex).toBe(coldkey);
    expect([tao, alpha, `0-${netuid}`]).toEqual([
      String(parseUnits(swap.asset0In ?? swap.asset0Out ?? '')),
      String(parseUnits(swap.asset1Out ?? swap.asset1In ?? '')),
      swap.pairId,
    ]);
    expect(BigInt(fee)).toBeGreaterThan(0n);
  }

  const counts = new Map<string, number>();
  for (const swap of swaps) counts.set(swap.pairId, (counts.get(swap.pairId) ?? 0) + 1);
  const [pair] = [...counts].sort(([, a], [, b]) => b - a)[0] ?? [];
  const ours = swaps.filter((swap) => swap.pairId === pair);
  for (const resolution of ['1', '5', '15', '60'] as const) {
    const folded = foldBars(ours, resolution, from, to);
    const times = [...folded.keys()];
    expect(times.length).toBeGreaterThan(0);
    const answer = await get('udfHistory', {
      symbol: `SUB-${pair?.slice(2)}`,
      resolution,
      from: Math.min(...times),
      to: Math.max(...times),
    });
    if (answer.s !== 'ok') throw new Error(`no ${resolution} bars: ${JSON.stringify(answer)}`);
    expect(answer.t).toEqual(times);
    answer.t.forEach((time, i) => {
      const bar = folded.get(time);
      expect([answer.o[i], answer.h[i], answer.l[i], answer.c[i]]).toEqual([bar?.o, bar?.h, bar?.l, bar?.c]);
      expect(answer.v[i]).toBeCloseTo(bar?.v ?? NaN, 6);
    });
  }
  return swaps;
}

/** Every live row, in chain order: what two chains of the same seed must agree on. */
export function liveRows(db: Database.Database) {
  return {
    events: db.prepare('SELECT * FROM events WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    swaps: db.prepare('SELECT * FROM pool_swaps WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    accounts: db.prepare('SELECT * FROM account_history WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    evm: db.prepare('SELECT * FROM evm_transactions WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    deregistrations: db
      .prepare('SELECT * FROM deregistrations WHERE block_number > ? ORDER BY seq')
      .all(HEAD_BLOCK),
    owners: db.prepare('SELECT * FROM subnet_owners WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    neurons: db.prepare('SELECT * FROM neurons WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    latest: db.prepare('SELECT * FROM account_latest ORDER BY seq').all(),
    bars: db.prepare('SELECT * FROM live_bars ORDER BY netuid, resolution, time').all(),
    head: db.prepare("SELECT value FROM meta WHERE key = 'head_block'").get(),
  };
}
