// The pool chart's part of the contract: UDF price history and aggregator (DEX-adapter) events, their paths and
// answers. A module of its own, so the embed page asks and validates without loading the rest of the contract (and
// its SS58 code).
import { z } from 'zod/mini';

export const UDF_HISTORY_PATH = '/api/dtao/tradingview/udf/history';
export const POOL_EVENTS_PATH = '/api/coingecko/events';

/** Bar lengths the UDF endpoint takes: minutes, or days. */
export const RESOLUTIONS = ['1', '5', '15', '60', '1D', '7D', '30D'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** Each bar length: in seconds (30D counts as thirty days), on the chart's buttons, and in words. */
export const RESOLUTION_TABLE: Readonly<
  Record<Resolution, { seconds: number; label: string; candles: string }>
> = {
  '1': { seconds: 60, label: '1m', candles: '1-minute candles' },
  '5': { seconds: 300, label: '5m', candles: '5-minute candles' },
  '15': { seconds: 900, label: '15m', candles: '15-minute candles' },
  '60': { seconds: 3_600, label: '1h', candles: '1-hour candles' },
  '1D': { seconds: 86_400, label: '1d', candles: 'daily candles' },
  '7D': { seconds: 7 * 86_400, label: '7d', candles: 'weekly candles' },
  '30D': { seconds: 30 * 86_400, label: '30d', candles: '30-day candles' },
};

/** Length of one bar in seconds. */
export const resolutionSeconds = (resolution: Resolution): number => RESOLUTION_TABLE[resolution].seconds;

const DAY = 86_400;
const FIRST_MONDAY = 4 * DAY; // 1970-01-05
/** Where a daily bar starts within its day: 12 s before midnight, as the real service's daily bars do. */
const DAY_START = DAY - 12;

/**
 * The start of the bar `time` falls in: minute bars on multiples of their length since the epoch, days 86,400 s
 * apart at 23:59:48 UTC (not at midnight), weeks from Monday, 30-day bars on multiples of 30 days since the epoch.
 * The demo API cuts its bars so, and the charts lay their time axis on the same grid.
 */
export function barStart(time: number, resolution: Resolution): number {
  switch (resolution) {
    case '7D':
      return Math.floor((time - FIRST_MONDAY) / (7 * DAY)) * 7 * DAY + FIRST_MONDAY;
    case '1D':
      return Math.floor((time - DAY_START) / DAY) * DAY + DAY_START;
    case '30D':
      return Math.floor(time / (30 * DAY)) * 30 * DAY;
    default: {
      const seconds = Number(resolution) * 60;
      return Math.floor(time / seconds) * seconds;
    }
  }
}

/** A decimal number as a string, such as an incentive or a price. */
export const decimalString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string'));

/**
 * An array whose every item passes `test`, checked in one loop: a chart's six arrays hold tens of thousands of
 * numbers, and a schema per item took about 30 ms for 10,000 bars (`npm run bench:chart`).
 */
const arrayOf = (test: (item: unknown) => boolean, error: string) =>
  z.custom<number[]>((value) => Array.isArray(value) && value.every(test), { error });
const times = arrayOf(Number.isSafeInteger, 'expected an array of whole seconds');
const numbers = arrayOf((item) => typeof item === 'number', 'expected an array of numbers');

/** TradingView UDF history: parallel arrays of bar times (unix seconds) and prices in TAO per alpha. */
export const udfHistorySchema = z.discriminatedUnion('s', [
  z.looseObject({ s: z.literal('ok'), t: times, o: numbers, h: numbers, l: numbers, c: numbers, v: numbers }),
  // nextTime: the time of the latest bar before the requested range, when there is one.
  z.looseObject({ s: z.literal('no_data'), nextTime: z.optional(z.int()) }),
  z.looseObject({ s: z.literal('error'), errmsg: z.string() }),
]);
export type UdfHistory = z.infer<typeof udfHistorySchema>;

/**
 * One price bar: its start (unix seconds), prices in TAO per alpha, and the TAO swapped. The row of the UDF arrays
 * at one index; the demo API stores bars in this shape and the chart draws them.
 */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * A pool's price history request. The pool page, the embed page and the gateway (which names the request in the
 * page's HTML, so that the browser starts it before the page's script has loaded) must ask for the same URL.
 */
export function udfHistoryQuery(netuid: number, resolution: Resolution, from: number, to: number) {
  return { symbol: `SUB-${netuid}`, resolution, from: String(from), to: String(to) };
}

export const udfHistoryUrl = (...args: Parameters<typeof udfHistoryQuery>) =>
  `${UDF_HISTORY_PATH}?${new URLSearchParams(udfHistoryQuery(...args))}`;

/** A DEX-adapter style event of a pool (pair `0-<netuid>`: asset0 is TAO, asset1 the subnet's alpha). */
export const poolEventSchema = z.looseObject({
  block: z.looseObject({ blockNumber: z.int(), blockTimestamp: z.int() }),
  eventIndex: z.int(),
  eventType: z.string(),
  maker: z.string(),
  pairId: z.string(),
  priceNative: decimalString,
  reserves: z.looseObject({ asset0: decimalString, asset1: decimalString }),
  txnId: z.string(),
  txnIndex: z.int(),
  asset0In: z.nullish(decimalString),
  asset0Out: z.nullish(decimalString),
  asset1In: z.nullish(decimalString),
  asset1Out: z.nullish(decimalString),
});
export type PoolEvent = z.infer<typeof poolEventSchema>;

/** The pair of subnet `netuid`'s pool: TAO against its alpha. */
export const pairIdOf = (netuid: number) => `0-${netuid}`;

/** The subnet of a pair `0-<netuid>`; null for any other pair. */
export function pairNetuid(pairId: string): number | null {
  const match = /^0-(\d+)$/.exec(pairId);
  return match ? Number(match[1]) : null;
}
export const poolEventsSchema = z.looseObject({ events: z.array(poolEventSchema) });
