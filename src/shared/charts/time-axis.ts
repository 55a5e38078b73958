// A chart's time axis: every bar slot of the resolution's grid (src/api/chart-schemas.ts, barStart) from the start of
// the range to its end, so that time without trades stays on the axis as empty space instead of vanishing between
// the bars either side. A slot without a trade is a gap: lightweight-charts' whitespace data, a time and nothing
// else. Pure, so it is tested alone; the pool page and the embed draw it.
import { barStart, resolutionSeconds, type Resolution } from '../../api/chart-schemas';
import type { Bar, Slot } from './bars';

/**
 * Past this many slots the axis is not filled and the bars are drawn side by side, as they come: the chart would
 * spend more on the empty time than on the bars (a month of 1-minute slots is 43,200).
 */
export const MAX_SLOTS = 50_000;

export interface AxisRange {
  /** Where the axis starts; before the first bar only with `emptyStart`. */
  from: number;
  /** Where it ends: the slots that start before it (and every bar, also those after it). */
  to: number;
  /**
   * Whether the time from `from` to the first bar is shown empty (a range the link names: its whole span is
   * shown), or the axis starts at the first bar after `from` (a chart of the newest bars, or of all of them).
   */
  emptyStart: boolean;
}

/** Where the axis starts: `from`, or with no `emptyStart` the first bar after it. */
export const axisStart = (bars: readonly Bar[], { from, emptyStart }: Omit<AxisRange, 'to'>) =>
  emptyStart ? from : Math.max(from, bars[0]?.time ?? from);

/**
 * `bars` (ascending) with a gap for each slot of `resolution`'s grid in `range` that holds none. A bar off the grid
 * takes the place of the slot it falls in. Past MAX_SLOTS, `bars` as they are.
 */
export function fillGaps(bars: readonly Bar[], resolution: Resolution, range: AxisRange): Slot[] {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return [...bars];
  const step = resolutionSeconds(resolution);
  const start = barStart(axisStart(bars, range), resolution);
  // The slots up to `to`, and on to the last bar when bars came after it (a live chart's newest).
  const end = Math.max(range.to, last.time + 1);
  if ((end - start) / step > MAX_SLOTS) return [...bars];
  const slots: Slot[] = [];
  let next = 0;
  for (let slot = start; slot < end; slot += step) {
    let traded = false;
    for (let bar = bars[next]; bar !== undefined && bar.time < slot + step; bar = bars[++next]) {
      slots.push(bar);
      // A bar before the axis starts is kept, but fills no slot.
      traded ||= bar.time >= slot;
    }
    if (!traded) slots.push({ time: slot });
  }
  return slots;
}
