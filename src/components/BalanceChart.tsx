// Balances over time as lines. This module owns lightweight-charts for the account page: the chart is created
// once (sized by the library to its box), data is set in its own effect, and the chart is removed on unmount.
// Only chart modules import the library, so it loads on the routes that draw charts and nowhere else. New lines
// (a new array) are drawn and fitted into view; the same lines again leave the view where the person put it.
import {
  createChart,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { crosshairFormatter, tickMarkFormatter } from '../charts/time-labels';
import { formatDecimal } from '../shared/numbers/decimals';
import { useScheme } from '../lib/preferences';
import { COLORS, type ThemeColor } from '../shared/theme/colors';

export interface Line {
  title: string;
  color: ThemeColor;
  points: { time: number; value: number }[];
}

export function BalanceChart({ lines, label }: { lines: Line[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Line'>[]>([]);
  const scheme = useScheme();
  const titles = lines.map((line) => line.title).join('|');

  useEffect(() => {
    const element = box.current as HTMLDivElement;
    const created = createChart(element, {
      autoSize: true,
      // The logo would inject a <style> element, which the Content-Security-Policy forbids; the page credits
      // TradingView in text instead.
      layout: { attributionLogo: false, background: { color: 'transparent' }, fontFamily: 'inherit' },
      // Labels are kept whole: a price label at the scale's top or bottom edge is left out rather than cut in
      // half, and the first and last dates are moved inside the chart (the library does so only for fixed edges).
      rightPriceScale: { borderVisible: false, entireTextOnly: true },
      timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true, tickMarkFormatter },
      localization: {
        timeFormatter: crosshairFormatter(false),
        priceFormatter: (value: number) => `${formatDecimal(value, 2)} τ`,
      },
      // A vertical swipe over the chart scrolls the page; a horizontal one pans the chart, a pinch zooms it.
      handleScroll: { vertTouchDrag: false },
    });
    chart.current = created;
    // The time range in view (the first and last point's time, in seconds: the points' times are numbers), for
    // the browser tests to read.
    created.timeScale().subscribeVisibleTimeRangeChange((range) => {
      if (range) element.dataset.visibleRange = `${range.from as number}..${range.to as number}`;
    });
    return () => {
      created.remove();
      chart.current = null;
      series.current = [];
    };
  }, []);

  // One series per line; re-made only when the set of lines changes (their colours are set with the theme's).
  useEffect(() => {
    const current = chart.current as IChartApi;
    series.current = titles
      .split('|')
      .map((title) => current.addSeries(LineSeries, { title, lineWidth: 2, priceLineVisible: false }));
    return () => {
      for (const made of series.current) current.removeSeries(made);
      series.current = [];
    };
  }, [titles]);

  useEffect(() => {
    lines.forEach((line, i) =>
      series.current[i]?.setData(line.points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value }))),
    );
    chart.current?.timeScale().fitContent();
  }, [lines]);

  useEffect(() => {
    const grid = COLORS.border[scheme];
    chart.current?.applyOptions({
      layout: { textColor: COLORS.text[scheme] },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    });
    lines.forEach((line, i) => series.current[i]?.applyOptions({ color: line.color[scheme] }));
  }, [scheme, lines]);

  return <div ref={box} className="chart" role="img" aria-label={label} />;
}
