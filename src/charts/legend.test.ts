import { describe, expect, it } from 'vitest';
import type { Bar } from '../shared/charts/bars';
import { barForKey, barLegend, gapParts, legendParts } from './legend';

const bar = (time: number, open: number, high: number, low: number, close: number, volume = 0): Bar => ({
  time,
  open,
  high,
  low,
  close,
  volume,
});

describe('barLegend', () => {
  it('shows the prices exactly, the change from the previous close, and the volume', () => {
    const previous = bar(1793318388, 0.007248404, 0.007792838, 0.007248404, 0.007767423);
    const legend = barLegend(
      bar(1793404788, 0.007762478, 0.007762478, 0.007209211, 0.007694585, 183.02766314800002),
      previous,
      7,
    );
    expect(legend).toEqual({
      time: '2026-10-30 23:59:48 UTC',
      open: '0.007762478',
      high: '0.007762478',
      low: '0.007209211',
      close: '0.007694585',
      change: '\u22120.000072838',
      changePercent: '\u22120.94 %',
      direction: 'down',
      volume: '183.03',
    });
  });

  it('pads to the axis decimals and compares the first bar with its own open', () => {
    const legend = barLegend(bar(1793491200, 1.5, 2, 1, 1.75, 1234567.891), undefined, 4);
    expect(legend).toMatchObject({
      time: '2026-11-01 00:00 UTC',
      open: '1.5000',
      close: '1.7500',
      change: '+0.2500',
      changePercent: '+16.67 %',
      direction: 'up',
      volume: '1,234,567.89',
    });
  });

  it('says flat for no change, and no percentage from a zero price', () => {
    expect(barLegend(bar(0, 1, 1, 1, 1), bar(-60, 1, 1, 1, 1), 2)).toMatchObject({
      change: '+0.00',
      changePercent: '+0.00 %',
      direction: 'flat',
    });
    expect(barLegend(bar(0, 0, 1, 0, 1), undefined, 2).changePercent).toBe('');
  });
});

describe('barForKey', () => {
  it('moves one bar with the arrows, within the bars loaded', () => {
    expect(barForKey('ArrowLeft', 5, 10)).toBe(4);
    expect(barForKey('ArrowLeft', 0, 10)).toBe(0);
    expect(barForKey('ArrowRight', 5, 10)).toBe(6);
    expect(barForKey('ArrowRight', 9, 10)).toBe(9);
  });
  it('goes to the first and last bar with Home and End', () => {
    expect(barForKey('Home', 5, 10)).toBe(0);
    expect(barForKey('End', 5, 10)).toBe(9);
  });
  it('from empty time, moves to the bar before or after it', () => {
    // Empty time after bar 5: ← goes to bar 5, → to bar 6.
    expect(barForKey('ArrowLeft', 5, 10, true)).toBe(5);
    expect(barForKey('ArrowRight', 5, 10, true)).toBe(6);
    // Before the first bar: ← to the first.
    expect(barForKey('ArrowLeft', -1, 10, true)).toBe(0);
  });
  it('ignores other keys, and charts without bars', () => {
    expect(barForKey('Enter', 5, 10)).toBeNull();
    expect(barForKey('ArrowLeft', 0, 0)).toBeNull();
  });
});

describe('legendParts', () => {
  it('lays a bar out part by part, with the classes the legend is styled by', () => {
    const parts = legendParts(
      barLegend(bar(1793480400, 0.5, 0.75, 0.25, 0.6, 12.5), bar(0, 1, 1, 1, 0.5), 2),
    );
    expect(parts.map((part) => part.text).join(' ')).toBe(
      '2026-10-31 21:00 UTC O 0.50 H 0.75 L 0.25 C 0.60 +0.10 (+20.00 %) Vol 12.5',
    );
    expect(parts[0]?.className).toBe('chart-legend-time');
    expect(parts[5]?.className).toBe('chart-legend-change up');
  });
  it('says that nothing traded in empty time', () => {
    expect(gapParts(1793404788).map((part) => part.text)).toEqual(['2026-10-30 23:59:48 UTC', 'No trades']);
  });
});
