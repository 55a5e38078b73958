// A pool card's numbers: its last price, its change over 24 hours and the prices between, from one request of hourly
// bars. The key's quota is about five requests a minute for every visitor together, so the request is chosen to be
// shared and kept: its window ends on the hour grid, at the newest hour that closed long enough ago for the gateway
// to count it as the past (server/gateway/freshness.ts), so every visitor within that hour asks the same question
// and the gateway keeps the answer for hours. `countback` asks for the last 25 bars up to that hour whatever the
// gaps, so a pool that has not traded for days still has a price; an API that ignores it answers the day's window
// (plus its hour before), and the card says what it cannot tell. Pure, so it is tested alone.
import { resolutionSeconds, type UdfHistory } from '../../api/chart-schemas';
import { udfToBars } from '../../charts/bars';

export const DAY_RESOLUTION = '60';
const HOUR = resolutionSeconds(DAY_RESOLUTION);
const DAY = 86_400;
/** The gateway's margin before an answer counts as the past (30 minutes), and 5 more for clocks that differ. */
const SETTLE_SECONDS = 35 * 60;
/** The bars of the day (24 hours of hours) and the one before it, which gives the price the day started at. */
export const DAY_COUNTBACK = DAY / HOUR + 1;

/** The day a card shows: bars starting in [from, to], the day itself [start, end], all unix seconds. */
export interface DayWindow {
  from: number;
  to: number;
  start: number;
  end: number;
}

export function dayWindow(nowSeconds: number): DayWindow {
  const end = Math.floor((nowSeconds - SETTLE_SECONDS) / HOUR) * HOUR;
  const to = end - HOUR;
  return { from: to - DAY, to, start: end - DAY, end };
}

export interface Point {
  time: number;
  price: number;
}

export type DayPrice =
  | {
      kind: 'price';
      /** The close of the newest bar: the price at `end`. */
      last: number;
      /** When the newest bar closed: the last trade was in the hour before. */
      lastTradeHour: number;
      /** Relative change over the day (0.05 is +5 %); null when the answer has no price from the day's start. */
      change: number | null;
      /** Hours of the day that traded (had a bar). */
      tradedHours: number;
      /** The price through the day, for the sparkline: at the start (when known), after each hour that traded. */
      points: Point[];
    }
  | { kind: 'no-trades'; earlierBar: number | null }
  | { kind: 'no-pool'; message: string };

export function dayPrice(answer: UdfHistory, window: DayWindow): DayPrice {
  if (answer.s === 'error') return { kind: 'no-pool', message: answer.errmsg };
  if (answer.s === 'no_data') return { kind: 'no-trades', earlierBar: answer.nextTime ?? null };
  const bars = udfToBars(answer).filter((bar) => bar.time <= window.to);
  const last = bars.at(-1);
  if (!last) return { kind: 'no-trades', earlierBar: null };
  // A bar that started before the day had closed by its start: the newest of them is the price the day began at.
  const base = bars.findLast((bar) => bar.time < window.start)?.close ?? null;
  const day = bars.filter((bar) => bar.time >= window.start);
  const points = day.map((bar) => ({ time: bar.time + HOUR, price: bar.close }));
  return {
    kind: 'price',
    last: last.close,
    lastTradeHour: last.time + HOUR,
    change: base === null || base === 0 ? null : last.close / base - 1,
    tradedHours: day.length,
    points: base === null ? points : [{ time: window.start, price: base }, ...points],
  };
}
