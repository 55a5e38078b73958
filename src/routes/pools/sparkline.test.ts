import { describe, expect, it } from 'vitest';
import { SPARK_HEIGHT, SPARK_WIDTH, sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('draws the price as a staircase across the day, the highest at the top', () => {
    const points = [
      { time: 0, price: 1 },
      { time: 50, price: 2 },
    ];
    expect(sparklinePoints(points, 0, 100)).toBe(`0,${SPARK_HEIGHT - 2} 60,${SPARK_HEIGHT - 2} 60,2 120,2`);
  });

  it('draws a flat price through the middle, from its first point to the end', () => {
    expect(sparklinePoints([{ time: 25, price: 3 }], 0, 100)).toBe(
      `30,${SPARK_HEIGHT / 2} ${SPARK_WIDTH},16`,
    );
  });

  it('draws nothing without points', () => {
    expect(sparklinePoints([], 0, 100)).toBe('');
  });
});
