import { describe, expect, it } from 'vitest';
import { candleFor, FEW_CANDLES, fewCandlesText, shorterCandle } from './candles';

const HOUR = 3_600;
const DAY = 24 * HOUR;

describe('candleFor', () => {
  it('gives each span a candle of which it holds a readable number', () => {
    expect(candleFor(HOUR)).toBe('1');
    expect(candleFor(2 * HOUR)).toBe('1');
    expect(candleFor(6 * HOUR)).toBe('5');
    expect(candleFor(DAY)).toBe('15');
    expect(candleFor(7 * DAY)).toBe('60');
    expect(candleFor(30 * DAY)).toBe('1D');
    expect(candleFor(400 * DAY)).toBe('1D');
  });
});

describe('shorterCandle', () => {
  it('offers the fitting candle when the range holds very few', () => {
    expect(shorterCandle('1D', DAY, 2)).toBe('15');
    expect(shorterCandle('7D', 30 * DAY, 5)).toBe('1D');
  });
  it('offers none when there are enough candles, or no shorter one fits', () => {
    expect(shorterCandle('1D', DAY, FEW_CANDLES)).toBeNull();
    expect(shorterCandle('1', 5 * 60, 5)).toBeNull();
    expect(shorterCandle('15', DAY, 3)).toBeNull();
  });
});

describe('fewCandlesText', () => {
  it('counts the candles', () => {
    expect(fewCandlesText(1)).toBe('1 candle in this range');
    expect(fewCandlesText(3)).toBe('3 candles in this range');
  });
});
