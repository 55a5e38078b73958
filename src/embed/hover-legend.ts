// The OHLC readout over the embed's chart while the pointer is on it: the pool page's legend (src/charts/legend.ts),
// part by part as the pool page lays it out. Hidden otherwise, so that a small embed keeps its chart clear.
import { barIndexAt, pricePrecision, type Bar } from '../shared/charts/bars';
import { barLegend, gapParts, legendParts } from '../charts/legend';

/**
 * A legend line put in `box` over the chart of the bars `shown` gives (the newest, as the chain adds to them): shows
 * the slot starting at a time, or hides for null.
 */
export function hoverLegend(box: HTMLElement, shown: () => readonly Bar[]): (time: number | null) => void {
  const line = document.createElement('div');
  line.className = 'chart-legend';
  line.hidden = true;
  box.append(line);
  let precision = { of: [] as readonly Bar[], decimals: 0 };
  return (time) => {
    line.hidden = time === null;
    if (time === null) return;
    const bars = shown();
    if (precision.of !== bars) precision = { of: bars, decimals: pricePrecision(bars.map((bar) => bar.low)) };
    const { decimals } = precision;
    const index = barIndexAt(bars, time);
    const bar = bars[index];
    const parts =
      bar?.time === time ? legendParts(barLegend(bar, bars[index - 1], decimals)) : gapParts(time);
    line.replaceChildren(
      ...parts.flatMap(({ text, className }, i) => {
        const span = document.createElement('span');
        span.className = className;
        span.textContent = text;
        // Spaces between the parts, outside them: the line wraps there, never inside a part.
        return i === 0 ? [span] : [' ', span];
      }),
    );
  };
}
