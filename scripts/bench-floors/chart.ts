// What the chart floors draw, as the bare page of bench-chart.ts draws it: candles and volume, every bar.
import { CandlestickSeries, createChart, HistogramSeries, type UTCTimestamp } from 'lightweight-charts';
import type { UdfArrays } from '../../src/shared/charts/bars';

/** Replaced by the build with the mark bench-chart.ts waits for (DRAWN_MARK). */
declare const DRAWN_MARK: string;

/** The charting history's arrays, as the app reads them. */
export type Udf = UdfArrays;

export function drawBars(box: HTMLElement, u: Udf): void {
  const chart = createChart(box, { autoSize: true });
  const series = chart.addSeries(CandlestickSeries);
  const at = (values: number[], i: number) => values[i] as number;
  series.setData(
    u.t.map((t, i) => ({
      time: t as UTCTimestamp,
      open: at(u.o, i),
      high: at(u.h, i),
      low: at(u.l, i),
      close: at(u.c, i),
    })),
  );
  const histogram = chart.addSeries(HistogramSeries, { priceScaleId: 'volume' });
  histogram.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  histogram.setData(
    u.t.map((t, i) => ({
      time: t as UTCTimestamp,
      value: at(u.v, i),
      color: at(u.c, i) >= at(u.o, i) ? '#1a7f3766' : '#cf222e66',
    })),
  );
  chart.timeScale().fitContent();
  requestAnimationFrame(() => performance.mark(DRAWN_MARK));
}
