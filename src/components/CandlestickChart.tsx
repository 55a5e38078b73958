// The pool chart in React: the PriceChart is made once per mount and removed on unmount; bars, the marked bar,
// the theme and the price scale each reach it through their own effect, so new data never rebuilds the chart. A
// new series (pool, resolution or range) is fitted into view; older bars of the series shown keep the view where
// the person put it, and a live update redraws only the bars it changed.
//
// The chart takes keyboard focus: ←/→ move the crosshair bar by bar, Home/End to the first and last bar loaded,
// Enter picks the bar (as a click does). The legend over it follows the crosshair, and shows the newest bar when
// the crosshair is on none.
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { barIndexAt, pricePrecision, type Bar } from '../charts/bars';
import { barForKey, CHART_KEYS_HINT } from '../charts/legend';
import { PriceChart, THEMES } from '../charts/price-chart';
import { useScheme } from '../lib/preferences';
import { ChartLegend } from './ChartLegend';

interface CandlestickChartProps {
  bars: Bar[];
  /** What the bars are of: when it changes, the new bars are fitted into view. */
  series: string;
  label: string;
  marked: number | null;
  /** The time range "Fit" shows: the one the chart was asked for; null: every bar loaded. */
  fitRange: { from: number; to: number } | null;
  /** The name "Download PNG" saves the chart under, given the time range in view (bar starts). */
  fileName: (visible: { from: number; to: number } | null) => string;
  onBarClick?: (time: number) => void;
  onVisibleRangeChange?: (range: { from: number; to: number }) => void;
  onOldestReached?: () => void;
}

/** Saves a canvas as a PNG file, as a link with a download name does. */
function savePng(canvas: HTMLCanvasElement, name: string) {
  canvas.toBlob((blob) => {
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = name;
    link.click();
    // The browser has taken the file once the click's task is over.
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  }, 'image/png');
}

export function CandlestickChart({
  bars,
  series,
  label,
  marked,
  fitRange,
  fileName,
  onBarClick,
  onVisibleRangeChange,
  onOldestReached,
}: CandlestickChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<PriceChart | null>(null);
  const shownSeries = useRef<string | null>(null);
  // The bar under the crosshair, of the series it was pointed in (a new series starts with none).
  const [pointed, setPointed] = useState<{ series: string; time: number } | null>(null);
  const [logScale, setLogScale] = useState(false);
  const hint = useId();
  // The chart calls back through these, so it need not be rebuilt when the page's handlers change.
  const handlers = useRef({ onBarClick, onVisibleRangeChange, onOldestReached, series });
  useLayoutEffect(() => {
    handlers.current = { onBarClick, onVisibleRangeChange, onOldestReached, series };
  });
  const scheme = useScheme();

  // Layout effects, all that feed the chart: it is made and given its bars and colours before the browser paints
  // the page, so its first frame (the library draws in the next animation frame) comes with the page's.
  useLayoutEffect(() => {
    const made = new PriceChart(box.current as HTMLDivElement, THEMES.light, {
      onBarClick: (time) => handlers.current.onBarClick?.(time),
      onVisibleRangeChange: (range) => handlers.current.onVisibleRangeChange?.(range),
      onOldestReached: () => handlers.current.onOldestReached?.(),
      onPoint: (time) => setPointed(time === null ? null : { series: handlers.current.series, time }),
    });
    chart.current = made;
    // A chart made anew (React's strict mode makes it twice) has shown nothing yet: its first bars are fitted.
    shownSeries.current = null;
    return () => {
      made.destroy();
      chart.current = null;
    };
  }, []);

  useLayoutEffect(() => chart.current?.setColors(THEMES[scheme]), [scheme]);
  useLayoutEffect(() => {
    chart.current?.setBars(bars, { keepView: series === shownSeries.current });
    shownSeries.current = series;
  }, [bars, series]);
  useLayoutEffect(() => chart.current?.mark(marked), [marked]);
  useLayoutEffect(() => chart.current?.setLogScale(logScale), [logScale]);

  const decimals = useMemo(() => pricePrecision(bars.map((bar) => bar.low)), [bars]);
  const shown = pointed?.series === series ? Math.max(0, barIndexAt(bars, pointed.time)) : bars.length - 1;

  const onKeyDown = (event: KeyboardEvent) => {
    const bar = bars[shown];
    if (!bar || !chart.current) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onBarClick?.(bar.time);
      return;
    }
    const next = barForKey(event.key, shown, bars.length);
    if (next === null) return;
    event.preventDefault();
    chart.current.point((bars[next] as Bar).time);
  };

  return (
    <>
      <div className="chart-tools">
        <p className="muted" id={hint}>
          {CHART_KEYS_HINT}
        </p>
        <div role="group" aria-label="Chart">
          <button type="button" onClick={() => chart.current?.fit(fitRange)}>
            Fit
          </button>
          <button type="button" aria-pressed={logScale} onClick={() => setLogScale(!logScale)}>
            Log scale
          </button>
          <button
            type="button"
            onClick={() => {
              const made = chart.current;
              if (made) savePng(made.image(), fileName(made.visibleTimes()));
            }}
          >
            Download PNG
          </button>
        </div>
      </div>
      <div className="price-chart-frame">
        <ChartLegend bar={bars[shown]} previous={bars[shown - 1]} decimals={decimals} />
        <div
          ref={box}
          className="chart price-chart"
          role="application"
          aria-label={label}
          aria-describedby={hint}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onBlur={() => {
            chart.current?.clearPoint();
            setPointed(null);
          }}
        />
      </div>
    </>
  );
}
