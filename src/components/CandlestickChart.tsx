// The pool chart in React: the PriceChart is made once per mount and removed on unmount; bars, the marked bar
// and the theme each reach it through their own effect, so new data never rebuilds the chart.
import { useEffect, useRef } from 'react';
import type { Bar } from '../charts/bars';
import { PriceChart, THEMES } from '../charts/price-chart';
import { usePreferences } from '../lib/preferences';

interface CandlestickChartProps {
  bars: Bar[];
  label: string;
  marked: number | null;
  onBarClick?: (time: number) => void;
  onVisibleRangeChange?: (range: { from: number; to: number }) => void;
}

function useDark(): boolean {
  const { theme } = usePreferences();
  return theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
}

export function CandlestickChart({
  bars,
  label,
  marked,
  onBarClick,
  onVisibleRangeChange,
}: CandlestickChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<PriceChart | null>(null);
  // The chart calls back through these, so it need not be rebuilt when the page's handlers change.
  const handlers = useRef({ onBarClick, onVisibleRangeChange });
  handlers.current = { onBarClick, onVisibleRangeChange };
  const dark = useDark();

  useEffect(() => {
    const made = new PriceChart(box.current as HTMLDivElement, THEMES.light, {
      onBarClick: (time) => handlers.current.onBarClick?.(time),
      onVisibleRangeChange: (range) => handlers.current.onVisibleRangeChange?.(range),
    });
    chart.current = made;
    return () => {
      made.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => chart.current?.setColors(THEMES[dark ? 'dark' : 'light']), [dark]);
  useEffect(() => chart.current?.setBars(bars), [bars]);
  useEffect(() => chart.current?.mark(marked), [marked]);

  return <div ref={box} className="chart price-chart" role="img" aria-label={label} />;
}
