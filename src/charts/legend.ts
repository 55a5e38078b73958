// What a chart legend says about one bar: its time, open, high, low and close, its change from the bar before,
// and its volume; or about a slot of empty time, that nothing traded. Prices are shown exactly (to the rao, 9
// decimals), with at least the chart axis's decimals so that a column of them lines up. Pure, so it is tested
// alone; the pool page (ChartLegend.tsx) and the embed draw its parts over their charts.
import { formatDecimal } from '../shared/numbers/decimals';
import { MINUS } from '../shared/numbers/separators';
import type { Bar } from '../shared/charts/bars';

export interface BarLegend {
  /** The bar's start: "2026-10-31 14:00 UTC", with seconds where it has them ("2026-10-30 23:59:48 UTC"). */
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Close minus the previous bar's close (this bar's open for the first bar), signed: "+0.000012", "−0.000012". */
  change: string;
  /** The same as a share of the previous close, "+1.23 %" (spaced as formatPercent writes it); "" when that is 0. */
  changePercent: string;
  direction: 'up' | 'down' | 'flat';
  volume: string;
}

/** Prices are TAO amounts: whole rao, 9 decimals at most (amounts.ts's RAO_DECIMALS, not imported: the embed
 * would load that module). */
const RAO_DECIMALS = 9;

function price(value: number, decimals: number): string {
  return formatDecimal(value, RAO_DECIMALS, {
    minDecimals: Math.min(decimals, RAO_DECIMALS),
    grouping: false,
  });
}

const signed = (text: string, negative: boolean) => (negative ? `${MINUS}${text}` : `+${text}`);

/** A slot's start: "2026-10-31 14:00 UTC", with seconds where it has them ("2026-10-30 23:59:48 UTC"). */
const slotTime = (time: number) =>
  `${new Date(time * 1000)
    .toISOString()
    .slice(0, time % 60 === 0 ? 16 : 19)
    .replace('T', ' ')} UTC`;

/** The legend of `bar`, given the bar before it (if any) and the decimals the chart's price axis shows. */
export function barLegend(bar: Bar, previous: Bar | undefined, decimals: number): BarLegend {
  const base = previous?.close ?? bar.open;
  // In whole rao, so that the difference of two 9-decimal prices has no binary fraction's noise.
  const raoChange = Math.round(bar.close * 10 ** RAO_DECIMALS) - Math.round(base * 10 ** RAO_DECIMALS);
  const change = raoChange / 10 ** RAO_DECIMALS;
  const percent = base === 0 ? null : (change / base) * 100;
  return {
    time: slotTime(bar.time),
    open: price(bar.open, decimals),
    high: price(bar.high, decimals),
    low: price(bar.low, decimals),
    close: price(bar.close, decimals),
    change: signed(price(Math.abs(change), decimals), change < 0),
    changePercent:
      percent === null
        ? ''
        : signed(`${formatDecimal(Math.abs(percent), 2, { minDecimals: 2 })} %`, percent < 0),
    direction: raoChange > 0 ? 'up' : raoChange < 0 ? 'down' : 'flat',
    volume: formatDecimal(bar.volume, 2),
  };
}

/** One part of a legend's line, and the class it is styled by. */
export interface LegendPart {
  text: string;
  className: string;
}

/** A bar's legend as the line shows it, part by part: the pool page and the embed lay out the same parts. */
export function legendParts(legend: BarLegend): LegendPart[] {
  return [
    { text: legend.time, className: 'chart-legend-time' },
    { text: `O ${legend.open}`, className: '' },
    { text: `H ${legend.high}`, className: '' },
    { text: `L ${legend.low}`, className: '' },
    { text: `C ${legend.close}`, className: '' },
    {
      text: legend.changePercent ? `${legend.change} (${legend.changePercent})` : legend.change,
      className: `chart-legend-change ${legend.direction}`,
    },
    { text: `Vol ${legend.volume}`, className: '' },
  ];
}

/** The legend of a slot of empty time, starting at `time`. */
export const gapParts = (time: number): LegendPart[] => [
  { text: slotTime(time), className: 'chart-legend-time' },
  { text: 'No trades', className: '' },
];

/** What the chart's keys do: its description, under which the page and its frame show it. */
export const CHART_KEYS_HINT =
  "Focus the chart: ← → move bar by bar, Home / End to the first and last, Enter lists the bar's swaps.";

/**
 * The bar a key moves a chart's pointer to, from bar `current` of `count` (or from empty time just after it,
 * `onGap`): ←/→ one bar, Home/End the first and last loaded bar; null for other keys.
 */
export function barForKey(key: string, current: number, count: number, onGap = false): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, onGap ? current : current - 1);
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
