// The chain after the generated span: it lives on, one block every 12 s. A live block is a function of the seed,
// its number and the chain before it as the database holds it (the pools' reserves), so block B is the same
// whether it is made in a catch-up of thousands at startup or alone on the timer, today or on any other day, in
// this process or another. A live block is light: the timestamp inherent in every block, and in a few blocks
// signed extrinsics, as many as at the end of the span: stake added or removed (a swap in a subnet pool, so
// the swap, its event and the pool's bars at every resolution agree) and transfers. The block of 23:59:48 UTC
// also takes the day's balance snapshot of every finney account, moved on from its previous one as the span's
// days are (balances.ts). Everything that does not change after the span (who trades, which pools are popular,
// each pool's hotkeys) is read once from the span.
import type Database from 'better-sqlite3';
import { RESOLUTIONS } from '../../../src/api/schemas';
import { BLOCKS_PER_DAY, blockTimeMs, HEAD_BLOCK } from '../chain';
import {
  ACCOUNT_FIELDS,
  EVENT_FIELDS,
  rowWriter,
  SWAP_FIELDS,
  type AccountRow,
  type EventRow,
  type SwapRow,
} from '../store/schema';
import { barStart } from '../resolution';
import {
  authorFees,
  blockEvents,
  extrinsicCount,
  extrinsicRate,
  signedExtrinsic,
  taoAmount,
  timestampInherent,
  writeSwap,
} from './activity';
import { Pool } from './pools';
import { Random, WeightedPicker } from './random';
import { createWorld } from './world';

/** The kinds of signed extrinsics a live block holds, weighted as in the span (swaps 40, transfers 14). */
const SWAP_SHARE = 40 / (40 + 14);
/** Of the span's extrinsics, the share of those kinds: the live rate keeps their rate. */
const LIVE_SHARE = (40 + 14) / 94.2;
/** How far a pool's fair price wanders, in natural-log units, from one day's knot to the next. */
const FAIR_PRICE_SPREAD = 0.15;
const DAY_MS = 86_400_000;
/** Daily snapshots are taken at the block of 23:59:48 UTC, as in the span. */
const SNAPSHOT_BEFORE_MIDNIGHT_MS = 12_000;

/** Whether `block` is the first block at or after 23:59:48 UTC of its day: the day's snapshot block. */
export function isSnapshotBlock(block: number): boolean {
  const at =
    Math.floor((blockTimeMs(block) + SNAPSHOT_BEFORE_MIDNIGHT_MS) / DAY_MS) * DAY_MS -
    SNAPSHOT_BEFORE_MIDNIGHT_MS;
  return blockTimeMs(block - 1) < at && at <= blockTimeMs(block);
}

/**
 * A finney account's row as read back, amounts as text. Finney's rows are all of 2025's shape (balances.ts), so
 * the fields null in 2024's are never null here.
 */
type FinneyAccountRow = AccountRow<string> &
  Record<
    | 'balance_staked_alpha_as_tao'
    | 'balance_staked_root'
    | 'balance_reserved'
    | 'balance_liquidity'
    | 'alpha_balances',
    string
  >;

interface Reserves {
  tao: bigint;
  alpha: bigint;
}

/** What the span fixes for every live block: read once. */
interface Cast {
  coldkey: (random: Random) => string;
  netuids: number[];
  poolPicker: WeightedPicker;
  hotkeys: Map<number, string[]>;
  /** Each pool's price at the end of the span: its fair price then. */
  anchors: Map<number, number>;
  /** The two exchange-sized accounts, whose balances move less and stay within bounds (balances.ts). */
  whales: { address: string; floor: number; ceiling: number }[];
}

