// The pool chart's PriceChart in React: made once per mount and removed on unmount; the time axis, the marked bar,
// the theme and the price scale each reach it through their own effect, so new data never rebuilds the chart. A
// new series (pool, resolution or range) is fitted into view; older bars of the series shown keep the view where
// the person put it, and a live update redraws only the slots it changed.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Slot } from '../shared/charts/bars';
import { PriceChart, THEMES, type PriceChartEvents } from '../charts/price-chart';
import { useScheme } from '../lib/preferences';

interface PriceChartOptions extends Omit<PriceChartEvents, 'onPoint'> {
  slots: readonly Slot[];
  /** What the slots are of: when it changes, the new ones are fitted into view. */
  series: string;
  marked: number | null;
  logScale: boolean;
}

/**
 * The chart drawn in the element `box` is put on: the PriceChart itself (for its tools), and the slot the
 * crosshair is on (its start), in the series shown; null when on none.
 */
export function usePriceChart({ slots, series, marked, logScale, ...events }: PriceChartOptions) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<PriceChart | null>(null);
  const shownSeries = useRef<string | null>(null);
  // The slot under the crosshair, of the series it was pointed in (a new series starts with none).
  const [pointed, setPointed] = useState<{ series: string; time: number } | null>(null);
  // The chart calls back through these, so it need not be rebuilt when the page's handlers change.
  const handlers = useRef({ ...events, series });
  useLayoutEffect(() => {
    handlers.current = { ...events, series };
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
    chart.current?.setBars(slots, { keepView: series === shownSeries.current });
    shownSeries.current = series;
  }, [slots, series]);
  useLayoutEffect(() => chart.current?.mark(marked), [marked]);
  useLayoutEffect(() => chart.current?.setLogScale(logScale), [logScale]);

  const clearPoint = () => {
    chart.current?.clearPoint();
    setPointed(null);
  };
  return { box, chart, pointed: pointed?.series === series ? pointed.time : null, clearPoint };
}
