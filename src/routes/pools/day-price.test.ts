import { describe, expect, it } from 'vitest';
import { DAY_COUNTBACK, dayPrice, dayWindow } from './day-price';

// 2026-11-01 00:00 UTC: the newest hour 35 minutes back that has closed ends at 23:00.
const NOW = 1_793_491_200;
const window = dayWindow(NOW);
const HOUR = 3600;

const answer = (bars: [time: number, close: number][]) => ({
  s: 'ok' as const,
  t: bars.map(([t]) => t),
  o: bars.map(([, c]) => c),
  h: bars.map(([, c]) => c),
  l: bars.map(([, c]) => c),
  c: bars.map(([, c]) => c),
  v: bars.map(() => 1),
});

describe('dayWindow', () => {
  it('ends on the newest hour that closed at least 35 minutes ago, and asks for the day and its hour before', () => {
    expect(window.end).toBe(NOW - HOUR);
    expect(window).toEqual({
      from: NOW - 2 * HOUR - 86_400,
      to: NOW - 2 * HOUR,
      start: NOW - HOUR - 86_400,
      end: NOW - HOUR,
    });
    expect(dayWindow(NOW + 34 * 60).end).toBe(NOW - HOUR);
    expect(dayWindow(NOW + 36 * 60).end).toBe(NOW);
    expect(DAY_COUNTBACK).toBe(25);
  });
});

describe('dayPrice', () => {
  it('takes the last close as the price and the change from the price the day began at', () => {
    const day = dayPrice(
      answer([
        [window.start - 5 * HOUR, 2],
        [window.start + HOUR, 2.5],
        [window.to, 3],
      ]),
      window,
    );
    expect(day).toEqual({
      kind: 'price',
      last: 3,
      lastTradeHour: window.end,
      change: 0.5,
      tradedHours: 2,
      points: [
        { time: window.start, price: 2 },
        { time: window.start + 2 * HOUR, price: 2.5 },
        { time: window.end, price: 3 },
      ],
    });
  });

  it('a pool without trades in the day has its older price and no change', () => {
    expect(dayPrice(answer([[window.start - 30 * HOUR, 4]]), window)).toMatchObject({
      kind: 'price',
      last: 4,
      change: 0,
      tradedHours: 0,
      points: [{ time: window.start, price: 4 }],
    });
  });

  it('says the change is unknown when the answer has no bar from before the day', () => {
    expect(dayPrice(answer([[window.start + HOUR, 4]]), window)).toMatchObject({ last: 4, change: null });
  });

  it('leaves out bars after the window, and tells no trades and no pool apart', () => {
    expect(dayPrice(answer([[window.end + HOUR, 4]]), window)).toEqual({
      kind: 'no-trades',
      earlierBar: null,
    });
    expect(dayPrice({ s: 'no_data', nextTime: 100 }, window)).toEqual({ kind: 'no-trades', earlierBar: 100 });
    expect(dayPrice({ s: 'error', errmsg: 'Unknown symbol' }, window)).toEqual({
      kind: 'no-pool',
      message: 'Unknown symbol',
    });
  });
});
