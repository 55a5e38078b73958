// The market summary: every pool's price, changes, volume, flow and reserves in one small answer. No endpoint of the
// API answers it; the gateway builds it from the aggregator's swaps, asked in windows of the chain's grid (src/api/chain.ts; each
// window asked once per deployment, kept as the past once closed: server/gateway/market/), and every visitor reads
// the same summary. Amounts are integer strings of rao (10^-9 TAO, or of alpha), exact; prices TAO per alpha.
import { z } from 'zod/mini';
import { decimalString, poolEventSchema } from './chart-schemas';

export const MARKET_PATH = '/market/summary';

/** The sparkline's points: a close every 6 hours over 7 days, oldest first. */
export const SPARKLINE_POINTS = 28;

/** The day's largest swaps the summary lists, largest first. */
export const LARGEST_SWAPS = 10;

const rao = z.string().check(z.regex(/^\d+$/, 'expected an integer string'));
const signedRao = z.string().check(z.regex(/^-?\d+$/, 'expected an integer string'));
/** A change as a fraction of the earlier price (0.0123 is +1.23 %); null when there was no earlier price. */
const change = z.nullable(z.number());
const covered = z.object({ loaded: z.int(), of: z.int() });

export const marketPoolSchema = z.object({
  netuid: z.int(),
  /** The last trade's price, or null when the loaded windows hold no trade of the pool. */
  price: z.nullable(decimalString),
  change: z.object({ h1: change, h24: change, d7: change }),
  /** TAO in and out of the pool over the last 24 hours, in rao. */
  volume24h: rao,
  buys24h: z.int(),
  sells24h: z.int(),
  /** TAO into the pool minus TAO out of it over the last 24 hours, in rao. */
  netFlow24h: signedRao,
  /** The pool after its last trade. */
  reserves: z.nullable(z.object({ tao: rao, alpha: rao })),
  lastTrade: z.nullable(z.object({ block: z.int(), time: z.int() })),
  /** Closes every 6 hours over 7 days, oldest first; null before the pool's first known price. */
  sparkline: z.array(z.nullable(z.number())),
});
export type MarketPool = z.infer<typeof marketPoolSchema>;

/** A subnet of the owner log and its current owner (null where the log names none). */
export const marketSubnetSchema = z.object({
  netuid: z.int(),
  owner: z.nullable(z.object({ ss58: z.string(), hex: z.string() })),
});
export type MarketSubnet = z.infer<typeof marketSubnetSchema>;

/** An hour of every pool's trading: a window of the chain's grid (src/api/chain.ts). */
export const marketHourSchema = z.object({
  /** The hour's first block. */
  block: z.int(),
  /** TAO in and out of every pool, in rao. */
  volume: rao,
  /** TAO into every pool minus TAO out of them, in rao. */
  netFlow: signedRao,
  trades: z.int(),
});
export type MarketHour = z.infer<typeof marketHourSchema>;

export const marketSummarySchema = z.object({
  /** The block the figures run to, and its time (unix seconds). */
  head: z.object({ block: z.int(), time: z.int() }),
  /** The last 24 hours, oldest first, the head's hour (so far) last; an hour not loaded yet is left out. */
  hours: z.array(marketHourSchema),
  /** The largest swaps of those 24 hours by TAO moved, largest first (ten), as the aggregator sent them. */
  largestSwaps: z.array(poolEventSchema),
  /** The hourly windows loaded so far, of those each figure needs: a cold deployment fills them in. */
  coverage: z.object({ hours24: covered, days7: covered }),
  /** Every pool a loaded window saw trade, by netuid. */
  pools: z.array(marketPoolSchema),
  /** Every subnet the owner log names, by netuid, read again hourly; empty until it is first read. */
  subnets: z.array(marketSubnetSchema),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

/** Whether every window the summary's figures need is loaded: a warm deployment's answer. */
export const coverageWhole = ({ coverage }: MarketSummary) =>
  coverage.hours24.loaded >= coverage.hours24.of && coverage.days7.loaded >= coverage.days7.of;

/** Subnets' prices over a day or a week from the market's windows (src/shared/charts/compare.ts), at no upstream cost. */
export const MARKET_COMPARE_PATH = '/market/compare';

export const marketLineSchema = z.object({
  netuid: z.int(),
  /** The price at the range's start: the last trade at or before it; null when the pool had not traded yet. */
  base: z.nullable(z.number()),
  /** Times at even steps through the range, ascending, from the pool's first known price; the last is now. */
  times: z.array(z.int()),
  /** The price at each time: the last trade at or before it. */
  prices: z.array(z.number()),
  /** TAO in and out of the pool over the range's hours, in rao. */
  volume: rao,
});

export const marketCompareSchema = z.object({
  head: z.object({ block: z.int(), time: z.int() }),
  range: z.enum(['1d', '7d']),
  /** The range's hourly windows loaded so far. */
  coverage: covered,
  lines: z.array(marketLineSchema),
});
export type MarketCompare = z.infer<typeof marketCompareSchema>;
