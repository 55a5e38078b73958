// The pool chart on its page: its tools (ChartTools), the legend (ChartLegend) and the chart itself, drawn by a
// PriceChart (usePriceChart) on the slots of its time axis, empty time included.
//
// The chart takes keyboard focus: ←/→ move the crosshair bar by bar, Home/End to the first and last bar loaded,
// Enter picks the bar (as a click does). The legend over it follows the crosshair, and shows the newest bar when
// the crosshair is on none.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { barIndexAt, pricePrecision, type Bar, type Slot } from '../shared/charts/bars';
import { barForKey } from '../charts/legend';
import { ChartLegend } from './ChartLegend';
import { ChartTools } from './ChartTools';
import { usePriceChart } from './use-price-chart';

interface CandlestickChartProps {
  bars: Bar[];
  /** The bars on their time axis, with a gap for each slot without a trade (src/shared/charts/time-axis.ts). */
  slots: readonly Slot[];
  /** What the bars are of: when it changes, the new bars are fitted into view. */
  series: string;
  label: string;
  marked: number | null;
  fitRange: { from: number; to: number } | null;
  fileName: (visible: { from: number; to: number } | null) => string;
  onBarClick?: (time: number) => void;
  onVisibleRangeChange?: (range: { from: number; to: number }) => void;
  onOldestReached?: () => void;
}

export function CandlestickChart({ bars, label, fitRange, fileName, ...drawn }: CandlestickChartProps) {
  const [logScale, setLogScale] = useState(false);
  const { box, chart, pointed, clearPoint } = usePriceChart({ ...drawn, logScale });
  const hint = useId();
  const decimals = useMemo(() => pricePrecision(bars.map((bar) => bar.low)), [bars]);
  // The bar pointed at, or the one before the empty time pointed at; the newest when none is.
  const index = pointed === null ? bars.length - 1 : barIndexAt(bars, pointed);
  const gap = pointed !== null && bars[index]?.time !== pointed ? pointed : null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      // The slot pointed at, as a click picks it: a bar, or empty time (whose swaps are none).
      const time = gap ?? bars[index]?.time;
      if (time === undefined) return;
      event.preventDefault();
      drawn.onBarClick?.(time);
      return;
    }
    const next = barForKey(event.key, index, bars.length, gap !== null);
    if (next === null) return;
    event.preventDefault();
    chart.current?.point((bars[next] as Bar).time);
    // At the first bar loaded the keys ask for older ones, as scrolling there does.
    if (next === 0) drawn.onOldestReached?.();
  };

  return (
    <>
      <ChartTools
        chart={() => chart.current}
        hint={hint}
        logScale={logScale}
        onLogScale={setLogScale}
        fitRange={fitRange}
        fileName={fileName}
      />
      <div className="price-chart-frame">
        <ChartLegend bar={bars[index]} previous={bars[index - 1]} decimals={decimals} gap={gap} />
        <div
          ref={box}
          className="chart price-chart"
          role="application"
          aria-label={label}
          aria-describedby={hint}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onBlur={clearPoint}
        />
      </div>
    </>
  );
}
