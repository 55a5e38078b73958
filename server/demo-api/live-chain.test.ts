// The living demo chain: its head follows the clock (a block every 12 s), each block made from the seed and its
// number alone, and the API answers from the new head, while a reader pinned at the span's end on the same file
// reads the span alone. Each chain here is a copy of the default dataset's span in a folder of its own (live
// blocks are written into the span's file), moved on a few thousand blocks.
import type Database from 'better-sqlite3';
import { constants, copyFileSync, mkdirSync, rmSync } from 'node:fs';
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
  FIRST_SPAN,
  HEAD_BLOCK,
  HEAD_TIME_MS,
  isoTime,
  lastBlockAtOrBefore,
} from './chain';
import { barStart } from '../../src/api/chart-schemas';
import { databaseFile, openDemoChain, type DemoChain } from './store/database';
import { expectSwapsToAgree, liveRows, TEST_DATA } from './test-helpers';

const folders: string[] = [];
/** A data folder holding a copy of the default span, for a chain of its own. */
function dataFolder(): typeof TEST_DATA {
  const dir = join(TEST_DATA.dir, `live-test-${process.pid}-${folders.length}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  folders.push(dir);
  const options = { ...TEST_DATA, dir };
  copyFileSync(
    databaseFile(TEST_DATA, FIRST_SPAN),
    databaseFile(options, FIRST_SPAN),
    constants.COPYFILE_FICLONE,
  );
  return options;
}
const chains: DemoChain[] = [];
afterEach(() => vi.useRealTimers());
afterAll(() => {
  chains.forEach((chain) => chain.close());
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function open(clock: ReturnType<typeof demoClock>, options = dataFolder()) {
  const chain = openDemoChain(options, clock);
  chains.push(chain);
  const app = createDemoApi({ chain, apiKey: 'k' });
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

/** Past the first live day's end, so that the chain holds a day's balance snapshot of its own. */
const AHEAD = 7_300;
const TICKS = 12;
const SPAN_END = isoTime(HEAD_TIME_MS);
/** A moment at which block `block` is the newest: its second's last millisecond (offsets are under a second). */
const momentOf = (block: number) => Math.floor(blockTimeMs(block) / 1000) * 1000 + 999;

type Get = ReturnType<typeof open>['get'];

/** The pool that traded most at the span's end: the live chain trades in it most too. */
function busiestPool(db: Database.Database): number {
  const sql =
    'SELECT netuid FROM pool_swaps WHERE block_number > ? GROUP BY netuid ORDER BY count(*) DESC LIMIT 1';
  return (db.prepare(sql).get(HEAD_BLOCK - 7_200) as { netuid: number }).netuid;
}
let POOL = 0;

/** Answers of every endpoint at the head, where a live block would show if a reader saw it. */
async function answersAtHead(get: Get) {
  const { data: accounts } = await get('accountLatest', { network: 'finney', limit: 20 });
  const address = accounts[0]!.address.ss58;
  const bars = (resolution: '1' | '1D' | '7D' | '30D') =>
    get('udfHistory', { symbol: `SUB-${POOL}`, resolution, from: 0, to: 2_000_000_000, countback: 5 });
  return {
    events: await get('events', { limit: 20 }),
    transfers: await get('events', { name: 'Transfer', limit: 5 }),
    poolEvents: await get('poolEvents'),
    poolEventsPastHead: await get('poolEvents', { fromBlock: HEAD_BLOCK - 1_000, toBlock: HEAD_BLOCK + 999 }),
    bars: [await bars('1'), await bars('1D'), await bars('7D'), await bars('30D')],
    accounts,
    account: await get('accountLatest', { address, network: 'finney' }),
    history: await get('accountHistory', { address, limit: 3 }),
    owners: await get('subnetOwners', { limit: 5 }),
    deregistrations: await get('deregistrations', { limit: 5 }),
    evm: await get('evmTransactions', { limit: 5 }),
  };
}

describe('the living demo chain', { timeout: 120_000 }, () => {
  const pinnedAt = isoTime(momentOf(HEAD_BLOCK + AHEAD));
  let pinned: ReturnType<typeof open>;
  let spanReader: ReturnType<typeof open>;
  let spanAnswers: Awaited<ReturnType<typeof answersAtHead>>;

  it('answers from the block produced at "now": newest events, swaps and bars at the new head', async () => {
    // A reader pinned at the span's end opens the file first; the chain is then made in the same file.
    const options = dataFolder();
    spanReader = open(demoClock(SPAN_END), options);
    POOL = busiestPool(spanReader.chain.db);
    spanAnswers = await answersAtHead(spanReader.get);
    pinned = open(demoClock(pinnedAt), options);
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

  it("trades at the span's closing rate: a heavy tail over the pools, subnet 1 the busiest", () => {
    const perPool = (from: number, to: number) =>
      pinned.chain.db
        .prepare(
          `SELECT netuid, count(*) AS n FROM pool_swaps WHERE block_number > ? AND block_number <= ?
           GROUP BY netuid ORDER BY n DESC`,
        )
        .all(from, to) as { netuid: number; n: number }[];
    const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);
    const rows = perPool(HEAD_BLOCK, HEAD_BLOCK + 7_200);
    const total = sum(rows);
    expect(total / sum(perPool(HEAD_BLOCK - 7_200, HEAD_BLOCK))).toBeCloseTo(1, 0);
    expect(total).toBeGreaterThan(4_000);
    expect(total).toBeLessThan(6_000);
    expect(rows.length).toBeGreaterThanOrEqual(120);
    expect(rows[0]).toMatchObject({ netuid: 1 });
    // About every two minutes, and the median pool about every two hours.
    expect(rows[0]!.n / 1_440).toBeGreaterThan(0.4);
    expect(rows[Math.floor(rows.length / 2)]!.n).toBeGreaterThan(8);
    expect(rows[Math.floor(rows.length / 2)]!.n).toBeLessThan(rows[0]!.n / 20);
  });

  it("goes on with every kind of record at the span's rates: EVM transactions, deregistrations, owners", async () => {
    const count = (table: string, from: number, to: number) =>
      (
        pinned.chain.db
          .prepare(`SELECT count(*) AS n FROM ${table} WHERE block_number > ? AND block_number <= ?`)
          .get(from, to) as { n: number }
      ).n;
    for (const table of ['evm_transactions', 'deregistrations']) {
      const live = count(table, HEAD_BLOCK, HEAD_BLOCK + 7_200);
      const span = count(table, HEAD_BLOCK - 7_200, HEAD_BLOCK);
      expect(live, table).toBeGreaterThan(span / 2);
      expect(live, table).toBeLessThan(span * 2);
    }
    // A coldkey swap pending at the span's end executes at its block, in the owner log and as an event.
    const { data: pending } = await spanReader.get('subnetOwners', { limit: 200 });
    const due = pending.filter(
      (row) => row.pending_owner_block_number !== undefined && row.pending_owner_block_number! > HEAD_BLOCK,
    );
    expect(due.length).toBeGreaterThan(0);
    const first = due.reduce((a, b) =>
      a.pending_owner_block_number! < b.pending_owner_block_number! ? a : b,
    );
    const at = first.pending_owner_block_number!;
    const { data: swapped } = await pinned.get('subnetOwners', { block_start: at, block_end: at });
    expect(swapped).toMatchObject([
      {
        netuid: first.netuid,
        owner: first.pending_owner,
        is_coldkey_swap: true,
        previous_owner: first.owner,
      },
    ]);
    const { data: events } = await pinned.get('events', { block_number: at, name: 'ColdkeySwapped' });
    expect(events).toHaveLength(1);
  });

  it('keeps its swaps, their events and the bars in agreement, across its write transactions', async () => {
    const swaps = await expectSwapsToAgree(pinned.get, HEAD_BLOCK + 4_001, HEAD_BLOCK + 6_000);
    expect(swaps.length).toBeGreaterThan(500);
  });

  it("leaves a reader pinned at the span's end, on the same file, with the span alone", async () => {
    expect(await answersAtHead(spanReader.get)).toEqual(spanAnswers);
    // The span as generated, in the file that no live block ever reached.
    expect(await answersAtHead(open(demoClock(SPAN_END), TEST_DATA).get)).toEqual(spanAnswers);
    expect(spanAnswers.events.data[0]?.block_number).toBeLessThanOrEqual(HEAD_BLOCK);

    // The living reader's bar holding the span's end goes on from the span's: same open, more volume.
    const [span30, live30] = [spanAnswers.bars[3], (await answersAtHead(pinned.get)).bars[3]];
    if (span30?.s !== 'ok' || live30?.s !== 'ok') throw new Error('no 30-day bars');
    const at = live30.t.indexOf(span30.t.at(-1)!);
    expect(live30.o[at]).toBe(span30.o.at(-1));
    expect(live30.v[at]).toBeGreaterThan(span30.v.at(-1)!);
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

  it('starts the live blocks again for a clock pinned before the head of its file', async () => {
    const options = dataFolder();
    open(demoClock(pinnedAt), options).chain.close();
    const earlier = open(demoClock(isoTime(momentOf(HEAD_BLOCK + 100))), options);
    expect((await earlier.get('events', { limit: 1 })).data[0]?.block_number).toBe(HEAD_BLOCK + 100);
    const newest = earlier.chain.db.prepare('SELECT max(block_number) AS block FROM events').get();
    expect(newest).toEqual({ block: HEAD_BLOCK + 100 });
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
