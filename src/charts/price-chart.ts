// A pool's price as candlesticks over a volume histogram. Framework-free, so the app's pool page and the embed
// page share it; it owns lightweight-charts: made once, fed with setBars, removed with destroy.
import {
  CandlestickSeries,
  CrosshairMode,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { pricePrecision, type Bar } from './bars';

export interface ChartColors {
  text: string;
  grid: string;
  up: string;
  down: string;
  marker: string;
}

export const THEMES: Record<'light' | 'dark', ChartColors> = {
  light: { text: '#1b1f24', grid: '#e3e7ec', up: '#1a7f37', down: '#cf222e', marker: '#1f6feb' },
  dark: { text: '#e6e9ee', grid: '#2c3540', up: '#3fb950', down: '#f85149', marker: '#79a8ff' },
};

export interface PriceChartEvents {
  /** A bar was clicked: its start time. */
  onBarClick?: (time: number) => void;
  /** The visible time range changed (scrolling, zooming, new data). */
  onVisibleRangeChange?: (range: { from: number; to: number }) => void;
  /** A person scrolled or zoomed the view to (near) the oldest bar loaded: time to load older ones. */
  onOldestReached?: () => void;
}

/** How close, in bars, the view's left edge may come to the oldest bar before older bars are wanted. */
const OLDEST_MARGIN_BARS = 10;

const toTime = (seconds: number) => seconds as UTCTimestamp;

export const DRAWN_MARK = 'price-chart:drawn';

export class PriceChart {
  private readonly chart: IChartApi;
  private readonly candles: ISeriesApi<'Candlestick'>;
  private readonly volume: ISeriesApi<'Histogram'>;
  private readonly markers: ISeriesMarkersPluginApi<Time>;
  private colors: ChartColors;
  private bars: Bar[] = [];
  /** Removes the listeners this chart put on its container. */
  private readonly listening = new AbortController();
  /** Whether a person has moved the view since the chart last fitted its bars, and where it then began. */
  private moved = false;
  private viewFrom = Infinity;

  constructor(container: HTMLElement, colors: ChartColors, events: PriceChartEvents = {}) {
    this.colors = colors;
    this.chart = createChart(container, {
      autoSize: true,
      // The logo injects a <style> element, which the Content-Security-Policy forbids; pages credit TradingView
      // in text instead.
      layout: { attributionLogo: false, background: { color: 'transparent' }, fontFamily: 'inherit' },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
      crosshair: { mode: CrosshairMode.Normal },
    });
    this.candles = this.chart.addSeries(CandlestickSeries, { priceLineVisible: false });
    this.volume = this.chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: 'volume',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    this.volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.markers = createSeriesMarkers(this.candles, []);
    this.applyColors();

    if (events.onBarClick) {
      const onBarClick = events.onBarClick;
      this.chart.subscribeClick((param: MouseEventParams) => {
        if (param.time !== undefined) onBarClick(param.time as number);
      });
    }
    if (events.onVisibleRangeChange) {
      const onChange = events.onVisibleRangeChange;
      this.chart.timeScale().subscribeVisibleTimeRangeChange((range) => {
        if (range) onChange({ from: range.from as number, to: range.to as number });
      });
    }
    if (events.onOldestReached) {
      const onOldest = events.onOldestReached;
      // The chart's own fit shows the oldest bar too: only a person's drag, touch or wheel asks for older bars.
      for (const type of ['pointerdown', 'wheel'] as const)
        container.addEventListener(type, () => (this.moved = true), {
          capture: true,
          passive: true,
          signal: this.listening.signal,
        });
      this.chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
        if (!range) return;
        const towardOldest = range.from < this.viewFrom;
        this.viewFrom = range.from;
        if (this.moved && towardOldest && range.from < OLDEST_MARGIN_BARS) onOldest();
      });
    }
  }

  /**
   * Shows `bars`, fitted into view; with `keepView` (older bars added before the ones shown) the view stays where
   * it is, since the library keeps its distance from the newest bar.
   */
  setBars(bars: Bar[], { keepView = false } = {}): void {
    this.bars = bars;
    const precision = pricePrecision(bars.map((bar) => bar.low));
    this.candles.applyOptions({ priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
    this.candles.setData(bars.map((bar) => ({ ...bar, time: toTime(bar.time) })));
    this.paintVolume();
    if (!keepView) {
      this.moved = false;
      this.chart.timeScale().fitContent();
    }
    // The library paints in its next animation frame; this callback runs right after, which `npm run bench:chart`
    // reads as the moment the chart was first drawn (with bars: the app's page draws an empty chart while loading).
    if (bars.length > 0) requestAnimationFrame(() => performance.mark(DRAWN_MARK));
  }

  setColors(colors: ChartColors): void {
    this.colors = colors;
    this.applyColors();
    this.paintVolume();
  }

  /** Marks one bar (a selected swap's), or none. */
  mark(time: number | null, text = ''): void {
    this.markers.setMarkers(
      time === null
        ? []
        : [{ time: toTime(time), position: 'aboveBar', shape: 'arrowDown', color: this.colors.marker, text }],
    );
  }

  destroy(): void {
    this.listening.abort();
    this.chart.remove();
  }

  private applyColors(): void {
    const { text, grid, up, down } = this.colors;
    this.chart.applyOptions({
      layout: { textColor: text },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    });
    this.candles.applyOptions({
      upColor: up,
      downColor: down,
      wickUpColor: up,
      wickDownColor: down,
      borderVisible: false,
    });
  }

  private paintVolume(): void {
    const { up, down } = this.colors;
    this.volume.setData(
      this.bars.map((bar) => ({
        time: toTime(bar.time),
        value: bar.volume,
        color: `${bar.close >= bar.open ? up : down}66`,
      })),
    );
  }
}
