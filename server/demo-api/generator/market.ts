// The demo market: the pools' trading through the span's last months and on the live chain after it, on top of the
// span's own stake moves (activity.ts). It draws from streams of its own, one per block, so that every other record
// of the span stays as it was, and a block's trades are the same whether the span or the live chain makes them.
// Three things shape it, each a function of the seed, the span and the block number alone:
// - how often each pool trades: a heavy tail over the pools by a fixed rank (subnet 1 first, the rest shuffled),
//   the busiest about 840 times a day and the rarest a few times at the span's end and after it, growing
//   steadily towards that rate through the span's last months, with busy and quiet hours for each pool and a daily
//   cycle for all of them;
// - the fair price its traders lean towards: a drift from day to day, a smaller one from hour to hour, and now and
//   then a jump;
// - the trades themselves (Pool.trade): towards the fair price, larger the further the pool is from it.
import { BLOCKS_PER_DAY, blockTimeMs, type Span } from '../chain';
import { stakeExtrinsic, type SwapSink } from './extrinsics/stake';
import type { BlockBuilder } from './block';
import type { Pool } from './pools';
import { Random, WeightedPicker } from './random';
import { SUBNET_COUNT } from './world';

const BLOCKS_PER_HOUR = 300;
/** The market starts this many days before the span's end, at e^-(MARKET_DAYS / GROWTH_DAYS) of its full rate. */
const MARKET_DAYS = 100;
/**
 * The market's rate grows by e each GROWTH_DAYS up to the span's end, and stays at its full rate after it: a
 * week's volume is 1.4 times the week's before, with no step anywhere. The span's trades then add up to
 * GROWTH_DAYS days at the full rate, and the data folder's 500 MB hold them and a week of live blocks.
 */
const GROWTH_DAYS = 20;

/** Trades a day of the busiest pool at the full rate, scale 1; the pool of rank r trades r^-TAIL_EXPONENT as often. */
const TOP_TRADES_PER_DAY = 840;
const TAIL_EXPONENT = 1;
/** Spread of a pool's activity from one hour to the next, in natural-log units (mean 1). */
const BURST_SPREAD = 0.6;
/** The daily cycle's amplitude: busiest in the afternoon (UTC), quietest at night. */
const DAILY_CYCLE = 0.35;
/** The fair price's drift: day knots and hour knots (natural-log units), and the chance and size of a daily jump. */
const DAY_DRIFT = 0.05;
const HOUR_DRIFT = 0.012;
const JUMP_CHANCE = 0.12;
const JUMP_SIZE = 0.09;

/** A pool's fair price at one block: the fair price moves on from it along the pool's path. */
export interface Anchor {
  price: number;
  path: number;
}

/** What the market trades in: the span's pools as its pass has them, or the live chain's. */
export interface MarketSide {
  /** The pool of `netuid`, or undefined where it does not trade (not registered yet, no reserves to resume). */
  pool(netuid: number): Pool | undefined;
  /** Where the pool's fair price stands: fixed for the pool, so that every block draws the same path. */
  anchor(netuid: number, pool: Pool, block: number): Anchor;
  hotkey(netuid: number, random: Random): string;
  trader(random: Random): string;
  sink: SwapSink;
}

/** The subnets' pools by rank: subnet 1, the pool a visitor opens first, then the others in a seeded order. */
export function marketRanks(seed: number): number[] {
  const random = new Random(seed, 'market-ranks');
  return [1, ...random.shuffle(Array.from({ length: SUBNET_COUNT - 2 }, (_, i) => i + 2))];
}

/** The block after which the market of a span ending at `end` trades. */
export const marketStart = (end: number) => end - MARKET_DAYS * BLOCKS_PER_DAY;

/** The market's rate at `block` as a share of the full one: growing to 1 at the span's end, 1 after it. */
export function growth(block: number, end: number): number {
  return Math.exp(Math.min(0, block - end) / (GROWTH_DAYS * BLOCKS_PER_DAY));
}

export function dailyCycle(block: number): number {
  const hourOfDay = (blockTimeMs(block) / 3_600_000) % 24;
  return 1 + DAILY_CYCLE * Math.sin((2 * Math.PI * (hourOfDay - 8)) / 24);
}

/** An hour's trading: each pool's trades an hour (bursts included), as a picker, and their sum per block. */
interface Hour {
  index: number;
  netuids: number[];
  picker: WeightedPicker;
  perBlock: number;
}

export class Market {
  private readonly netuids: number[];
  private readonly base: number[];
  private hour: Hour | null = null;
  private readonly jumps = new Map<number, { day: number; total: number }>();

  private readonly start: number;

