import { describe, expect, it } from 'vitest';
import type { UdfHistory } from '../../api/chart-schemas';
import { chunkBars, chunkSeconds, firstChunk, olderChunk } from './history-chunks';

const HOURS = chunkSeconds('60'); // 500 hours: 1,800,000 s
const ok: UdfHistory = { s: 'ok', t: [], o: [], h: [], l: [], c: [], v: [] };

describe('firstChunk', () => {
  it('without a range, asks from the grid chunk before the one holding `to`: 500 to 1,000 bars', () => {
    expect(HOURS).toBe(1_800_000);
    // 2026-11-01 12:00 UTC lies in the chunk from 1,792,800,000; the one before starts 1,800,000 s earlier.
    expect(firstChunk('60', undefined, 1_793_534_400)).toEqual({ from: 1_791_000_000, to: 1_793_534_400 });
    // Every minute of that chunk asks from the same start.
    expect(firstChunk('60', undefined, 1_792_800_060).from).toBe(1_791_000_000);
    expect(firstChunk('60', undefined, 1_794_599_940).from).toBe(1_791_000_000);
    expect(firstChunk('60', undefined, 1_794_600_000).from).toBe(1_792_800_000);
  });

  it('sizes chunks by the resolution, and never starts before the epoch', () => {
    expect(firstChunk('1', undefined, 1_793_534_400)).toEqual({ from: 1_793_490_000, to: 1_793_534_400 });
    expect(firstChunk('1D', undefined, 1_793_534_400)).toEqual({ from: 1_728_000_000, to: 1_793_534_400 });
    expect(firstChunk('30D', undefined, 1_793_534_400)).toEqual({ from: 0, to: 1_793_534_400 });
  });

  it('asks for a range the URL names exactly as named', () => {
    expect(firstChunk('60', 1_793_404_800, 1_793_491_200)).toEqual({
      from: 1_793_404_800,
      to: 1_793_491_200,
    });
    expect(firstChunk('60', 0, 1_793_491_200)).toEqual({ from: 0, to: 1_793_491_200 });
  });
});

describe('olderChunk', () => {
  it('is the grid chunk just before the one loaded', () => {
    expect(olderChunk('60', { from: 1_791_000_000, to: 1_793_534_400 }, ok)).toEqual({
      from: 1_789_200_000,
      to: 1_790_999_999,
    });
    expect(olderChunk('60', { from: 1_789_200_000, to: 1_790_999_999 }, ok)).toEqual({
      from: 1_787_400_000,
      to: 1_789_199_999,
    });
  });

  it('reaches the grid from a range the URL named', () => {
    expect(olderChunk('60', { from: 1_793_404_800, to: 1_793_491_200 }, ok)).toEqual({
      from: 1_792_800_000,
      to: 1_793_404_799,
    });
  });

  it('skips an empty stretch to the chunk of the bar the API names before it', () => {
    const empty = { s: 'no_data', nextTime: 1_780_003_600 } as const;
    expect(olderChunk('60', { from: 1_789_200_000, to: 1_790_999_999 }, empty)).toEqual({
      from: 1_778_400_000,
      to: 1_789_199_999,
    });
  });

  it('stops where there is nothing older', () => {
    expect(olderChunk('60', { from: 1_789_200_000, to: 1_790_999_999 }, { s: 'no_data' })).toBeNull();
    expect(olderChunk('60', { from: 0, to: 1_790_999_999 }, ok)).toBeNull();
    expect(
      olderChunk('60', { from: 1_789_200_000, to: 1_790_999_999 }, { s: 'error', errmsg: 'x' }),
    ).toBeNull();
  });
});

describe('chunkBars', () => {
  const answer = (t: number[]) => ({ s: 'ok' as const, t, o: t, h: t, l: t, c: t, v: t });

  it('puts older chunks first, and keeps one bar per time where chunks meet', () => {
    const newest = answer([300, 400]);
    const older = answer([100, 200, 300]);
    expect(chunkBars([newest, older, { s: 'no_data' }]).map((bar) => bar.time)).toEqual([100, 200, 300, 400]);
  });

  it('is empty before any bars', () => {
    expect(chunkBars([{ s: 'no_data', nextTime: 5 }])).toEqual([]);
  });
});
