// A pool's week as an SVG path in a small box: the summary's closes every 6 hours, oldest first, evenly spaced
// from edge to edge, the highest at the top. A point without a price (before the pool's first known one) leaves a
// gap. Pure, so it is tested alone.

export const SPARK_WIDTH = 96;
export const SPARK_HEIGHT = 24;
/** Room for the stroke at the top and bottom, so the highest and lowest prices are not cut in half. */
const PAD = 2;

/** The path's `d`; a flat price is a line through the middle, and a week without prices draws nothing. */
export function sparklinePath(closes: readonly (number | null)[]): string {
  const prices = closes.filter((close): close is number => close !== null);
  if (prices.length === 0) return '';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const step = closes.length > 1 ? SPARK_WIDTH / (closes.length - 1) : 0;
  const y = (price: number) =>
    high === low ? SPARK_HEIGHT / 2 : PAD + ((high - price) / (high - low)) * (SPARK_HEIGHT - 2 * PAD);
  let path = '';
  let drawing = false;
  closes.forEach((close, i) => {
    if (close === null) {
      drawing = false;
      return;
    }
    path += `${path ? ' ' : ''}${drawing ? 'L' : 'M'}${round(i * step)},${round(y(close))}`;
    drawing = true;
  });
  // A single price is a point: a short flat stroke to the box's end shows it.
  return prices.length === 1 ? `${path} H${SPARK_WIDTH}` : path;
}

const round = (value: number) => Math.round(value * 10) / 10;