  constructor(
    private readonly seed: number,
    scale: number,
    private readonly span: Span,
  ) {
    this.start = marketStart(span.end);
    this.netuids = marketRanks(seed);
    this.base = this.netuids.map(
      (_, rank) => (scale * TOP_TRADES_PER_DAY * Math.pow(rank + 1, -TAIL_EXPONENT)) / 24,
    );
  }

  /** The pools that trade in `block`, in order, and the block's own stream, to draw the trades from; or null. */
  trades(block: number): { random: Random; netuids: number[] } | null {
    if (block <= this.start) return null;
    const hour = this.hourOf(block);
    const random = new Random(this.seed, `market-${block}`);
    const rate = hour.perBlock * growth(block, this.span.end) * dailyCycle(block);
    const count = random.poisson(rate);
    if (count === 0) return null;
    return {
      random,
      netuids: Array.from({ length: count }, () => hour.netuids[hour.picker.pick(random)] as number),
    };
  }

  /** The pool's fair price at `block`, on from its anchor. */
  fairPrice(netuid: number, block: number, anchor: Anchor): number {
    return anchor.price * Math.exp(this.path(netuid, block) - anchor.path);
  }

  /** An anchor at `block` for a pool whose fair price is `price` then. */
  anchorAt(netuid: number, block: number, price: number): Anchor {
    return { price, path: this.path(netuid, block) };
  }

  private hourOf(block: number): Hour {
    const index = Math.floor(block / BLOCKS_PER_HOUR);
    if (this.hour?.index === index) return this.hour;
    const random = new Random(this.seed, `market-activity-${index}`);
    const rates = this.base.map(
      (rate) => rate * Math.exp(BURST_SPREAD * random.gauss() - (BURST_SPREAD * BURST_SPREAD) / 2),
    );
    const perHour = rates.reduce((sum, rate) => sum + rate, 0);
    this.hour = {
      index,
      netuids: this.netuids,
      picker: new WeightedPicker(rates),
      perBlock: perHour / BLOCKS_PER_HOUR,
    };
    return this.hour;
  }

  /** The pool's fair price path in natural-log units: the day and hour drifts, and the jumps so far. */
  private path(netuid: number, block: number): number {
    return (
      DAY_DRIFT * this.knots(`market-fair-day-${netuid}`, block / BLOCKS_PER_DAY) +
      HOUR_DRIFT * this.knots(`market-fair-hour-${netuid}`, block / BLOCKS_PER_HOUR) +
      this.jumpsUpTo(netuid, block)
    );
  }

  /** Standard normal knots at whole `x`, joined smoothly. */
  private knots(stream: string, x: number): number {
    const knot = (n: number) => new Random(this.seed, `${stream}-${n}`).gauss();
    const n = Math.floor(x);
    const t = x - n;
    return knot(n) + (knot(n + 1) - knot(n)) * t * t * (3 - 2 * t);
  }

  /** The day's jump of the pool's fair price, if it has one: its block and size. */
  private jumpOf(netuid: number, day: number): { block: number; size: number } | null {
    const random = new Random(this.seed, `market-jump-${netuid}-${day}`);
    if (!random.chance(JUMP_CHANCE)) return null;
    return { block: day * BLOCKS_PER_DAY + random.int(BLOCKS_PER_DAY), size: JUMP_SIZE * random.gauss() };
  }

  /** The sum of the pool's jumps from the market's first day to `block`; whole days are summed once. */
  private jumpsUpTo(netuid: number, block: number): number {
    const day = Math.floor(block / BLOCKS_PER_DAY);
    const first = Math.floor(this.start / BLOCKS_PER_DAY);
    let done = this.jumps.get(netuid);
    if (!done || done.day > day) done = { day: first, total: 0 };
    for (; done.day < day; done.day++) done.total += this.jumpOf(netuid, done.day)?.size ?? 0;
    this.jumps.set(netuid, done);
    const today = this.jumpOf(netuid, day);
    return done.total + (today && today.block <= block ? today.size : 0);
  }
}

/** The block's market trades as stake extrinsics from `firstExt` on; returns the next extrinsic's index. */
export function marketExtrinsics(
  market: Market,
  block: BlockBuilder,
  firstExt: number,
  netuids: number[],
  side: MarketSide,
): number {
  let ext = firstExt;
  for (const netuid of netuids) {
    const pool = side.pool(netuid);
    if (!pool) continue;
    const maker = side.trader(block.random);
    const hotkey = side.hotkey(netuid, block.random);
    const fair = market.fairPrice(netuid, block.number, side.anchor(netuid, pool, block.number));
    stakeExtrinsic(
      block,
      ext++,
      { netuid, maker, hotkey, swap: () => pool.trade(block.random, fair) },
      side.sink,
    );
  }
  return ext;
}
