// The legend over the pool chart: the bar under the crosshair (mouse or keys), or the newest bar, as numbers. A
// polite live region, so that a screen reader says the bar the arrow keys moved to.
import type { Bar } from '../charts/bars';
import { barLegend } from '../charts/legend';

interface ChartLegendProps {
  bar: Bar | undefined;
  previous: Bar | undefined;
  /** The decimals the price axis shows. */
  decimals: number;
}

export function ChartLegend({ bar, previous, decimals }: ChartLegendProps) {
  const legend = bar && barLegend(bar, previous, decimals);
  return (
    <div className="chart-legend" aria-live="polite" aria-atomic="true">
      {legend && (
        <>
          <span className="chart-legend-time">{legend.time}</span> <span>O {legend.open}</span>{' '}
          <span>H {legend.high}</span> <span>L {legend.low}</span> <span>C {legend.close}</span>{' '}
          <span className={`chart-legend-change ${legend.direction}`}>
            {legend.change}
            {legend.changePercent && ` (${legend.changePercent})`}
          </span>{' '}
          <span>Vol {legend.volume}</span>
        </>
      )}
    </div>
  );
}
