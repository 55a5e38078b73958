// The sparkline's shape: a pool's price through the day as SVG polyline points in a small box. The price holds
// between trades, so the line is a staircase: flat until the hour that changed it, then the new price, and flat
// to the day's end. Pure, so it is tested alone.
import type { Point } from './day-price';

export const SPARK_WIDTH = 120;
export const SPARK_HEIGHT = 32;
/** Room for the stroke at the top and bottom, so the highest and lowest prices are not cut in half. */
const PAD = 2;

/** `x,y` pairs from the day's start to its end; a flat price is a line through the middle. */
export function sparklinePoints(points: readonly Point[], start: number, end: number): string {
  const first = points[0];
  if (!first || end <= start) return '';
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (time: number) => ((Math.min(Math.max(time, start), end) - start) / (end - start)) * SPARK_WIDTH;
  const y = (price: number) =>
    high === low ? SPARK_HEIGHT / 2 : PAD + ((high - price) / (high - low)) * (SPARK_HEIGHT - 2 * PAD);
  const steps = points.flatMap((point, i) => {
    const before = points[i - 1];
    return before ? [{ time: point.time, price: before.price }, point] : [point];
  });
  steps.push({ time: end, price: (points.at(-1) as Point).price });
  return steps.map((point) => `${round(x(point.time))},${round(y(point.price))}`).join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;
