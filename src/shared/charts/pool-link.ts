// A pool link's chart parameters, defined once: which there are, how each value is read, and the rules between
// them. The pool page (routes/pool/search.ts, through zod and src/lib/url-state.ts), the embed (embed/params.ts),
// and the gateway's readers of pool links (the chart preload, the unfurl picture, oEmbed) all read a link here, so
// one link means one chart everywhere. Plain code, no zod: the embed page loads this and little else.
//
// How a link is read, as the app's pages read their URLs: of a repeated parameter the first non-empty value counts;
// enum values are read whatever their case; integers are canonical decimal digits (api/integers.ts); a value that
// cannot be read is dropped, with the reason.
import { RESOLUTIONS, type Resolution } from '../../api/chart-schemas';
import { MAX_TIMESTAMP, readInteger } from '../../api/integers';
import { chartEnd, presetRange, RANGE_PRESETS, type RangePreset } from './bars';
import { candleFor } from './candles';
import { firstChunk, type HistoryChunk } from './history-chunks';

export const PRESETS = Object.keys(RANGE_PRESETS) as [RangePreset, ...RangePreset[]];

/**
 * A pool link's chart: its candles' resolution (none: the range's own, linkResolution), and a preset range ending
 * now or from and to (unix seconds).
 */
export interface PoolLink {
  resolution?: Resolution | undefined;
  range?: RangePreset | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** A parameter of a link that was ignored, and why. */
export interface IgnoredParam {
  param: string;
  value: string;
  reason: string;
}

/** A parameter's reader: its value, or null when the text is not one. */
type Reader<T> = (text: string) => T | null;

const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (text) =>
    values.find((value) => value.toLowerCase() === text.toLowerCase()) ?? null;
const seconds: Reader<number> = (text) => readInteger(text, 0, MAX_TIMESTAMP);

/** Each chart parameter's reader and the reason given when it cannot read a value. */
export const POOL_LINK_PARAMS = {
  resolution: { read: oneOf(RESOLUTIONS), reason: `must be one of ${RESOLUTIONS.join(', ')}` },
  range: { read: oneOf(PRESETS), reason: `must be one of ${PRESETS.join(', ')}` },
  from: { read: seconds, reason: `must be unix seconds in plain digits, up to ${MAX_TIMESTAMP}` },
  to: { read: seconds, reason: `must be unix seconds in plain digits, up to ${MAX_TIMESTAMP}` },
};

/**
 * The first rule between parameters that `link` breaks: the parameter to drop, and why. A link breaking several
 * is read again after each drop (as url-state.ts does for the page), so both readers drop the same parameters.
 */
export function linkConflict(link: Partial<PoolLink>): { param: 'from' | 'range'; reason: string } | null {
  const { from, to, range } = link;
  if (from !== undefined && to !== undefined && from > to)
    return { param: 'from', reason: `must not be after to (${from} > ${to})` };
  if (range !== undefined && (from !== undefined || to !== undefined))
    return { param: 'range', reason: 'is ignored: from and to name the range' };
  return null;
}

/**
 * `search` read as a pool link, with `extra` the names of the reader's own further parameters (read by it, not
 * here). Never fails: what it cannot read is left out and listed.
 */
export function readPoolLink(
  search: URLSearchParams,
  extra: readonly string[] = [],
): { link: PoolLink; first: Record<string, string>; ignored: IgnoredParam[] } {
  const ignored: IgnoredParam[] = [];
  const first: Record<string, string> = {};
  for (const [param, value] of search) {
    if (!Object.hasOwn(POOL_LINK_PARAMS, param) && !extra.includes(param))
      ignored.push({ param, value, reason: 'is not a parameter of this page' });
    else if (value === '') continue;
    else if (Object.hasOwn(first, param))
      ignored.push({ param, value, reason: 'is repeated: only its first value counts' });
    else first[param] = value;
  }
  const link: PoolLink = {};
  for (const [param, { read, reason }] of Object.entries(POOL_LINK_PARAMS)) {
    const text = first[param];
    if (text === undefined) continue;
    const value = read(text);
    if (value === null) ignored.push({ param, value: text, reason });
    else Object.assign(link, { [param]: value });
  }
  for (let conflict = linkConflict(link); conflict; conflict = linkConflict(link)) {
    ignored.push({ param: conflict.param, value: String(link[conflict.param]), reason: conflict.reason });
    link[conflict.param] = undefined;
  }
  return { link, first, ignored };
}

/** Whether the link names where its range starts (a preset span or from), rather than the newest bars or all. */
export const namesStart = ({ range, from }: PoolLink) =>
  (range !== undefined && range !== 'all') || from !== undefined;

/**
 * The candle a link's chart is drawn in, at `now`: the one it names, else the one that fits its range (candles.ts);
 * daily for the newest bars and for all. The page, the embed, oEmbed's embed and the unfurl picture all ask here,
 * so a link without a candle draws the same candles everywhere and stays without one.
 */
export function linkResolution(link: PoolLink, now: number): Resolution {
  if (link.resolution !== undefined) return link.resolution;
  if (!namesStart(link)) return '1D';
  // The length of the range it names.
  const { range, from = 0, to = Math.max(now, from) } = link;
  return candleFor(range === undefined || range === 'all' ? to - from : RANGE_PRESETS[range]);
}

/**
 * The chart's first request for a link, at `now` (chartNow). Where the page and the embed differ: without a range,
 * the page opens on the newest grid chunk (and asks for older ones as the chart scrolls back); the embed, which
 * asks once, shows all. A chart that runs to the present ends at its candle's end (chartEnd), a preset range too;
 * from without to runs to then (or to from, when from is later: never before).
 */
export function firstRequest(link: PoolLink, now: number, unnamed: 'newest chunk' | 'all'): HistoryChunk {
  const resolution = linkResolution(link, now);
  const end = chartEnd(now, resolution);
  if (link.range !== undefined) return presetRange(link.range, end);
  const to = link.to ?? Math.max(end, link.from ?? 0);
  if (unnamed === 'all') return { from: link.from ?? 0, to };
  return firstChunk(resolution, link.from, to);
}

/** The pool page's first request: without a range, the newest grid chunk (older ones are asked as the chart scrolls). */
export const pageFirstRequest = (link: PoolLink, now: number) => firstRequest(link, now, 'newest chunk');

/** Whether the chart runs to the present, so that its last bar can still change and new bars arrive. */
export const runsToNow = (link: PoolLink) => link.to === undefined;
