// The chain after the generated span: it lives on, one block every 12 s, appended to the span's own file. A live
// block is a function of the seed, its number and the chain before it as the file holds it (the pools' reserves,
// the neurons, the EVM nonces, the owner log), so block B is the same whether it is made in a catch-up of thousands
// at startup or alone on the timer, in this process or another. Live blocks go on at the rates the span ends at:
// the users' extrinsics of every kind (users.ts: stake moves, transfers, registrations with their deregistrations,
// EVM transactions, ...), the market's trades (market.ts), the newcomers' registrations and EVM transactions
// (newcomers.ts) and coldkey swaps (owners.ts), each block with its timestamp inherent. The block of 23:59:48 UTC
// also takes the day's balance snapshot (snapshot.ts).
//
// The span's rows are never changed, so that a reader pinned at the span's end (head.ts) reads exactly the span:
// live rows all lie past its end, bars the live chain moves are kept in live_bars, and each day's latest balances
// are new account_latest rows at that day's snapshot block.
import type Database from 'better-sqlite3';
import { RESOLUTIONS } from '../../../../src/api/schemas';
import { blockTimeMs, isSnapshotBlock, type Span } from '../../chain';
import { barStart } from '../../../../src/api/chart-schemas';
import {
  ACCOUNT_FIELDS,
  DEREGISTRATION_FIELDS,
  eventWriter,
  EVM_TRANSACTION_FIELDS,
  NEURON_FIELDS,
  POOL_BAR_FIELDS,
  rowWriter,
  SWAP_FIELDS,
  type AccountRow,
  type DeregistrationRow,
  type EvmTransactionRow,
  type NeuronRow,
  type PoolBarRow,
  type SwapRow,
} from '../../store/schema';
import { BlockBuilder } from '../block';
import { initializationEvents, scheduledExtrinsic } from '../extrinsics/scheduled';
import { extraExtrinsics } from '../extras';
import { Market, type Anchor, type MarketSide } from '../market';
import { BarBuilder, Pool } from '../pools';
import { Random } from '../random';
import { PoolPopularity } from '../subnets';
import { extrinsicCount, extrinsicRate } from '../traffic';
import { Newcomers } from '../newcomers';
import { userExtrinsics, type Users } from '../users';
import { readCast, type Cast } from './cast';
import { LiveOwners } from './owners';
import { daySnapshot, type FinneyAccountRow } from './snapshot';
import { readUserState, type UserState } from './user-state';

/** Blocks per write transaction of a catch-up: a reader waits for none of them, a crash loses one. */
const BLOCKS_PER_TRANSACTION = 5_000;

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
    evmTransaction: rowWriter<EvmTransactionRow>(db, 'evm_transactions', EVM_TRANSACTION_FIELDS),
    deregistration: rowWriter<DeregistrationRow<bigint>>(db, 'deregistrations', DEREGISTRATION_FIELDS),
    neuron: rowWriter<NeuronRow>(db, 'neurons', NEURON_FIELDS),
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
  };
}

/** Deletes every live row: the file holds the span alone again. */
const cutBack = (end: number) =>
  [
    ...['events', 'pool_swaps', 'account_history', 'account_latest', 'evm_transactions', 'deregistrations'],
    ...['subnet_owners', 'neurons'],
  ]
    .map((table) => `DELETE FROM ${table} WHERE block_number > ${end};`)
    .concat('DELETE FROM live_bars;', `UPDATE meta SET value = '${end}' WHERE key = 'head_block';`)
    .join('\n');

/** What a write transaction's blocks go on from: the pools, the neurons and the EVM world at its first block. */
interface Context {
  pools: Map<number, Pool>;
  users: UserState;
  side: MarketSide;
}

export class LiveChain {
  private cast: Cast | null = null;
  private readonly statements;
  private readonly owners: LiveOwners;
  private readonly market: Market;
  private readonly newcomers: Newcomers;
  private readonly popularity: PoolPopularity;
  private readonly seed: number;
  private readonly scale: number;
  private readonly span: Span;
  private anchors: Map<number, Anchor> | null = null;

  constructor(
    private readonly db: Database.Database,
    { seed, scale, span }: { seed: number; scale: number; span: Span },
  ) {
    this.seed = seed;
    this.scale = scale;
    this.span = span;
    this.statements = statementsOf(db);
    this.owners = new LiveOwners(db);
    this.market = new Market(seed, scale, span);
    this.newcomers = new Newcomers(seed, scale, span);
    this.popularity = new PoolPopularity(new Random(seed, 'live-popularity'));
  }

  /** The newest block the file holds. */
  head(): number {
    return (this.statements.head.get() as { head: number }).head;
  }

  /** Drops the live blocks, for a chain ahead of a clock that cannot be cut back block by block. */
  cutBack(): void {
    this.db.transaction(() => this.db.exec(cutBack(this.span.end))).immediate();
  }

