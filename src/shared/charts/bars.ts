// From the API's UDF arrays to chart bars: ascending by time, one bar per time (the later one wins, as a refresh
// of the same bar would), and no bar with a value that is not a finite number. Pure, so it is tested alone.

import { resolutionSeconds, udfHistoryUrl, type Bar, type Resolution } from '../../api/chart-schemas';

export type { Bar };

/** A slot of a chart's time axis in which nothing traded: its start, unix seconds (src/shared/charts/time-axis.ts). */
export interface Gap {
  time: number;
}
/** A slot of a chart's time axis: a bar, or a gap. */
export type Slot = Bar | Gap;

export const isBar = (slot: Slot): slot is Bar => 'open' in slot;

export interface UdfArrays {
  t: number[];
  o: number[];
  h: number[];
  l: number[];
  c: number[];
  v: number[];
}

const finite = (value: number | undefined) => value !== undefined && Number.isFinite(value);

// Each check written out rather than over an array of the values: this runs once per bar, before the first frame,
// while the code is still cold.
const isWhole = (bar: { [K in keyof Bar]: number | undefined }): bar is Bar =>
  Number.isSafeInteger(bar.time) &&
  finite(bar.open) &&
  finite(bar.high) &&
  finite(bar.low) &&
  finite(bar.close) &&
  finite(bar.volume);

export function udfToBars({ t, o, h, l, c, v }: UdfArrays): Bar[] {
  const bars: Bar[] = [];
  let ascending = true;
  let previous = -Infinity;
  for (let i = 0; i < t.length; i++) {
    const bar = { time: t[i], open: o[i], high: h[i], low: l[i], close: c[i], volume: v[i] ?? 0 };
    if (!isWhole(bar)) continue;
    ascending &&= previous < bar.time;
    previous = bar.time;
    bars.push(bar);
  }
  // The API answers in time order, so the common case skips the Map and the sort (together they cost more than
  // everything else here for 10,000 bars).
  if (ascending) return bars;
  const byTime = new Map(bars.map((bar) => [bar.time, bar]));
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

const DAY = 86_400;

/**
 * "Now" for a chart that runs to the present: the end of the current minute (the shortest bar). Its requests end
 * later still, where its candle ends (chartEnd).
 */
export function chartNow(ms = Date.now()): number {
  return Math.ceil(ms / 60_000) * 60;
}

// A bar's length is part of the contract (the gateway reckons when bars have closed from it).
export { resolutionSeconds } from '../../api/chart-schemas';

/** The longest a chart's end is held: an hour's worth of a pool's new trades reach a chart by its live poll. */
const END_GRID_MAX = 3600;

/**
 * Where the requests of a chart that runs to the present end, at `now` (chartNow): the end of its current candle,
 * or of the current hour for longer candles. Every view of a pool's chart within that candle asks the same range, so
 * that the gateway answers them from one upstream request (and from that answer when the quota is spent, rather
 * than with a 429); an embed on a busy site would otherwise spend a request of the API's quota on every viewer.
 */
export function chartEnd(now: number, resolution: Resolution): number {
  const grid = Math.min(resolutionSeconds(resolution), END_GRID_MAX);
  return Math.ceil(now / grid) * grid;
}

/** A chart's live end: the bars from the newest one loaded (still open) to now. */
export interface LiveRequest {
  netuid: number;
  resolution: Resolution;
  /** The newest loaded bar's start: the answers hold it (still open) and every bar after it. */
  since: number;
}

/**
 * The live end's URL at `now` (chartNow): to the end the chart's first request has (chartEnd), so that every
 * visitor of the pool, the pool page's and the embed's, asks the same URL and the gateway answers them all from
 * one upstream request.
 */
export const liveBarsUrl = ({ netuid, resolution, since }: LiveRequest, now: number) =>
  udfHistoryUrl(netuid, resolution, since, chartEnd(now, resolution));

export const RANGE_PRESETS = {
  '1d': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '90d': 90 * DAY,
  all: null,
} as const;
export type RangePreset = keyof typeof RANGE_PRESETS;

/** A preset range ending at `to` (unix seconds); "all" starts at the epoch. */
export function presetRange(preset: RangePreset, to: number): { from: number; to: number } {
  const span = RANGE_PRESETS[preset];
  return { from: span === null ? 0 : to - span, to };
}

/**
 * Decimals for prices this small: alpha prices are fractions of a TAO, so a fixed two decimals would show 0.00.
 * Enough places for five significant digits of the smallest price, between 2 and 9 (rao).
 */
export function pricePrecision(prices: number[]): number {
  // A loop, not Math.min(...prices): an explicit range can hold more bars than a call takes arguments.
  let smallest = Infinity;
  for (const price of prices) if (price > 0 && price < smallest) smallest = price;
  if (!Number.isFinite(smallest)) return 2;
  const magnitude = Math.floor(Math.log10(smallest));
  return Math.min(9, Math.max(2, 4 - magnitude));
}

/** The index of the bar (or slot) a time falls in (the last starting at or before it), or -1 before the first. */
export function barIndexAt(bars: readonly Slot[], time: number): number {
  let low = 0;
  let high = bars.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((bars[middle] as Slot).time <= time) low = middle + 1;
    else high = middle - 1;
  }
  return high;
}

/**
 * `history` with the bars of a newer answer laid over its end: from the first bar `live` holds, `live`'s bars
 * replace the rest (the last bar, still open, with its new close; new bars after it). The same array when
 * `live` adds nothing, so that the chart has nothing to redraw.
 */
export function mergeBars(history: Bar[], live: readonly Bar[]): Bar[] {
  const first = live[0];
  if (first === undefined) return history;
  const cut = barIndexAt(history, first.time - 1) + 1;
  return history.slice(0, cut).concat(live);
}

const sameBar = (a: Bar, b: Bar) =>
  a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.volume === b.volume;

const sameSlot = (a: Slot, b: Slot) =>
  a === b || (a.time === b.time && (isBar(a) ? isBar(b) && sameBar(a, b) : !isBar(b)));

/**
 * The slots to update when `next` is `shown` with only its last slot changed and newer slots added (a live
 * update), from `shown`'s last slot on (none when nothing changed); null when anything else changed, which needs
 * the whole series set again.
 */
export function changedTail(shown: readonly Slot[], next: readonly Slot[]): Slot[] | null {
  const last = shown.length - 1;
  if (last < 0 || next.length < shown.length || (next[last] as Slot).time !== (shown[last] as Slot).time)
    return null;
  for (let i = 0; i < last; i++) if (!sameSlot(shown[i] as Slot, next[i] as Slot)) return null;
  // The same slots again (a live answer with nothing new) update none.
  if (next.length === shown.length && sameSlot(shown[last] as Slot, next[last] as Slot)) return [];
  return next.slice(last);
}
