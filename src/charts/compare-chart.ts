// Subnets' prices as lines of their change from the range's start (src/shared/charts/compare.ts), one chart for the
// compare page and its embed. Framework-free, as price-chart.ts: made once, fed with setLines, removed with destroy.
import {
  createChart,
  CrosshairMode,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Scheme } from '../shared/theme/colors';
import { COLORS } from '../shared/theme/colors';
import { LINE_COLORS } from '../shared/theme/line-colors';
import { formatPercent } from '../shared/numbers/amounts';
import { crosshairFormatter, tickMarkFormatter } from './time-labels';

export interface CompareLineData {
  /** A line's points: times in unix seconds, values as changes (0.0123 is +1.23 %). */
  points: { time: number; value: number }[];
}

export class CompareChart {
  private readonly chart: IChartApi;
  private series: ISeriesApi<'Line'>[] = [];
  private scheme: Scheme = 'light';

  /** A chart filling `box`; `onPoint` hears the time under the pointer (null: off the lines). */
  constructor(box: HTMLElement, onPoint: (time: number | null) => void) {
    this.chart = createChart(box, {
      autoSize: true,
      // The logo injects a <style> element, which the Content-Security-Policy forbids; pages credit TradingView
      // in text instead.
      layout: { attributionLogo: false, background: { color: 'transparent' }, fontFamily: 'inherit' },
      rightPriceScale: { borderVisible: false, entireTextOnly: true },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, tickMarkFormatter },
      localization: {
        timeFormatter: crosshairFormatter(true),
        priceFormatter: (change: number) => formatPercent(change).text,
      },
      crosshair: { mode: CrosshairMode.Normal },
      // A vertical swipe over the chart scrolls the page; a horizontal one pans the chart, a pinch zooms it.
      handleScroll: { vertTouchDrag: false },
    });
    this.chart.subscribeCrosshairMove(({ time }) => onPoint(time === undefined ? null : (time as number)));
    this.applyColors();
  }

  /** The lines, in the link's order (each its colour of LINE_COLORS), fitted into view. */
  setLines(lines: readonly CompareLineData[]): void {
    while (this.series.length > lines.length)
      this.chart.removeSeries(this.series.pop() as ISeriesApi<'Line'>);
    while (this.series.length < lines.length)
      this.series.push(
        this.chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, lastValueVisible: true }),
      );
    lines.forEach((line, i) =>
      this.series[i]?.setData(line.points.map(({ time, value }) => ({ time: time as UTCTimestamp, value }))),
    );
    this.applyColors();
    this.chart.timeScale().fitContent();
  }

  setScheme(scheme: Scheme): void {
    this.scheme = scheme;
    this.applyColors();
  }

  destroy(): void {
    this.chart.remove();
  }

  private applyColors(): void {
    const grid = COLORS.chartGrid[this.scheme];
    this.chart.applyOptions({
      layout: { textColor: COLORS.text[this.scheme] },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    });
    this.series.forEach((series, i) =>
      series.applyOptions({ color: (LINE_COLORS[i] ?? LINE_COLORS[0])?.[this.scheme] }),
    );
  }
}
