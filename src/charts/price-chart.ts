// A pool's price as candlesticks over a volume histogram. Framework-free, so the app's pool page and the embed
// page share it; it owns lightweight-charts: made once, fed with setBars, removed with destroy. It draws the slots
// of a time axis (time-axis.ts): a slot without a trade is the library's whitespace, empty time on the axis.
import {
  type CandlestickData,
  CandlestickSeries,
  CrosshairMode,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type MouseEventParams,
  PriceScaleMode,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import { COLORS, type Scheme } from '../shared/theme/colors';
import { barIndexAt, changedTail, isBar, pricePrecision, type Slot } from '../shared/charts/bars';
import { crosshairFormatter, tickMarkFormatter } from './time-labels';

export interface ChartColors {
  text: string;
  grid: string;
  up: string;
  down: string;
  marker: string;
  /** Behind the chart in a saved image (on the page the chart is transparent over its panel). */
  background: string;
}

const chartColors = (scheme: Scheme): ChartColors => ({
  text: COLORS.text[scheme],
  grid: COLORS.chartGrid[scheme],
  up: COLORS.up[scheme],
  down: COLORS.down[scheme],
  marker: COLORS.focus[scheme],
  background: COLORS.surface[scheme],
});

export const THEMES: Record<Scheme, ChartColors> = { light: chartColors('light'), dark: chartColors('dark') };

export interface PriceChartEvents {
  /** A slot was clicked (a bar, or empty time): its start time. */
  onBarClick?: (time: number) => void;
  /** The visible time range changed (scrolling, zooming, new data). */
  onVisibleRangeChange?: (range: { from: number; to: number }) => void;
  /** A person scrolled or zoomed the view to (near) the oldest bar loaded: time to load older ones. */
  onOldestReached?: () => void;
  /** The crosshair is on a slot (its start time: a bar's, or empty time's), by the mouse or by `point`; null: on none. */
  onPoint?: (time: number | null) => void;
}

/** How close, in bars, the view's left edge may come to the oldest bar before older bars are wanted. */
const OLDEST_MARGIN_BARS = 10;

const toTime = (seconds: number) => seconds as UTCTimestamp;
/**
 * Slots as the library's candles: a bar is one already (its time in unix seconds, the library's UTCTimestamp), a
 * gap its whitespace, and the library copies what it keeps, so the slots go in as they are rather than copied
 * first, before the first frame.
 */
const asCandles = (slots: readonly Slot[]) =>
  slots as unknown as (CandlestickData<UTCTimestamp> | WhitespaceData<UTCTimestamp>)[];

/** The smallest prices' decimals (bars.ts, pricePrecision), over the bars among `slots`. */
function slotsPrecision(slots: readonly Slot[]): number {
  const lows: number[] = [];
  for (const slot of slots) if (isBar(slot)) lows.push(slot.low);
  return pricePrecision(lows);
}

export const DRAWN_MARK = 'price-chart:drawn';

export class PriceChart {
  private readonly chart: IChartApi;
  private readonly candles: ISeriesApi<'Candlestick'>;
  private readonly volume: ISeriesApi<'Histogram'>;
  private readonly markers: ISeriesMarkersPluginApi<Time>;
  private colors: ChartColors;
  private slots: readonly Slot[] = [];
  /** Removes the listeners this chart put on its box. */
  private readonly listening = new AbortController();
  /** Whether a person has moved the view since the chart last fitted its bars, and where it then began. */
  private moved = false;
  private viewFrom = Infinity;
  /** The bar the crosshair is on (its start), or null. */
  private pointed: number | null = null;

  /** A chart filling `box`. */
  constructor(
    private readonly box: HTMLElement,
    colors: ChartColors,
    private readonly events: PriceChartEvents = {},
  ) {
    this.colors = colors;
    this.chart = createChart(box, {
      autoSize: true,
      // The logo injects a <style> element, which the Content-Security-Policy forbids; pages credit TradingView
      // in text instead.
      layout: { attributionLogo: false, background: { color: 'transparent' }, fontFamily: 'inherit' },
      // A price label at the top or bottom edge is drawn whole or not at all, never cut.
      rightPriceScale: { borderVisible: false, entireTextOnly: true },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, tickMarkFormatter },
      localization: { timeFormatter: crosshairFormatter(true) },
      crosshair: { mode: CrosshairMode.Normal },
      // A vertical swipe over the chart scrolls the page; a horizontal one pans the chart, a pinch zooms it.
      handleScroll: { vertTouchDrag: false },
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

    this.chart.subscribeClick((param: MouseEventParams) => {
      if (param.time !== undefined) this.events.onBarClick?.(param.time as number);
    });
    // The library also moves and clears the crosshair when bars are added before it (it keeps its place, not its
    // bar): only the mouse's moves, and its leaving the chart, are a person's.
    this.chart.subscribeCrosshairMove((param: MouseEventParams) => {
      if (param.sourceEvent === undefined) return;
      this.pointed = param.time === undefined ? null : (param.time as number);
      this.events.onPoint?.(this.pointed);
    });
    const listen = { signal: this.listening.signal };
    box.addEventListener(
      'pointerleave',
      () => {
        this.pointed = null;
        this.events.onPoint?.(null);
      },
      listen,
    );
    this.chart.timeScale().subscribeVisibleTimeRangeChange((range) => {
      if (!range) return;
      // What the time axis shows, on the box as data (the first and last slot in view): for tests and tools.
      const visible = { from: range.from as number, to: range.to as number };
      box.dataset.visibleFrom = String(visible.from);
      box.dataset.visibleTo = String(visible.to);
      this.events.onVisibleRangeChange?.(visible);
    });
    // The chart's own fit shows the oldest bar too: only a person's drag, touch or wheel asks for older bars.
    for (const type of ['pointerdown', 'wheel'] as const)
      box.addEventListener(type, () => (this.moved = true), {
        ...listen,
        capture: true,
        passive: true,
      });
    this.chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (!range) return;
      const towardOldest = range.from < this.viewFrom;
      this.viewFrom = range.from;
      if (this.moved && towardOldest && range.from < OLDEST_MARGIN_BARS) this.events.onOldestReached?.();
    });
  }

  /**
   * Shows `slots` (bars, or a time axis of bars and gaps), fitted into view; with `keepView` (older bars added
   * before the ones shown) the view stays where it is, since the library keeps its distance from the newest slot.
   */
  setBars(slots: readonly Slot[], { keepView = false } = {}): void {
    // A live update (the last bar changed, newer bars added) is drawn slot by slot, which leaves the view alone.
    const tail = keepView ? changedTail(this.slots, slots) : null;
    this.slots = slots;
    this.box.dataset.slots = String(slots.length);
    if (tail) {
      for (const slot of tail) {
        this.candles.update({ ...slot, time: toTime(slot.time) });
        this.volume.update(this.volumeOf(slot));
      }
      return;
    }
    const precision = slotsPrecision(slots);
    this.candles.applyOptions({ priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
    this.candles.setData(asCandles(slots));
    this.paintVolume();
    if (!keepView) {
      this.moved = false;
      this.pointed = null;
      this.showAll();
    } else if (this.pointed !== null) {
      // Older bars came in before the view: the crosshair stays on its bar.
      const pointed = this.slots[barIndexAt(this.slots, this.pointed)];
      if (pointed && isBar(pointed))
        this.chart.setCrosshairPosition(pointed.close, toTime(pointed.time), this.candles);
    }
    // The library paints in its next animation frame; this callback runs right after, which `npm run bench:chart`
    // reads as the moment the chart was first drawn (with bars: the app's page draws an empty chart while loading).
    if (slots.length > 0) requestAnimationFrame(() => performance.mark(DRAWN_MARK));
  }

  setColors(colors: ChartColors): void {
    if (colors === this.colors) return;
    this.colors = colors;
    this.applyColors();
    this.paintVolume();
  }

  /**
   * Puts the crosshair on the bar starting at `time`, scrolled into view (a step past the view's edge moves the
   * view by as much, as a drag would: toward the oldest bar, that loads older ones), and reports it.
   */
  point(time: number): void {
    const index = barIndexAt(this.slots, time);
    const bar = this.slots[index];
    if (!bar || !isBar(bar)) return;
    const timeScale = this.chart.timeScale();
    const view = timeScale.getVisibleLogicalRange();
    if (view && (index < view.from + 0.5 || index > view.to - 0.5)) {
      const width = view.to - view.from;
      const from = index < view.from + 0.5 ? index - 0.5 : index + 0.5 - width;
      this.moved = true;
      timeScale.setVisibleLogicalRange({ from, to: from + width });
    }
    // A crosshair put by code moves no event of the library's: this reports it as the mouse's would be.
    this.chart.setCrosshairPosition(bar.close, toTime(bar.time), this.candles);
    this.pointed = bar.time;
    this.events.onPoint?.(bar.time);
  }

  clearPoint(): void {
    this.pointed = null;
    this.chart.clearCrosshairPosition();
  }

  /** Back to the whole view: the time range the chart was asked for, or else every bar loaded. */
  fit(range: { from: number; to: number } | null = null): void {
    this.moved = false;
    if (range) this.chart.timeScale().setVisibleRange({ from: toTime(range.from), to: toTime(range.to) });
    else this.showAll();
  }

  /**
   * Keeps the view from scrolling past the first slot, where the library then draws the time labels at the left
   * edge whole: for a chart that shows all it has, as an embed does. (Its right edge would be the last bar, not
   * the last slot: the empty time after the last trade would be out of reach.)
   */
  keepFromFirstSlot(): void {
    this.chart.timeScale().applyOptions({ fixLeftEdge: true });
  }

  /**
   * Keeps the time range in view when the box is resized. The library's own resizing keeps the bars' spacing: a
   * narrower box then shows fewer of them, and a wider one leaves its right side empty when the first slot is held
   * at the left edge. For a chart that shows all it has, as an embed does, in a frame its host may resize.
   */
  keepRangeOnResize(): void {
    this.chart.applyOptions({ autoSize: false });
    const resized = new ResizeObserver(() => {
      const timeScale = this.chart.timeScale();
      const view = timeScale.getVisibleLogicalRange();
      // Painted at once, as the library's autoSize does: a frame drawn at the old size would flicker.
      this.chart.resize(this.box.clientWidth, this.box.clientHeight, true);
      if (view) timeScale.setVisibleLogicalRange(view);
    });
    resized.observe(this.box);
    this.listening.signal.addEventListener('abort', () => resized.disconnect());
  }

  /**
   * Every slot in view. Not the library's fitContent, which ends the view at the last bar: the empty time after
   * it (a pool that has not traded since) is part of the chart.
   */
  private showAll(): void {
    if (this.slots.length > 0)
      this.chart.timeScale().setVisibleLogicalRange({ from: 0, to: this.slots.length - 1 });
  }

  /** A logarithmic price scale, where equal moves in percent look equal; or the linear one. */
  setLogScale(logarithmic: boolean): void {
    this.candles
      .priceScale()
      .applyOptions({ mode: logarithmic ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal });
  }

  /** The time range in view (unix seconds, the first and last bar's start), or null without bars. */
  visibleTimes(): { from: number; to: number } | null {
    const range = this.chart.timeScale().getVisibleRange();
    return range && { from: range.from as number, to: range.to as number };
  }

  /** The chart as drawn, on its theme's background. */
  image(): HTMLCanvasElement {
    const drawn = this.chart.takeScreenshot();
    const image = document.createElement('canvas');
    image.width = drawn.width;
    image.height = drawn.height;
    const context = image.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = this.colors.background;
    context.fillRect(0, 0, image.width, image.height);
    context.drawImage(drawn, 0, 0);
    return image;
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

  /** A slot's volume bar: empty time has none. */
  private volumeOf(slot: Slot, up = `${this.colors.up}66`, down = `${this.colors.down}66`) {
    if (!isBar(slot)) return { time: toTime(slot.time) };
    return { time: toTime(slot.time), value: slot.volume, color: slot.close >= slot.open ? up : down };
  }

  private paintVolume(): void {
    const up = `${this.colors.up}66`;
    const down = `${this.colors.down}66`;
    this.volume.setData(this.slots.map((slot) => this.volumeOf(slot, up, down)));
  }
}
