// Which candle fits a span of time: enough candles to read the moves (a hundred or so), few enough to tell them
// apart. A range without a candle of its own takes this one, and a chart of very few candles offers it. Pure, so
// it is tested alone.
import { resolutionSeconds, type Resolution } from '../../api/chart-schemas';

const HOUR = 3_600;
const DAY = 24 * HOUR;

/** The candle for spans up to each length (the API has no 4-hour candle: a month takes daily ones, 30 of them). */
const FITTING: readonly (readonly [upTo: number, resolution: Resolution])[] = [
  [2 * HOUR, '1'],
  [8 * HOUR, '5'],
  [DAY, '15'],
  [7 * DAY, '60'],
];

/** The candle that fits `span` seconds: 1 day → 15 minutes, 7 days → 1 hour, longer → 1 day. */
export function candleFor(span: number): Resolution {
  return FITTING.find(([upTo]) => span <= upTo)?.[1] ?? '1D';
}

/** Below this many candles a chart says it has few, and offers a shorter candle. */
export const FEW_CANDLES = 10;

/** What a chart of few candles says: "3 candles in this range". */
export const fewCandlesText = (count: number) => `${count} candle${count === 1 ? '' : 's'} in this range`;

/**
 * The shorter candle to offer when a chart of `resolution` shows only `count` candles over `span` seconds; null
 * when it shows enough, or no shorter candle fits better.
 */
export function shorterCandle(resolution: Resolution, span: number, count: number): Resolution | null {
  if (count >= FEW_CANDLES) return null;
  const fitting = candleFor(span);
  return resolutionSeconds(fitting) < resolutionSeconds(resolution) ? fitting : null;
}
