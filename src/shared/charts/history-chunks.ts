// Which price bars a pool chart asks for. A pool's whole history at a fine resolution is hundreds of thousands of
// bars, most of which nobody scrolls back to; and every distinct range is a request of the API's quota. So a chart
// without a range of its own asks for its newest bars only, from a fixed grid of chunk starts, and each step back
// into the past asks for the grid chunk before: the same request for every visitor, and a closed range of the past
// that caches can keep. Pure, so it is tested alone.
import type { Resolution, UdfHistory } from '../../api/chart-schemas';
import { resolutionSeconds, udfToBars, type Bar, type UdfArrays } from './bars';

/** Bars in a chunk: more than a wide chart shows, few enough to arrive at once. */
export const CHUNK_BARS = 500;

/** A request's time range, unix seconds, both ends inclusive (as the UDF endpoint reads them). */
export interface HistoryChunk {
  from: number;
  to: number;
}

/** A chunk's length in seconds; chunks start on its multiples. */
export function chunkSeconds(resolution: Resolution): number {
  return CHUNK_BARS * resolutionSeconds(resolution);
}

/**
 * A chart's first request: the range its URL names, as named; else up to `to`, from the start of the grid chunk
 * before the one that holds `to` (500 to 1,000 bars, whatever the minute).
 */
export function firstChunk(resolution: Resolution, from: number | undefined, to: number): HistoryChunk {
  if (from !== undefined) return { from, to };
  const span = chunkSeconds(resolution);
  return { from: Math.max(0, (Math.floor(to / span) - 1) * span), to };
}

/**
 * The chunk before `loaded`, given its answer, or null when there is nothing older: the grid chunk that ends just
 * before `loaded` starts; past an empty stretch that names an earlier bar (`nextTime`), the grid chunk holding that
 * bar, up to the same end (it holds no more bars than a chunk does).
 */
export function olderChunk(
  resolution: Resolution,
  loaded: HistoryChunk,
  answer: UdfHistory,
): HistoryChunk | null {
  if (loaded.from <= 0) return null;
  const span = chunkSeconds(resolution);
  const gridStart = (time: number) => Math.floor(time / span) * span;
  const to = loaded.from - 1;
  if (answer.s === 'ok') return { from: gridStart(to), to };
  if (answer.s === 'no_data' && answer.nextTime !== undefined && answer.nextTime < loaded.from)
    return { from: gridStart(answer.nextTime), to };
  return null;
}

/** The bars of the chunks loaded, given newest first: ascending, and a bar two chunks both hold appears once. */
export function chunkBars(answers: readonly UdfHistory[]): Bar[] {
  const filled = answers.filter((answer): answer is UdfHistory & UdfArrays => answer.s === 'ok');
  // A chart's first frame holds one chunk: its arrays are read as they came.
  if (filled.length === 1) return udfToBars(filled[0] as UdfArrays);
  let joined: UdfArrays = { t: [], o: [], h: [], l: [], c: [], v: [] };
  for (const answer of filled.toReversed()) {
    // concat, not push(...): one chunk of an explicit range can hold more bars than a call takes arguments.
    joined = {
      t: joined.t.concat(answer.t),
      o: joined.o.concat(answer.o),
      h: joined.h.concat(answer.h),
      l: joined.l.concat(answer.l),
      c: joined.c.concat(answer.c),
      v: joined.v.concat(answer.v),
    };
  }
  return udfToBars(joined);
}
