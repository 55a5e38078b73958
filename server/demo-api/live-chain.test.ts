// The living demo chain: its head follows the clock (a block every 12 s), each block made from the seed and its
// number alone, and the API answers from the new head. Each chain here is a copy of the default dataset's span
// (hard-linked into a folder of its own, so the copy is the only cost), moved on a few thousand blocks.
import type Database from 'better-sqlite3';
import { linkSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { createDemoApi } from './app';
import {
  blockTimeMs,
  blockTimestamp,
  demoClock,
  firstBlockAtOrAfter,
  HEAD_BLOCK,
  isoTime,
  lastBlockAtOrBefore,
} from './chain';
import { barStart } from './resolution';
import { databaseFile, openDemoChain, type DemoChain } from './store/database';
import { TEST_DATA } from './test-helpers';

const folders: string[] = [];
/** A data folder holding the default span (a hard link to it), for a chain of its own. */
function dataFolder(): typeof TEST_DATA {
  const dir = join(TEST_DATA.dir, `live-test-${process.pid}-${folders.length}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  folders.push(dir);
  const options = { ...TEST_DATA, dir };
  linkSync(databaseFile(TEST_DATA), databaseFile(options));
  return options;
}
const chains: DemoChain[] = [];
afterEach(() => vi.useRealTimers());
afterAll(() => {
  chains.forEach((chain) => chain.close());
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function open(clock: ReturnType<typeof demoClock>) {
  const chain = openDemoChain(dataFolder(), clock);
  chains.push(chain);
  const app = createDemoApi({ db: chain.db, apiKey: 'k' });
  const get = async <N extends EndpointName>(name: N, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = await app.request(`${endpoints[name].path}?${search}`, {
      headers: { Authorization: 'k' },
    });
    expect(response.status).toBe(200);
    return endpoints[name].response.parse(await response.json()) as z.output<
      (typeof endpoints)[N]['response']
    >;
  };
  return { chain, get };
}

/** Every live row, in chain order: what two chains of the same seed must agree on. */
function liveRows(db: Database.Database) {
  return {
    events: db.prepare('SELECT * FROM events WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    swaps: db.prepare('SELECT * FROM pool_swaps WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    accounts: db.prepare('SELECT * FROM account_history WHERE block_number > ? ORDER BY seq').all(HEAD_BLOCK),
    latest: db.prepare('SELECT * FROM account_latest ORDER BY seq').all(),
    bars: db
      .prepare('SELECT * FROM pool_bars WHERE time >= ? ORDER BY netuid, resolution, time')
      .all(Math.floor(blockTimeMs(HEAD_BLOCK) / 1000) - 31 * 86_400),
    head: db.prepare("SELECT value FROM meta WHERE key = 'head_block'").get(),
  };
}

/** Past the first live day's end, so that the chain holds a day's balance snapshot of its own. */
const AHEAD = 7_300;
const TICKS = 12;
/** A moment at which block `block` is the newest: its second's last millisecond (offsets are under a second). */
const momentOf = (block: number) => Math.floor(blockTimeMs(block) / 1000) * 1000 + 999;

describe('the living demo chain', { timeout: 120_000 }, () => {
  const pinnedAt = isoTime(momentOf(HEAD_BLOCK + AHEAD));
  let pinned: ReturnType<typeof open>;

  it('answers from the block produced at "now": newest events, swaps and bars at the new head', async () => {
    pinned = open(demoClock(pinnedAt));
    const head = HEAD_BLOCK + AHEAD;

    const { data: events } = await pinned.get('events', { limit: 5 });
    expect(events[0]?.block_number).toBe(head);
    for (const event of events) expect(event.timestamp).toBe(blockTimestamp(event.block_number));
    // Every block has its timestamp inherent.
    expect(events[0]).toMatchObject({ id: `${head}-0000`, full_name: 'System.ExtrinsicSuccess' });

    // The default window of pool events ends at the head, not at the span's end.
    const { events: swaps } = await pinned.get('poolEvents');
    expect(swaps.length).toBeGreaterThan(0);
    for (const swap of swaps) {
      expect(swap.block.blockNumber).toBeGreaterThan(head - 300);
      expect(swap.block.blockNumber).toBeLessThanOrEqual(head);
      expect(swap.block.blockTimestamp).toBe(Math.floor(blockTimeMs(swap.block.blockNumber) / 1000));
    }

    // The newest swap's pool has a bar at its time, at every resolution, closing at its price.
    const newest = swaps.at(-1)!;
    const netuid = Number(newest.pairId.split('-')[1]);
    const time = newest.block.blockTimestamp;
    for (const resolution of ['1', '60', '1D', '7D'] as const) {
      const bars = await pinned.get('udfHistory', {
        symbol: `SUB-${netuid}`,
        resolution,
        from: time - 86_400,
        to: time + 86_400,
      });
      expect(bars.s).toBe('ok');
      if (bars.s !== 'ok') continue;
      expect(bars.t.at(-1)).toBe(barStart(time, resolution));
      expect(bars.c.at(-1)).toBe(Number(newest.priceNative));
    }
  });

  it("takes every finney account's balance snapshot at 23:59:48 UTC, adding up, ranked again", async () => {
    const snapshot = firstBlockAtOrAfter(Date.UTC(2026, 10, 1, 23, 59, 48));
    expect(snapshot).toBeLessThan(HEAD_BLOCK + AHEAD);
    const { data, pagination } = await pinned.get('accountLatest', { network: 'finney', limit: 200 });
    expect(pagination.total_items).toBe(1512);
    data.forEach((account, i) => {
      expect(account.block_number).toBe(snapshot);
      expect(account.rank).toBe(i + 1);
      const parts = [account.balance_free, account.balance_reserved, account.balance_staked] as string[];
      expect(String(parts.reduce((sum, part) => sum + BigInt(part), 0n))).toBe(account.balance_total);
    });
    const richest = data[0]!;
    const { data: history } = await pinned.get('accountHistory', { address: richest.address.ss58, limit: 2 });
    expect(history.map((row) => row.timestamp)).toEqual([
      blockTimestamp(snapshot),
      blockTimestamp(snapshot - 7_200),
    ]);
    // One account asked for: the day-ago fields come from the span's last snapshot.
    const { data: one } = await pinned.get('accountLatest', {
      address: richest.address.ss58,
      network: 'finney',
    });
    expect(one[0]?.balance_total_24hr_ago).toBe(history[1]?.balance_total);
  });

  it('adds one block per 12 s on its timer, the same blocks as a catch-up of many makes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const start = HEAD_BLOCK + AHEAD - TICKS;
    vi.setSystemTime(momentOf(start));
    const live = open(demoClock(undefined));
    expect((await live.get('events', { limit: 1 })).data[0]?.block_number).toBe(start);

    for (let tick = 1; tick <= TICKS; tick++) {
      vi.advanceTimersByTime(11_000);
      expect((await live.get('events', { limit: 1 })).data[0]?.block_number).toBe(start + tick - 1);
      vi.advanceTimersByTime(1_000);
      expect(lastBlockAtOrBefore(Date.now())).toBe(start + tick);
      expect((await live.get('events', { limit: 1 })).data[0]?.block_number).toBe(start + tick);
    }
    // Blocks made one by one on the timer, in this database, are the blocks the pinned one made all at once.
    expect(liveRows(live.chain.db)).toEqual(liveRows(pinned.chain.db));
  });

  it('makes the same chain in another database with the same seed, and stands still while pinned', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const again = open(demoClock(pinnedAt));
    vi.advanceTimersByTime(10 * 60_000);
    expect((await again.get('events', { limit: 1 })).data[0]?.block_number).toBe(HEAD_BLOCK + AHEAD);
    const rows = liveRows(again.chain.db);
    expect(rows.swaps.length).toBeGreaterThan(10);
    expect(rows).toEqual(liveRows(pinned.chain.db));
  });
});

describe('DEMO_API_NOW', () => {
  it('pins the clock, or leaves it to the system', () => {
    expect(demoClock('2026-11-02T03:04:05Z')).toMatchObject({ pinned: true });
    expect(demoClock('2026-11-02T03:04:05.250+01:00').now()).toBe(Date.UTC(2026, 10, 2, 2, 4, 5, 250));
    expect(demoClock(undefined, () => 42)).toMatchObject({ pinned: false });
    expect(demoClock('', () => 42).now()).toBe(42);
  });

  it('is refused with a clear message when it is no time, or before the generated data ends', () => {
    for (const bad of ['yesterday', '2026-11-31', '1793491200', '2026-13-01T00:00:00Z']) {
      expect(() => demoClock(bad)).toThrow(
        `DEMO_API_NOW must be an ISO 8601 time in UTC or with an offset, such as 2026-11-01T00:00:00Z; got "${bad}"`,
      );
    }
    expect(() => demoClock('2026-10-01T00:00:00Z')).toThrow(
      'DEMO_API_NOW must not be before 2026-11-01T00:00:00Z, where the generated data ends',
    );
  });
});