  /**
   * Appends the blocks after the head up to `target`, in transactions of a few thousand blocks. Each transaction
   * takes the write lock before it reads the head and what the blocks go on from, so two processes never add a
   * block twice.
   */
  extendTo(target: number, log: (line: string) => void = () => {}): number {
    const from = this.head();
    if (target <= from) return from;
    const long = target - from > 20_000;
    if (long) log(`Catching the demo chain up: ${target - from} blocks ...`);
    const started = performance.now();
    let lastLog = started;
    const batch = this.db.transaction(() => {
      const head = this.head();
      if (head === this.span.end) for (const resolution of RESOLUTIONS) this.carryBars(resolution);
      const end = Math.min(target, head + BLOCKS_PER_TRANSACTION);
      const bars = new BarBuilder(
        this.statements.bar,
        ({ netuid, resolution, time }) =>
          this.statements.storedBar.get(netuid, resolution, time) as PoolBarRow | undefined,
      );
      const pools = this.pools();
      const context = {
        pools,
        users: readUserState(this.db, this.seed, this.scale),
        side: this.marketSide(pools, bars),
      };
      for (let block = head + 1; block <= end; block++) this.block(block, context);
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
      barStart(Math.floor(blockTimeMs(this.span.end) / 1000), resolution),
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
    return (this.cast ??= readCast(this.db, this.seed, this.scale, this.span));
  }

  private anchorsOf(): Map<number, Anchor> {
    const { market, span } = this;
    return (this.anchors ??= new Map(
      [...this.castOf().anchors].map(([netuid, price]) => [netuid, market.anchorAt(netuid, span.end, price)]),
    ));
  }

  /** The live chain's pools to the market: those that traded in the span, each anchored at its price at its end. */
  private marketSide(pools: Map<number, Pool>, bars: BarBuilder): MarketSide {
    const cast = this.castOf();
    const anchors = this.anchorsOf();
    return {
      pool: (netuid) => pools.get(netuid),
      anchor: (netuid) => anchors.get(netuid) as Anchor,
      hotkey: (netuid, random) => random.pick(cast.hotkeys.get(netuid) as string[]),
      trader: cast.coldkey,
      sink: { swap: this.statements.swap, bars: (netuid, time, swap) => bars.add(netuid, time, swap) },
    };
  }

  /** The users of block `number`, every draw from its stream; a stake move trades towards the market's price. */
  private users(number: number, random: Random, context: Context): Users {
    const cast = this.castOf();
    const anchors = this.anchorsOf();
    const { statements, market } = this;
    return {
      random,
      evmRandom: random,
      neurons: context.users.neurons,
      pools: context.pools,
      stakeSwap: (netuid, pool) =>
        pool.trade(random, market.fairPrice(netuid, number, anchors.get(netuid) as Anchor)),
      popularity: this.popularity,
      evm: context.users.evm,
      coldkey: () => cast.coldkey(random),
      sudoKey: cast.sudoKey,
      sink: {
        ...context.side.sink,
        evmTransaction: statements.evmTransaction,
        deregistration: statements.deregistration,
        neuron: statements.neuron,
      },
    };
  }

  /**
   * A block as the span makes one (Initialization, the timestamp, extrinsics, fees), but with its timestamp inherent
   * even when nothing else happens in it, as on the real chain: the span leaves such blocks out to save room.
   */
  private block(number: number, context: Context): void {
    const random = new Random(this.seed, `live-block-${number}`);
    if (isSnapshotBlock(number)) this.snapshot(number);
    const block = new BlockBuilder(number, random, this.statements.event);
    for (const activity of this.owners.executions(number)) initializationEvents(block, activity);
    block.timestampInherent();
    let ext = 1;
    const scheduled = this.owners.schedule(number, random);
    if (scheduled) scheduledExtrinsic(block, ext++, scheduled);
    const rate = extrinsicRate(number, this.scale, this.span);
    const userCount = random.chance(1 - Math.exp(-rate)) ? extrinsicCount(random, rate) : 0;
    const users = this.users(number, random, context);
    const evmBlock = { index: 0, gas: 0n };
    ext = userExtrinsics(users, block, { firstExt: ext, count: userCount, evmBlock });
    const extras = { trades: this.market.trades(number), newcomers: this.newcomers.activity(number) };
    ext = extraExtrinsics(block, extras, {
      firstExt: ext,
      evmBlock,
      market: this.market,
      side: context.side,
      usersOf: (own) => this.users(number, own, context),
    });
    if (ext > 1) block.authorFees(users.coldkey);
  }

  /** The day's snapshot: history rows richest first, and the new latest rows poorest first (seq DESC is rank). */
  private snapshot(block: number): void {
    const previous = this.statements.latestAccounts.all() as FinneyAccountRow[];
    const rows = daySnapshot(previous, block, { seed: this.seed, scale: this.scale, cast: this.castOf() });
    rows.forEach(this.statements.history);
    this.statements.forgetLatest.run(this.span.end, previous[0]?.block_number ?? this.span.end);
    rows.reverse().forEach(this.statements.latest);
  }
}
