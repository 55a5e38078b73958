// The pool chart in React: the PriceChart is made once per mount and removed on unmount; bars, the marked bar
// and the theme each reach it through their own effect, so new data never rebuilds the chart. A new series (pool,
// resolution or range) is fitted into view; older bars of the series shown keep the view where the person put it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Bar } from '../charts/bars';
import { PriceChart, THEMES } from '../charts/price-chart';
import { usePreferences } from '../lib/preferences';

interface CandlestickChartProps {
  bars: Bar[];
  /** What the bars are of: when it changes, the new bars are fitted into view. */
  series: string;
  label: string;
  marked: number | null;
  onBarClick?: (time: number) => void;
  onVisibleRangeChange?: (range: { from: number; to: number }) => void;
  onOldestReached?: () => void;
}

function useDark(): boolean {
  const { theme } = usePreferences();
  return theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
}

export function CandlestickChart({
  bars,
  series,
  label,
  marked,
  onBarClick,
  onVisibleRangeChange,
  onOldestReached,
}: CandlestickChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<PriceChart | null>(null);
  const shownSeries = useRef<string | null>(null);
  // The chart calls back through these, so it need not be rebuilt when the page's handlers change.
  const handlers = useRef({ onBarClick, onVisibleRangeChange, onOldestReached });
  useLayoutEffect(() => {
    handlers.current = { onBarClick, onVisibleRangeChange, onOldestReached };
  });
  const dark = useDark();

  useEffect(() => {
    const made = new PriceChart(box.current as HTMLDivElement, THEMES.light, {
      onBarClick: (time) => handlers.current.onBarClick?.(time),
      onVisibleRangeChange: (range) => handlers.current.onVisibleRangeChange?.(range),
      onOldestReached: () => handlers.current.onOldestReached?.(),
    });
    chart.current = made;
    // A chart made anew (React's strict mode makes it twice) has shown nothing yet: its first bars are fitted.
    shownSeries.current = null;
    return () => {
      made.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => chart.current?.setColors(THEMES[dark ? 'dark' : 'light']), [dark]);
  useEffect(() => {
    chart.current?.setBars(bars, { keepView: series === shownSeries.current });
    shownSeries.current = series;
  }, [bars, series]);
  useEffect(() => chart.current?.mark(marked), [marked]);

  return <div ref={box} className="chart price-chart" role="img" aria-label={label} />;
}