export class LiveChain {
  private cast: Cast | null = null;
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly seed: number,
    private readonly scale: number,
  ) {
    this.statements = {
      head: db.prepare("SELECT CAST(value AS INTEGER) AS head FROM meta WHERE key = 'head_block'"),
      setHead: db.prepare("UPDATE meta SET value = ? WHERE key = 'head_block'"),
      reserves: db.prepare(
        `SELECT netuid, CAST(tao_reserve AS TEXT) AS tao, CAST(alpha_reserve AS TEXT) AS alpha FROM pool_swaps
         WHERE seq IN (SELECT max(seq) FROM pool_swaps GROUP BY netuid)`,
      ),
      event: rowWriter<EventRow>(db, 'events', EVENT_FIELDS),
      swap: rowWriter<SwapRow<bigint>>(db, 'pool_swaps', SWAP_FIELDS),
      accounts: db.prepare(
        `SELECT ${ACCOUNT_FIELDS.map((c) => (c.startsWith('balance_') ? `CAST(${c} AS TEXT) AS ${c}` : c)).join(', ')}
         FROM account_latest WHERE network = 'finney' ORDER BY seq`,
      ),
      forgetLatest: db.prepare("DELETE FROM account_latest WHERE network = 'finney'"),
      history: rowWriter<AccountRow<bigint>>(db, 'account_history', ACCOUNT_FIELDS),
      latest: rowWriter<AccountRow<bigint>>(db, 'account_latest', ACCOUNT_FIELDS),
      // The same fold as BarBuilder's: the first swap opens a bar, later ones move its high, low, close, volume.
      bar: db.prepare(
        `INSERT INTO pool_bars (netuid, resolution, time, open, high, low, close, volume) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (netuid, resolution, time) DO UPDATE SET high = max(high, excluded.high),
           low = min(low, excluded.low), close = excluded.close, volume = volume + excluded.volume`,
      ),
    };
  }

  /** The newest block the database holds. */
  head(): number {
    return (this.statements.head.get() as { head: number }).head;
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
      const end = Math.min(target, head + 5_000);
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

  private reserves(): Map<number, Reserves> {
    const rows = this.statements.reserves.all() as { netuid: number; tao: string; alpha: string }[];
    return new Map(rows.map((r) => [r.netuid, { tao: BigInt(r.tao), alpha: BigInt(r.alpha) }]));
  }

  private castOf(): Cast {
    if (this.cast) return this.cast;
    const world = createWorld(this.seed, this.scale);
    const coldkey = (random: Random) =>
      (world.coldkeys[world.coldkeyActivity.pick(random)] as { hex: string }).hex;
    // Popularity as the span's last 30 days had it; only pools that have swapped have reserves to resume.
    const counts = this.db
      .prepare(
        `SELECT netuid, count(*) AS n FROM pool_swaps WHERE block_number > ? AND block_number <= ?
         GROUP BY netuid ORDER BY netuid`,
      )
      .all(HEAD_BLOCK - 30 * BLOCKS_PER_DAY, HEAD_BLOCK) as { netuid: number; n: number }[];
    const anchors = new Map(
      (
        this.db
          .prepare(
            `SELECT netuid, CAST(price_nano AS TEXT) AS price FROM pool_swaps
             WHERE seq IN (SELECT max(seq) FROM pool_swaps WHERE block_number <= ? GROUP BY netuid)`,
          )
          .all(HEAD_BLOCK) as { netuid: number; price: string }[]
      ).map((r) => [r.netuid, Number(r.price) / 1e9]),
    );
    const hotkeys = new Map<number, string[]>();
    const stakes = this.db
      .prepare(
        `SELECT args FROM events WHERE name IN ('StakeAdded', 'StakeRemoved') AND block_number <= ? ORDER BY seq`,
      )
      .all(HEAD_BLOCK) as { args: string }[];
    for (const { args } of stakes) {
      const [, hotkey, , , netuid] = JSON.parse(args) as [string, string, string, string, number];
      const known = hotkeys.get(netuid) ?? [];
      if (!known.includes(hotkey)) known.push(hotkey);
      hotkeys.set(netuid, known);
    }
    const pools = counts.filter((c) => anchors.has(c.netuid) && hotkeys.has(c.netuid));
    this.cast = {
      coldkey,
      netuids: pools.map((c) => c.netuid),
      poolPicker: new WeightedPicker(pools.map((c) => c.n)),
      hotkeys,
      anchors,
      whales: [
        { address: world.coldkeys[0]?.hex ?? '', floor: 9_050_000, ceiling: 9_800_000 },
        { address: world.coldkeys[1]?.hex ?? '', floor: 9_020_000, ceiling: 9_500_000 },
      ],
    };
    return this.cast;
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

  private block(block: number, reserves: Map<number, Reserves>): void {
    const cast = this.castOf();
    const { statements } = this;
    const random = new Random(this.seed, `live-block-${block}`);
    const time = Math.floor(blockTimeMs(block) / 1000);
    const events = blockEvents(block, statements.event);
    const { event, callEvent } = events;
    timestampInherent(random, event);
    if (isSnapshotBlock(block)) this.snapshot(block);
    const rate = extrinsicRate(HEAD_BLOCK, this.scale) * LIVE_SHARE;
    if (!random.chance(1 - Math.exp(-rate))) return;

    const extrinsics = extrinsicCount(random, rate);
    for (let ext = 1; ext <= extrinsics; ext++) {
      if (random.chance(SWAP_SHARE)) {
        const netuid = cast.netuids[cast.poolPicker.pick(random)] as number;
        const maker = cast.coldkey(random);
        const hotkey = random.pick(cast.hotkeys.get(netuid) as string[]);
        signedExtrinsic(random, event, block, ext, maker, (callId) => {
          const before = reserves.get(netuid) as Reserves;
          const pool = new Pool({
            taoReserve: before.tao,
            alphaReserve: before.alpha,
            fairPrice: this.fairPrice(netuid, block),
          });
          const swap = pool.swap(random);
          reserves.set(netuid, { tao: swap.taoReserve, alpha: swap.alphaReserve });
          writeSwap(
            random,
            events,
            { block, ext, callId, netuid, maker, hotkey, swap },
            {
              swap: statements.swap,
              bars: () => {
                const price = Number(swap.priceNano) / 1e9;
                const volume = Number(swap.tao) / 1e9;
                for (const resolution of RESOLUTIONS) {
                  statements.bar.run(
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
              },
            },
          );
        });
      } else {
        const from = cast.coldkey(random);
        signedExtrinsic(random, event, block, ext, from, (callId) =>
          callEvent(ext, callId, 'Balances', 'Transfer', {
            from,
            to: cast.coldkey(random),
            amount: taoAmount(random, 3, 2).toString(),
          }),
        );
      }
    }
    authorFees(random, event, () => cast.coldkey(random));
  }

  /**
   * The day's balance snapshot of every finney account: each balance moves on from the account's previous
   * snapshot as a day of the span moves it (balances.ts: small moves, now and then a jump, some free balance
   * staked), the parts still add up, the alpha is spread over the same subnets at the day's alpha prices, and the
   * accounts are ranked again by total.
   */
  private snapshot(block: number): void {
    const random = new Random(this.seed, `live-snapshot-${block}`);
    const { whales } = this.castOf();
    const ceiling = 250_000 / Math.sqrt(this.scale);
    const day = Math.floor(blockTimeMs(block) / DAY_MS);
    const tao = (rao: string) => Number(rao) / 1e9;
    const rao = (value: number) =>
      value <= 0 ? 0n : BigInt(Math.round(value * 1e6)) * 1000n + BigInt(random.int(1000));
    const previous = this.statements.accounts.all() as FinneyAccountRow[];

    // Each subnet's alpha price moves once a day, the same for every account (as the span's price book does).
    const prices = new Map<number, bigint>();
    const priceOf = (netuid: number, before: { balance: bigint; asTao: bigint }) => {
      let price = prices.get(netuid);
      if (price === undefined) {
        const { balance, asTao } = before;
        const last = balance > 0n ? Number((asTao * 1_000_000_000n) / balance) : 12_000_000;
        const moved = last * Math.exp(0.03 * new Random(this.seed, `alpha-price-${netuid}-${day}`).gauss());
        prices.set(netuid, (price = BigInt(Math.max(1, Math.round(moved)))));
      }
      return price;
    };

    const rows = previous.map((row): AccountRow<bigint> => {
      const whale = whales.find((w) => w.address === row.address);
      // A coldkey that handed everything to a new key in a swap keeps its dust.
      const emptied =
        row.coldkey_swap !== null && row.coldkey_swap.includes(`"old_coldkey":"${row.address}"`);
      const volatility = emptied ? 0 : whale ? 0.0015 : 0.03;
      const jumps = volatility >= 0.01;
      const move = (x: number) =>
        x *
        Math.exp(volatility * random.gauss()) *
        (jumps && random.chance(0.01) ? random.logNormal(1, 0.5) : 1);
      let free = move(tao(row.balance_free));
      let alpha = move(tao(row.balance_staked_alpha_as_tao));
      let root = move(tao(row.balance_staked_root));
      if (jumps && random.chance(0.02)) {
        const staked = free * random.next() * 0.8;
        free -= staked;
        alpha += staked;
      }
      const total = free + alpha + root;
      const bounded = Math.min(whale?.ceiling ?? ceiling, Math.max(whale?.floor ?? 0, total));
      if (total > 0 && bounded !== total) {
        free *= bounded / total;
        alpha *= bounded / total;
        root *= bounded / total;
      }
      const freeRao = rao(free);
      const alphaRao = rao(alpha);
      const rootRao = rao(root);
      const reserved = BigInt(row.balance_reserved);
      const freeBefore = BigInt(row.balance_free);
      const liquidity = freeBefore > 0n ? (freeRao * BigInt(row.balance_liquidity)) / freeBefore : 0n;

      // The alpha stake spread over the subnets it was on, in the same proportions; a first stake goes to one.
      const parts = JSON.parse(row.alpha_balances) as {
        netuid: number;
        balance: string;
        balance_as_tao: string;
      }[];
      const weights = parts.length
        ? parts.map((p) => ({
            netuid: p.netuid,
            weight: BigInt(p.balance_as_tao) || 1n,
            before: { balance: BigInt(p.balance), asTao: BigInt(p.balance_as_tao) },
          }))
        : [{ netuid: 1 + random.int(128), weight: 1n, before: { balance: 0n, asTao: 0n } }];
      const sum = weights.reduce((total, w) => total + w.weight, 0n);
      let left = alphaRao;
      const alphaBalances =
        alphaRao === 0n
          ? []
          : weights.map(({ netuid, weight, before }, i) => {
              const asTao = i === weights.length - 1 ? left : (alphaRao * weight) / sum;
              left -= asTao;
              const price = priceOf(netuid, before);
              return {
                netuid,
                balance: String((asTao * 1_000_000_000n) / price),
                balance_as_tao: String(asTao),
              };
            });
      return {
        ...row,
        block_number: block,
        balance_free: freeRao,
        balance_staked: alphaRao + rootRao,
        balance_staked_alpha_as_tao: alphaRao,
        balance_staked_root: rootRao,
        balance_total: freeRao + reserved + alphaRao + rootRao,
        balance_reserved: reserved,
        balance_liquidity: liquidity,
        alpha_balances: JSON.stringify(alphaBalances),
      };
    });

    // Ranked by total, richest first, as history rows; the latest rows are written poorest first.
    rows.sort((a, b) => (b.balance_total > a.balance_total ? 1 : b.balance_total < a.balance_total ? -1 : 0));
    rows.forEach((row, i) => (row.rank = i + 1));
    rows.forEach(this.statements.history);
    this.statements.forgetLatest.run();
    rows.reverse().forEach(this.statements.latest);
  }
}
