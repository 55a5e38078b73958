// The chain after the generated span: it lives on, one block every 12 s, appended to the span's own file. A live
// block is a function of the seed, its number and the chain before it as the file holds it (the pools' reserves),
// so block B is the same whether it is made in a catch-up of thousands at startup or alone on the timer, in this
// process or another. A first start more than a week after the span's end leaves the days before its last week
// empty (liveStart), and a chain that lives on forgets them day by day: the chain then depends on the day of its
// first start too. A live block holds the timestamp inherent,
// transfers at the span's closing rate, and the market's trades (market.ts, at the live rate): stake added or
// removed, a swap in a subnet pool, so that the swap, its event and the pool's bars at every resolution agree. The
// block of 23:59:48 UTC also takes the day's balance snapshot (snapshot.ts).
//
// The span's rows are never changed, so that a reader pinned at the span's end (head.ts) reads exactly the span:
// live rows all lie past its head, bars the live chain moves are kept in live_bars, and each day's latest balances
// are new account_latest rows at that day's snapshot block.
import type Database from 'better-sqlite3';
import { RESOLUTIONS } from '../../../../src/api/schemas';
import { blockTimeMs, firstBlockAtOrAfter, HEAD_BLOCK, isSnapshotBlock } from '../../chain';
import { barStart, resolutionSeconds } from '../../../../src/api/chart-schemas';
import {
  ACCOUNT_FIELDS,
  eventWriter,
  POOL_BAR_FIELDS,
  rowWriter,
  SWAP_FIELDS,
  type AccountRow,
  type PoolBarRow,
  type SwapRow,
} from '../../store/schema';
import { BlockBuilder } from '../block';
import { transferExtrinsic } from '../extrinsics/transfer';
import { Market, marketExtrinsics, type Anchor, type MarketSide } from '../market';
import { BarBuilder, Pool } from '../pools';
import { Random } from '../random';
import { extrinsicCount, extrinsicRate, shareOf } from '../traffic';
import { readCast, type Cast } from './cast';
import { daySnapshot, type FinneyAccountRow } from './snapshot';

/** Blocks per write transaction of a catch-up: a reader waits for none of them, a crash loses one. */
const BLOCKS_PER_TRANSACTION = 5_000;
/** Whole days a chain keeps before the day it is in: the longest short range (7 d) is whole. */
const LIVE_DAYS = 7;

/**
 * The oldest live block a chain at `target` holds: the span's next block, or, more than a week after the span's
 * end, the first of the daily candle LIVE_DAYS before `target`'s (daily candles and balance snapshots start at
 * 23:59:48 UTC, at the snapshot block). The days between are left empty, or forgotten as the chain lives on, so that
 * a chain makes and stores at most eight days of blocks, whatever the calendar says.
 */
export function liveStart(target: number): number {
  const day = barStart(Math.floor(blockTimeMs(target) / 1000), '1D');
  return Math.max(HEAD_BLOCK + 1, firstBlockAtOrAfter((day - LIVE_DAYS * 86_400) * 1000));
}

