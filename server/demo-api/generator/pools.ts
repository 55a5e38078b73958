// The subnet pools: constant-product pools of TAO against each subnet's alpha, as dynamic TAO has them. Each swap
// moves the price; traders lean against a slowly wandering fair price, which gives a realistic mean-reverting
// series. Reserves are BigInt rao: alpha reserves exceed 2^53.
import { RESOLUTIONS } from '../../../src/api/schemas';
import type { PoolBarRow } from '../store/schema';
import { barStart } from '../../../src/api/chart-schemas';
import type { Random } from './random';

const NANO = 1_000_000_000n;

export interface Swap {
  taoIn: boolean;
  tao: bigint;
  alpha: bigint;
  priceNano: bigint;
  taoReserve: bigint;
  alphaReserve: bigint;
}

/** A pool between swaps: its reserves and the price its traders lean towards. */
export interface PoolState {
  taoReserve: bigint;
  alphaReserve: bigint;
  fairPrice: number;
}

export class Pool {
  private taoReserve: bigint;
  private alphaReserve: bigint;
  private fairPrice: number;

  constructor({ taoReserve, alphaReserve, fairPrice }: PoolState) {
    this.taoReserve = taoReserve;
    this.alphaReserve = alphaReserve;
    this.fairPrice = fairPrice;
  }

  /** A new pool of a random size and price. */
  static draw(random: Random): Pool {
    const taoReserve = random.logNormal(4_000, 1.1);
    const fairPrice = Math.min(0.5, Math.max(0.0008, random.logNormal(0.012, 1.0)));
    return new Pool({
      taoReserve: BigInt(Math.round(taoReserve * 1e9)),
      alphaReserve: BigInt(Math.round((taoReserve / fairPrice) * 1e9)),
      fairPrice,
    });
  }

  /** The pool's price: TAO per alpha. */
  price(): number {
    return Number(this.taoReserve) / Number(this.alphaReserve);
  }

  /** A swap of the span's first traders: they lean against a fair price that wanders a little with each trade. */
  swap(random: Random): Swap {
    const price = this.price();
    this.fairPrice *= Math.exp(0.004 * random.gauss());
    const buyChance = Math.min(0.9, Math.max(0.1, 0.5 - 0.8 * Math.log(price / this.fairPrice)));
    const taoIn = random.chance(buyChance);
    // Most swaps are small; a few move the pool by a few percent.
    return this.exchange(taoIn, Math.min(0.05, random.logNormal(0.0015, 1.2)));
  }

  /**
   * A trade of the market (market.ts) towards `fairPrice`: the further the pool is from it, the more traders buy
   * (or sell) and the larger they trade, so that a jump of the fair price is followed within a few trades.
   */
  trade(random: Random, fairPrice: number): Swap {
    const gap = Math.log(this.price() / fairPrice);
    const taoIn = random.chance(Math.min(0.95, Math.max(0.05, 0.5 - 4 * gap)));
    const size = random.logNormal(0.001, 1.1) * (1 + 12 * Math.abs(gap));
    return this.exchange(taoIn, Math.min(0.04, size));
  }

  /** TAO in for alpha (or alpha in for TAO), `share` of the reserve paid in. */
  private exchange(taoIn: boolean, share: number): Swap {
    let tao: bigint;
    let alpha: bigint;
    if (taoIn) {
      tao = BigInt(Math.max(10_000_000, Math.round(Number(this.taoReserve) * share)));
      alpha = (this.alphaReserve * tao) / (this.taoReserve + tao);
      this.taoReserve += tao;
      this.alphaReserve -= alpha;
    } else {
      alpha = BigInt(Math.max(10_000_000, Math.round(Number(this.alphaReserve) * share)));
      tao = (this.taoReserve * alpha) / (this.alphaReserve + alpha);
      this.alphaReserve += alpha;
      this.taoReserve -= tao;
    }
    const priceNano = (this.taoReserve * NANO) / this.alphaReserve;
    return { taoIn, tao, alpha, priceNano, taoReserve: this.taoReserve, alphaReserve: this.alphaReserve };
  }
}

/** A bar's place: its pool, resolution and start. */
export type BarKey = Pick<PoolBarRow, 'netuid' | 'resolution' | 'time'>;

/**
 * Folds swaps, in time order, into bars at every resolution; hands each bar on once it is complete. A bar that
 * `stored` already holds (the live chain's, from earlier blocks) goes on from there, swap by swap, so that the sums
 * are the same however the swaps are grouped.
 */
export class BarBuilder {
  private readonly open = new Map<string, PoolBarRow>();

  constructor(
    private readonly emit: (bar: PoolBarRow) => void,
    private readonly stored: (key: BarKey) => PoolBarRow | undefined = () => undefined,
  ) {}

  add(netuid: number, time: number, swap: Swap): void {
    const price = Number(swap.priceNano) / 1e9;
    const volume = Number(swap.tao) / 1e9;
    for (const resolution of RESOLUTIONS) {
      const key = `${netuid}:${resolution}`;
      const start = barStart(time, resolution);
      let bar = this.open.get(key);
      if (bar?.time !== start) {
        if (bar) this.emit(bar);
        bar = this.stored({ netuid, resolution, time: start });
        if (!bar) {
          this.open.set(key, {
            netuid,
            resolution,
            time: start,
            open: price,
            high: price,
            low: price,
            close: price,
            volume,
          });
          continue;
        }
        this.open.set(key, bar);
      }
      bar.high = Math.max(bar.high, price);
      bar.low = Math.min(bar.low, price);
      bar.close = price;
      bar.volume += volume;
    }
  }

  finish(): void {
    for (const bar of this.open.values()) this.emit(bar);
    this.open.clear();
  }
}
