// The demo market: a heavy tail of trading over the pools, in the span's last day as generated; a rate that grows
// steadily to the span's end and holds after it; each block's trades a function of the seed, the span and its
// number alone; fair prices that drift and jump; trades that follow them.
import { describe, expect, it } from 'vitest';
import { BLOCKS_PER_DAY, FIRST_SPAN, HEAD_BLOCK } from '../chain';
import { demoApi } from '../test-helpers';
import { Market, marketRanks, marketStart } from './market';
import { Pool } from './pools';
import { Random } from './random';

const SEED = 42;

/** Each pool's swaps in the blocks (from, to], most first, as the generated database holds them. */
function swapsPerPool(from: number, to: number): number[] {
  const { db } = demoApi();
  const rows = db
    .prepare(
      `SELECT count(*) AS n FROM pool_swaps WHERE block_number > ? AND block_number <= ?
       GROUP BY netuid ORDER BY n DESC`,
    )
    .all(from, to) as { n: number }[];
  return rows.map((row) => row.n);
}

/** The market's trades in each of `blocks`, as netuids. */
const tradesIn = (market: Market, blocks: number[]) =>
  blocks.map((block) => market.trades(block)?.netuids ?? []);

describe('the demo market', () => {
  it("trades with a heavy tail over the pools in the span's last day", () => {
    const day = swapsPerPool(HEAD_BLOCK - BLOCKS_PER_DAY, HEAD_BLOCK);
    const total = day.reduce((sum, n) => sum + n, 0);
    // Every pool trades; the busiest about every two minutes, the median about every two hours, the rarest a few
    // times a day.
    expect(day).toHaveLength(128);
    expect(day[0]! / 24).toBeGreaterThan(20);
    expect(day.slice(1, 5).every((n) => n / 24 >= 4)).toBe(true);
    expect(day[64]).toBeGreaterThanOrEqual(6);
    expect(day[64]).toBeLessThanOrEqual(24);
    expect(day.at(-1)).toBeLessThanOrEqual(4);
    // A tenth of the pools make over half the trades.
    expect(day.slice(0, 13).reduce((sum, n) => sum + n, 0) / total).toBeGreaterThan(0.5);
  });

  it('grows steadily up to the span’s end, with no step: each week about 1.4 times the week before', () => {
    const sum = (counts: number[]) => counts.reduce((a, n) => a + n, 0);
    const weeks = Array.from({ length: 12 }, (_, i) =>
      sum(
        swapsPerPool(HEAD_BLOCK - (12 - i) * 7 * BLOCKS_PER_DAY, HEAD_BLOCK - (11 - i) * 7 * BLOCKS_PER_DAY),
      ),
    );
    for (const [i, week] of weeks.slice(1).entries()) {
      expect(week / weeks[i]!).toBeGreaterThan(1.1);
      expect(week / weeks[i]!).toBeLessThan(1.8);
    }
    const start = marketStart(HEAD_BLOCK);
    expect(sum(swapsPerPool(start - BLOCKS_PER_DAY, start)) * 20).toBeLessThan(weeks.at(-1)! / 7);
  });

  it('puts subnet 1 first and every other subnet once in its ranks', () => {
    const ranks = marketRanks(SEED);
    expect(ranks[0]).toBe(1);
    expect(ranks.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 128 }, (_, i) => i + 1));
    expect(marketRanks(SEED + 1)).not.toEqual(ranks);
  });

  it("draws a block's trades from the seed and its number alone, in any order of asking", () => {
    const blocks = Array.from({ length: 600 }, (_, i) => HEAD_BLOCK + 1 + i * 37);
    const inOrder = tradesIn(new Market(SEED, 1, FIRST_SPAN), blocks);
    const shuffled = [...blocks].reverse();
    const backwards = tradesIn(new Market(SEED, 1, FIRST_SPAN), shuffled).reverse();
    expect(backwards).toEqual(inOrder);
    expect(tradesIn(new Market(SEED + 1, 1, FIRST_SPAN), blocks)).not.toEqual(inOrder);
    expect(new Market(SEED, 1, FIRST_SPAN).trades(marketStart(HEAD_BLOCK))).toBeNull();
  });

  it('trades about 4,500 times a day at the span’s end, as many after it, more at a larger scale', () => {
    const dayFrom = (first: number) => Array.from({ length: BLOCKS_PER_DAY }, (_, i) => first + i);
    const count = (market: Market, day = dayFrom(HEAD_BLOCK + 1 - BLOCKS_PER_DAY)) =>
      tradesIn(market, day).reduce((sum, trades) => sum + trades.length, 0);
    const atScale1 = count(new Market(SEED, 1, FIRST_SPAN));
    expect(atScale1).toBeGreaterThan(3_800);
    expect(atScale1).toBeLessThan(5_300);
    expect(count(new Market(SEED, 2, FIRST_SPAN)) / atScale1).toBeCloseTo(2, 0);
    expect(count(new Market(SEED, 1, FIRST_SPAN), dayFrom(HEAD_BLOCK + 1)) / atScale1).toBeCloseTo(1, 0);
    // Twenty days before the span's end, e^-1 of the rate.
    const earlier = tradesIn(new Market(SEED, 1, FIRST_SPAN), dayFrom(HEAD_BLOCK - 20 * BLOCKS_PER_DAY));
    const share = earlier.reduce((sum, trades) => sum + trades.length, 0) / atScale1;
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.46);
  });

  it('moves fair prices by drifts and jumps: a few percent a day, now and then a jump of several', () => {
    const market = new Market(SEED, 1, FIRST_SPAN);
    const anchor = market.anchorAt(1, HEAD_BLOCK, 0.01);
    const days = Array.from({ length: 30 }, (_, day) =>
      Array.from({ length: 24 }, (_, hour) =>
        market.fairPrice(1, HEAD_BLOCK + day * 7_200 + hour * 300, anchor),
      ),
    );
    const daily = days.map((hours, i) => Math.abs(Math.log((days[i + 1]?.[0] ?? hours[0]!) / hours[0]!)));
    expect(Math.max(...daily)).toBeGreaterThan(0.04);
    expect(Math.max(...daily)).toBeLessThan(0.5);
    const hourly = days
      .flat()
      .slice(1)
      .map((price, i) => Math.abs(Math.log(price / days.flat()[i]!)));
    expect(Math.max(...hourly)).toBeGreaterThan(0.03);
    expect(market.fairPrice(1, HEAD_BLOCK, anchor)).toBeCloseTo(0.01, 12);
    // The same path asked backwards.
    const again = new Market(SEED, 1, FIRST_SPAN);
    expect(again.fairPrice(1, HEAD_BLOCK + 29 * 7_200, anchor)).toBe(days[29]![0]);
  });
});

describe('a market trade', () => {
  it('follows the fair price: a pool below it is bought up to it within a few hundred trades', () => {
    const pool = new Pool({
      taoReserve: 4_000_000_000_000n,
      alphaReserve: 400_000_000_000_000n,
      fairPrice: 0,
    });
    const random = new Random(SEED, 'trade-test');
    const swaps = Array.from({ length: 300 }, () => pool.trade(random, 0.012));
    expect(swaps.slice(0, 30).filter((swap) => swap.taoIn).length).toBeGreaterThan(20);
    expect(pool.price() / 0.012).toBeGreaterThan(0.95);
    expect(pool.price() / 0.012).toBeLessThan(1.05);
    // A constant-product pool: no trade lowers the product of its reserves.
    let product = 4_000_000_000_000n * 400_000_000_000_000n;
    for (const swap of swaps) {
      expect(swap.taoReserve * swap.alphaReserve).toBeGreaterThanOrEqual(product);
      product = swap.taoReserve * swap.alphaReserve;
    }
  });
});
