// The chain after the generated span: it lives on, one block every 12 s, appended to the span's own file. A live
// block is a function of the seed, its number and the chain before it as the file holds it (the pools' reserves),
// so block B is the same whether it is made in a catch-up of thousands at startup or alone on the timer, today or
// on any other day, in this process or another. A live block is light: the timestamp inherent in every block, and
// in a few blocks signed extrinsics of the kinds that move on after the span (LIVE_KINDS), at the span's closing
// rate: stake added or removed (a swap in a subnet pool, so the swap, its event and the pool's bars at every
// resolution agree) and transfers. The block of 23:59:48 UTC also takes the day's balance snapshot (snapshot.ts).
//
// The span's rows are never changed, so that a reader pinned at the span's end (head.ts) reads exactly the span:
// live rows all lie past its head, bars the live chain moves are kept in live_bars, and each day's latest balances
// are new account_latest rows at that day's snapshot block.
import type Database from 'better-sqlite3';
import { RESOLUTIONS } from '../../../../src/api/schemas';
import { BLOCKS_PER_DAY, blockTimeMs, HEAD_BLOCK, isSnapshotBlock } from '../../chain';
import { barStart } from '../../../../src/api/chart-schemas';
import {
  ACCOUNT_FIELDS,
  EVENT_FIELDS,
  rowWriter,
  SWAP_FIELDS,
  type AccountRow,
  type EventRow,
  type SwapRow,
} from '../../store/schema';
import { BlockBuilder } from '../block';
import { stakeExtrinsic } from '../extrinsics/stake';
import { transferExtrinsic } from '../extrinsics/transfer';
import { Pool, type Swap } from '../pools';
import { Random } from '../random';
import { extrinsicCount, extrinsicRate, shareOf, shareWithin, type Kind } from '../traffic';
import { readCast, type Cast } from './cast';
import { daySnapshot, type FinneyAccountRow } from './snapshot';

/** The kinds of signed extrinsics a live block holds: what moves on after the span. */
const LIVE_KINDS: readonly Kind[] = ['swap', 'transfer'];
/** How far a pool's fair price wanders, in natural-log units, from one day's knot to the next. */
const FAIR_PRICE_SPREAD = 0.15;
/** Blocks per write transaction of a catch-up: a reader waits for none of them, a crash loses one. */
const BLOCKS_PER_TRANSACTION = 5_000;

interface Reserves {
  tao: bigint;
  alpha: bigint;
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
    event: rowWriter<EventRow>(db, 'events', EVENT_FIELDS),
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
    // The same fold as BarBuilder's: the first swap opens a bar, later ones move its high, low, close, volume.
    bar: db.prepare(
      `INSERT INTO live_bars (netuid, resolution, time, open, high, low, close, volume) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (netuid, resolution, time) DO UPDATE SET high = max(high, excluded.high),
         low = min(low, excluded.low), close = excluded.close, volume = volume + excluded.volume`,
    ),
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

  constructor(
    private readonly db: Database.Database,
    private readonly seed: number,
    private readonly scale: number,
  ) {
    this.statements = statementsOf(db);
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
    const long = target - from > 20_000;
    if (long) log(`Catching the demo chain up: ${target - from} blocks since the database's head ...`);
    const started = performance.now();
    let lastLog = started;
    const batch = this.db.transaction(() => {
      const head = this.head();
      const end = Math.min(target, head + BLOCKS_PER_TRANSACTION);
      if (head === HEAD_BLOCK) for (const resolution of RESOLUTIONS) this.carryBars(resolution);
      const reserves = this.reserves();
      for (let block = head + 1; block <= end; block++) this.block(block, reserves);
      this.statements.setHead.run(String(Math.max(head, end)));
      return Math.max(head, end);
    });
    let head = from;
    while (head < target) {
      head = batch.immediate();
      if (long && performance.now() - lastLog > 5_000) {
        lastLog = performance.now();
        log(`  ... block ${head} of ${target}`);
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

  private reserves(): Map<number, Reserves> {
    const rows = this.statements.reserves.all() as { netuid: number; tao: string; alpha: string }[];
    return new Map(rows.map((r) => [r.netuid, { tao: BigInt(r.tao), alpha: BigInt(r.alpha) }]));
  }

  private castOf(): Cast {
    return (this.cast ??= readCast(this.db, this.seed, this.scale));
  }

  /** A pool's fair price at `block`: its price at the span's end, wandering smoothly from day to day. */
  private fairPrice(netuid: number, block: number): number {
    const knot = (day: number) => new Random(this.seed, `fair-price-${netuid}-${day}`).gauss();
    const wander = (at: number) => {
      const x = at / BLOCKS_PER_DAY;
      const day = Math.floor(x);
      const t = x - day;
      return knot(day) + (knot(day + 1) - knot(day)) * t * t * (3 - 2 * t);
    };
    const anchor = this.castOf().anchors.get(netuid) as number;
    return anchor * Math.exp(FAIR_PRICE_SPREAD * (wander(block) - wander(HEAD_BLOCK)));
  }

  private block(number: number, reserves: Map<number, Reserves>): void {
    const cast = this.castOf();
    const random = new Random(this.seed, `live-block-${number}`);
    const block = new BlockBuilder(number, random, this.statements.event);
    block.timestampInherent();
    if (isSnapshotBlock(number)) this.snapshot(number);
    const rate = extrinsicRate(HEAD_BLOCK, this.scale) * shareOf(LIVE_KINDS);
    if (!random.chance(1 - Math.exp(-rate))) return;

    const extrinsics = extrinsicCount(random, rate);
    const pickAccount = () => cast.coldkey(random);
    for (let ext = 1; ext <= extrinsics; ext++) {
      if (random.chance(shareWithin('swap', LIVE_KINDS))) this.stake(block, ext, reserves);
      else transferExtrinsic(block, ext, pickAccount(), pickAccount);
    }
    block.authorFees(pickAccount);
  }

  private stake(block: BlockBuilder, ext: number, reserves: Map<number, Reserves>): void {
    const cast = this.castOf();
    const { random } = block;
    const netuid = cast.netuids[cast.poolPicker.pick(random)] as number;
    const maker = cast.coldkey(random);
    const hotkey = random.pick(cast.hotkeys.get(netuid) as string[]);
    const swap = () => {
      const before = reserves.get(netuid) as Reserves;
      const pool = new Pool({
        taoReserve: before.tao,
        alphaReserve: before.alpha,
        fairPrice: this.fairPrice(netuid, block.number),
      });
      const made = pool.swap(random);
      reserves.set(netuid, { tao: made.taoReserve, alpha: made.alphaReserve });
      return made;
    };
    const time = Math.floor(blockTimeMs(block.number) / 1000);
    stakeExtrinsic(
      block,
      ext,
      { netuid, maker, hotkey, swap },
      {
        swap: this.statements.swap,
        bars: (pool, made) => this.addToBars(pool, time, made),
      },
    );
  }

  private addToBars(netuid: number, time: number, swap: Swap): void {
    const price = Number(swap.priceNano) / 1e9;
    const volume = Number(swap.tao) / 1e9;
    for (const resolution of RESOLUTIONS) {
      this.statements.bar.run(
        netuid,
        resolution,
        barStart(time, resolution),
        price,
        price,
        price,
        price,
        volume,
      );
    }
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
