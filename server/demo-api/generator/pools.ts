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

  swap(random: Random): Swap {
    const price = Number(this.taoReserve) / Number(this.alphaReserve);
    this.fairPrice *= Math.exp(0.004 * random.gauss());
    const buyChance = Math.min(0.9, Math.max(0.1, 0.5 - 0.8 * Math.log(price / this.fairPrice)));
    const taoIn = random.chance(buyChance);
    // Most swaps are small; a few move the pool by a few percent.
    const share = Math.min(0.05, random.logNormal(0.0015, 1.2));
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

/** Folds swaps, in time order, into bars at every resolution; hands each bar on once it is complete. */
export class BarBuilder {
  private readonly open = new Map<string, PoolBarRow>();

  constructor(private readonly emit: (bar: PoolBarRow) => void) {}

  add(netuid: number, time: number, swap: Swap): void {
    const price = Number(swap.priceNano) / 1e9;
    const volume = Number(swap.tao) / 1e9;
    for (const resolution of RESOLUTIONS) {
      const key = `${netuid}:${resolution}`;
      const start = barStart(time, resolution);
      const bar = this.open.get(key);
      if (bar && bar.time === start) {
        bar.high = Math.max(bar.high, price);
        bar.low = Math.min(bar.low, price);
        bar.close = price;
        bar.volume += volume;
        continue;
      }
      if (bar) this.emit(bar);
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
    }
  }

  finish(): void {
    for (const bar of this.open.values()) this.emit(bar);
    this.open.clear();
  }
}