function statementsOf(db: Database.Database) {
  const amounts = ACCOUNT_FIELDS.map((c) => (c.startsWith('balance_') ? `CAST(${c} AS TEXT) AS ${c}` : c));
  return {
    head: db.prepare("SELECT CAST(value AS INTEGER) AS head FROM meta WHERE key = 'head_block'"),
    setHead: db.prepare("UPDATE meta SET value = ? WHERE key = 'head_block'"),
    reserves: db.prepare(
      `SELECT netuid, CAST(tao_reserve AS TEXT) AS tao, CAST(alpha_reserve AS TEXT) AS alpha FROM pool_swaps
       WHERE seq IN (SELECT max(seq) FROM pool_swaps GROUP BY netuid)`,
    ),
    event: eventWriter(db),
    swap: rowWriter<SwapRow<bigint>>(db, 'pool_swaps', SWAP_FIELDS),
    latestAccounts: db.prepare(
      `SELECT ${amounts.join(', ')} FROM account_latest WHERE network = 'finney'
       AND block_number = (SELECT max(block_number) FROM account_latest WHERE network = 'finney') ORDER BY seq`,
    ),
    // Readers a day behind still find their day's rows; older live days go.
    forgetLatest: db.prepare(
      "DELETE FROM account_latest WHERE network = 'finney' AND block_number > ? AND block_number < ?",
    ),
    history: rowWriter<AccountRow<bigint>>(db, 'account_history', ACCOUNT_FIELDS),
    latest: rowWriter<AccountRow<bigint>>(db, 'account_latest', ACCOUNT_FIELDS),
    // The span's bars that the live chain goes on filling: those holding the span's end.
    carryBars: db.prepare(
      `INSERT OR REPLACE INTO live_bars SELECT netuid, resolution, time, open, high, low, close, volume
       FROM pool_bars WHERE resolution = ? AND time = ?`,
    ),
    // The bars a transaction moves: read where it first moves them, written back once at its end (BarBuilder).
    storedBar: db.prepare(
      `SELECT netuid, resolution, time, open, high, low, close, volume FROM live_bars
       WHERE netuid = ? AND resolution = ? AND time = ?`,
    ),
    bar: rowWriter<PoolBarRow>(db, 'live_bars', POOL_BAR_FIELDS, 'INSERT OR REPLACE'),
    // The live days before the chain's last week (forgetBefore).
    forget: ['events', 'pool_swaps', 'account_history'].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE block_number > ${HEAD_BLOCK} AND block_number < ?`),
    ),
    forgetBars: db.prepare('DELETE FROM live_bars WHERE resolution = ? AND time + ? <= ?'),
  };
}

/** Deletes every live row: the file holds the span alone again. */
const CUT_BACK = `
DELETE FROM events WHERE block_number > ${HEAD_BLOCK};
DELETE FROM pool_swaps WHERE block_number > ${HEAD_BLOCK};
DELETE FROM account_history WHERE block_number > ${HEAD_BLOCK};
DELETE FROM account_latest WHERE block_number > ${HEAD_BLOCK};
DELETE FROM live_bars;
UPDATE meta SET value = '${HEAD_BLOCK}' WHERE key = 'head_block';
`;

export class LiveChain {
  private cast: Cast | null = null;
  private readonly statements;
  private readonly market: Market;
  private anchors: Map<number, Anchor> | null = null;

  constructor(
    private readonly db: Database.Database,
    private readonly seed: number,
    private readonly scale: number,
  ) {
    this.statements = statementsOf(db);
    this.market = new Market(seed, scale);
  }

  /** The newest block the file holds. */
  head(): number {
    return (this.statements.head.get() as { head: number }).head;
  }

  /** Drops the live blocks, for a chain ahead of a clock that cannot be cut back block by block. */
  cutBack(): void {
    this.db.transaction(() => this.db.exec(CUT_BACK)).immediate();
  }

  /**
   * Appends the blocks after the head up to `target`, in transactions of a few thousand blocks. Each transaction
   * takes the write lock before it reads the head and the reserves, so two processes never add a block twice.
   */
  extendTo(target: number, log: (line: string) => void = () => {}): number {
    const from = this.head();
    if (target <= from) return from;
    const first = Math.max(from + 1, liveStart(target));
    const long = target - first > 20_000;
    if (long) {
      const skipped = first > from + 1 ? `, from block ${first} (the days before are left empty)` : '';
      log(`Catching the demo chain up: ${target - first + 1} blocks${skipped} ...`);
    }
    const started = performance.now();
    let lastLog = started;
    const batch = this.db.transaction(() => {
      let head = this.head();
      if (head === HEAD_BLOCK) for (const resolution of RESOLUTIONS) this.carryBars(resolution);
      // A first start, or a restart after more than a week, begins where a chain at `target` starts.
      const start = liveStart(target);
      if (start > head + 1) {
        this.forgetBefore(start);
        head = start - 1;
      }
      const end = Math.min(target, head + BLOCKS_PER_TRANSACTION);
      const bars = new BarBuilder(
        this.statements.bar,
        ({ netuid, resolution, time }) =>
          this.statements.storedBar.get(netuid, resolution, time) as PoolBarRow | undefined,
      );
      const side = this.marketSide(this.pools(), bars);
      for (let block = head + 1; block <= end; block++) this.block(block, side);
      bars.finish();
      this.statements.setHead.run(String(Math.max(head, end)));
      return Math.max(head, end);
    });
    let head = from;
    // A long catch-up checkpoints the write-ahead log once, at its end: after each transaction, it would copy the
    // same pages (the indexes' newest) into the file again and again.
    if (long) this.db.pragma('wal_autocheckpoint = 0');
    try {
      while (head < target) {
        head = batch.immediate();
        if (long && performance.now() - lastLog > 5_000) {
          lastLog = performance.now();
          log(`  ... block ${head} of ${target}`);
        }
      }
    } finally {
      if (long) {
        this.db.pragma('wal_autocheckpoint = 1000');
        this.db.pragma('wal_checkpoint(TRUNCATE)');
      }
    }
    if (long) log(`Caught up in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return head;
  }

  private carryBars(resolution: (typeof RESOLUTIONS)[number]): void {
    this.statements.carryBars.run(
      resolution,
      barStart(Math.floor(blockTimeMs(HEAD_BLOCK) / 1000), resolution),
    );
  }

  /** Every pool as the file's newest swaps left it. */
  private pools(): Map<number, Pool> {
    const rows = this.statements.reserves.all() as { netuid: number; tao: string; alpha: string }[];
    return new Map(
      rows.map((r) => [
        r.netuid,
        new Pool({ taoReserve: BigInt(r.tao), alphaReserve: BigInt(r.alpha), fairPrice: 0 }),
      ]),
    );
  }

  private castOf(): Cast {
    return (this.cast ??= readCast(this.db, this.seed, this.scale));
  }

  /** The live chain's pools to the market: those that traded in the span, each anchored at its price at its end. */
  private marketSide(pools: Map<number, Pool>, bars: BarBuilder): MarketSide {
    const cast = this.castOf();
    this.anchors ??= new Map(
      [...cast.anchors].map(([netuid, price]) => [netuid, this.market.anchorAt(netuid, HEAD_BLOCK, price)]),
    );
    const anchors = this.anchors;
    return {
      pool: (netuid) => pools.get(netuid),
      anchor: (netuid) => anchors.get(netuid) as Anchor,
      hotkey: (netuid, random) => random.pick(cast.hotkeys.get(netuid) as string[]),
      trader: cast.coldkey,
      sink: { swap: this.statements.swap, bars: (netuid, time, swap) => bars.add(netuid, time, swap) },
    };
  }

  private block(number: number, side: MarketSide): void {
    const cast = this.castOf();
    const random = new Random(this.seed, `live-block-${number}`);
    const block = new BlockBuilder(number, random, this.statements.event);
    block.timestampInherent();
    if (isSnapshotBlock(number)) {
      this.snapshot(number);
      // A new daily candle: the oldest day the chain holds goes.
      this.forgetBefore(liveStart(number));
    }
    const rate = extrinsicRate(HEAD_BLOCK, this.scale) * shareOf(['transfer']);
    const transfers = random.chance(1 - Math.exp(-rate)) ? extrinsicCount(random, rate) : 0;
    const pickAccount = () => cast.coldkey(random);
    let ext = 1;
    for (; ext <= transfers; ext++) transferExtrinsic(block, ext, pickAccount(), pickAccount);
    const trades = this.market.trades(number);
    if (trades)
      ext = marketExtrinsics(this.market, block.drawingFrom(trades.random), ext, trades.netuids, side);
    if (ext > 1) block.authorFees(pickAccount);
  }

  /**
   * Deletes the live blocks before `block`, and the bars that end before it, so that a server that keeps running
   * holds the blocks a first start would make (weekly and monthly candles that began earlier keep their trades).
   * Every pool trades within a week, so its newest swap, which gives its reserves to the next block (pools), stays.
   */
  private forgetBefore(block: number): void {
    for (const statement of this.statements.forget) statement.run(block);
    const start = Math.floor(blockTimeMs(block) / 1000);
    for (const resolution of RESOLUTIONS)
      this.statements.forgetBars.run(resolution, resolutionSeconds(resolution), start);
  }

  /** The day's snapshot: history rows richest first, and the new latest rows poorest first (seq DESC is rank). */
  private snapshot(block: number): void {
    const previous = this.statements.latestAccounts.all() as FinneyAccountRow[];
    const rows = daySnapshot(previous, block, { seed: this.seed, scale: this.scale, cast: this.castOf() });
    rows.forEach(this.statements.history);
    this.statements.forgetLatest.run(HEAD_BLOCK, previous[0]?.block_number ?? HEAD_BLOCK);
    rows.reverse().forEach(this.statements.latest);
  }
}
