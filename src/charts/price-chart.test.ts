// @vitest-environment jsdom
// The chart's own drawing is the library's; what this module decides is when to set the whole series, when to
// update its last bars only, and when to move the view. The library is replaced by a recorder of those calls.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bar } from '../shared/charts/bars';

const calls: string[] = [];
const series = (name: string) => ({
  applyOptions: () => {},
  setData: (data: unknown[]) => calls.push(`${name}.setData ${data.length}`),
  update: (bar: { time: number }) => calls.push(`${name}.update ${bar.time}`),
  priceScale: () => ({ applyOptions: () => {} }),
});

vi.mock('lightweight-charts', () => ({
  CandlestickSeries: 'candles',
  HistogramSeries: 'volume',
  PriceScaleMode: { Normal: 0, Logarithmic: 1 },
  CrosshairMode: { Normal: 0, Magnet: 1 },
  createSeriesMarkers: () => ({ setMarkers: () => {} }),
  createChart: () => {
    return {
      addSeries: (type: string) => series(type),
      applyOptions: () => {},
      subscribeClick: () => {},
      subscribeCrosshairMove: () => {},
      setCrosshairPosition: (_price: number, time: number) => calls.push(`crosshair ${time}`),
      timeScale: () => ({
        subscribeVisibleTimeRangeChange: () => {},
        subscribeVisibleLogicalRangeChange: () => {},
        getVisibleLogicalRange: () => ({ from: 0.5, to: 2.5 }),
        getVisibleRange: () => ({ from: 60, to: 180 }),
        setVisibleLogicalRange: (range: { from: number; to: number }) =>
          calls.push(`view ${range.from}..${range.to}`),
      }),
    };
  },
}));

const { PriceChart, THEMES } = await import('./price-chart');

const bar = (time: number, close = 1): Bar => ({ time, open: 1, high: 2, low: 0.5, close, volume: 3 });
const container = document.createElement('div');

describe('PriceChart.setBars', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('requestAnimationFrame', () => 0);
  });

  it('fits a new series into view', () => {
    new PriceChart(container, THEMES.light).setBars([bar(60), bar(120)]);
    expect(calls).toEqual(['candles.setData 2', 'volume.setData 2', 'view 0..1']);
  });

  it('shows the empty time after the last bar too, and says on its box how many slots it draws', () => {
    new PriceChart(container, THEMES.light).setBars([bar(60), { time: 120 }, { time: 180 }]);
    expect(calls).toEqual(['candles.setData 3', 'volume.setData 3', 'view 0..2']);
    expect(container.dataset.slots).toBe('3');
  });

  it('draws a trade in the last empty slot as a live update', () => {
    const chart = new PriceChart(container, THEMES.light);
    chart.setBars([bar(60), { time: 120 }]);
    calls.length = 0;
    chart.setBars([bar(60), bar(120), { time: 180 }], { keepView: true });
    expect(calls).toEqual([
      'candles.update 120',
      'volume.update 120',
      'candles.update 180',
      'volume.update 180',
    ]);
  });

  it('draws a live update bar by bar, leaving the view alone', () => {
    const chart = new PriceChart(container, THEMES.light);
    const shown = [bar(60), bar(120), bar(180)];
    chart.setBars(shown);
    calls.length = 0;
    chart.setBars([...shown.slice(0, 2), bar(180, 2), bar(240)], { keepView: true });
    expect(calls).toEqual([
      'candles.update 180',
      'volume.update 180',
      'candles.update 240',
      'volume.update 240',
    ]);
  });

  it('sets older bars as a whole, without fitting them', () => {
    const chart = new PriceChart(container, THEMES.light);
    chart.setBars([bar(120), bar(180)]);
    calls.length = 0;
    chart.setBars([bar(60), bar(120), bar(180)], { keepView: true });
    expect(calls).toEqual(['candles.setData 3', 'volume.setData 3']);
  });
});

describe('PriceChart.point', () => {
  it('puts the crosshair on the bar, scrolling it into view first', () => {
    calls.length = 0;
    const onPoint = vi.fn();
    const chart = new PriceChart(container, THEMES.light, { onPoint });
    chart.setBars([bar(60), bar(120), bar(180), bar(240)]);
    calls.length = 0;
    // Bars 1 and 2 are in the view (logical 0.5 to 2.5); bar 3 is past its right edge: the view moves one bar.
    chart.point(240);
    chart.point(120);
    expect(calls).toEqual(['view 1.5..3.5', 'crosshair 240', 'crosshair 120']);
    expect(onPoint.mock.calls).toEqual([[240], [120]]);
  });

  it('counts empty time in the view, and puts the crosshair on bars only', () => {
    const chart = new PriceChart(container, THEMES.light);
    chart.setBars([bar(60), { time: 120 }, { time: 180 }, bar(240)]);
    calls.length = 0;
    // The bar at 240 is slot 3, past the view's right edge (2.5): the view moves one slot.
    chart.point(240);
    chart.point(180);
    expect(calls).toEqual(['view 1.5..3.5', 'crosshair 240']);
  });
});
