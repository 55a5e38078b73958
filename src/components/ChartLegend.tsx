// The legend over the pool chart: the bar under the crosshair (mouse or keys), or the newest bar, as numbers; over
// empty time, that nothing traded then. A polite live region, so that a screen reader says the bar the arrow keys
// moved to.
import { Fragment } from 'react';
import type { Bar } from '../shared/charts/bars';
import { barLegend, gapParts, legendParts } from '../charts/legend';

interface ChartLegendProps {
  bar: Bar | undefined;
  previous: Bar | undefined;
  /** The decimals the price axis shows. */
  decimals: number;
  /** The start of the empty time pointed at, in place of a bar. */
  gap?: number | null;
}

export function ChartLegend({ bar, previous, decimals, gap = null }: ChartLegendProps) {
  const parts = gap !== null ? gapParts(gap) : bar ? legendParts(barLegend(bar, previous, decimals)) : [];
  return (
    <div className="chart-legend" aria-live="polite" aria-atomic="true">
      {parts.map(({ text, className }, i) => (
        // Spaces between the parts, outside them: the line wraps there, never inside a part.
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className={className || undefined}>{text}</span>
        </Fragment>
      ))}
    </div>
  );
}
