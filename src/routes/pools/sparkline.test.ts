import { describe, expect, it } from 'vitest';
import { SPARK_HEIGHT, SPARK_WIDTH, sparklinePath } from './sparkline';

describe('sparklinePath', () => {
  it('spreads the closes from edge to edge, the highest at the top', () => {
    expect(sparklinePath([1, 3, 2])).toBe(`M0,${SPARK_HEIGHT - 2} L48,2 L${SPARK_WIDTH},${SPARK_HEIGHT / 2}`);
  });

  it('starts at the first known price, and leaves a gap where a price is missing', () => {
    expect(sparklinePath([null, 1, null, 2, 2])).toBe(`M24,${SPARK_HEIGHT - 2} M72,2 L96,2`);
  });

  it('draws a flat price through the middle, and one price to the end', () => {
    expect(sparklinePath([5, 5])).toBe(`M0,12 L${SPARK_WIDTH},12`);
    expect(sparklinePath([null, null, 5])).toBe(`M${SPARK_WIDTH},12 H${SPARK_WIDTH}`);
  });

  it('draws nothing without prices', () => {
    expect(sparklinePath([null, null])).toBe('');
    expect(sparklinePath([])).toBe('');
  });
});
