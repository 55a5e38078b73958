import { describe, expect, it } from 'vitest';
import { barStart, RESOLUTIONS, resolutionSeconds } from '../../api/chart-schemas';
import type { Bar } from './bars';
import { fillGaps, MAX_SLOTS } from './time-axis';

const bar = (time: number, close = 1): Bar => ({ time, open: 1, high: 1, low: 1, close, volume: 1 });
const times = (slots: { time: number }[]) => slots.map((slot) => slot.time);
const traded = (slots: { time: number }[]) => slots.map((slot) => 'open' in slot);

const HOUR = 3_600;
const DAY = 86_400;
/** 2026-10-31 00:00 UTC, a Saturday. */
const OCT_31 = 1_793_404_800;

describe('fillGaps', () => {
  it('fills the minutes without a trade between bars, and keeps every bar as it is', () => {
    const bars = [bar(OCT_31), bar(OCT_31 + 180, 2)];
    const slots = fillGaps(bars, '1', { from: OCT_31, to: OCT_31 + 240, emptyStart: true });
    expect(times(slots)).toEqual([OCT_31, OCT_31 + 60, OCT_31 + 120, OCT_31 + 180]);
    expect(traded(slots)).toEqual([true, false, false, true]);
    expect(slots[3]).toBe(bars[1]);
  });

  it('shows a named range whole: empty time before the first bar and after the last, up to its end', () => {
    const slots = fillGaps([bar(OCT_31 + 2 * HOUR)], '60', {
      from: OCT_31,
      to: OCT_31 + 5 * HOUR,
      emptyStart: true,
    });
    expect(times(slots)).toEqual([0, 1, 2, 3, 4].map((h) => OCT_31 + h * HOUR));
    expect(traded(slots)).toEqual([false, false, true, false, false]);
  });

  it('starts at the first bar when the range names no start (the newest bars, or all of them)', () => {
    const slots = fillGaps([bar(OCT_31 + 2 * HOUR)], '60', {
      from: 0,
      to: OCT_31 + 4 * HOUR,
      emptyStart: false,
    });
    expect(times(slots)).toEqual([2, 3].map((h) => OCT_31 + h * HOUR));
  });

  it('lays each resolution’s empty slots on its grid: minutes, days at 23:59:48, Mondays, 30 days', () => {
    for (const resolution of RESOLUTIONS) {
      // A range that starts off the grid: its first slot is the one it starts in.
      const step = resolutionSeconds(resolution);
      const from = OCT_31 + 7_777;
      const slots = fillGaps([bar(barStart(from + 2 * step, resolution))], resolution, {
        from,
        to: from + 5 * step,
        emptyStart: true,
      });
      expect(slots[0]?.time, resolution).toBe(barStart(from, resolution));
      expect(slots.length, resolution).toBeGreaterThanOrEqual(5);
      for (const { time } of slots) expect(barStart(time, resolution), resolution).toBe(time);
    }
    const days = fillGaps([bar(OCT_31 - 12)], '1D', {
      from: OCT_31 - 12,
      to: OCT_31 + 2 * DAY,
      emptyStart: true,
    });
    expect(days.map(({ time }) => new Date(time * 1000).toISOString())).toEqual([
      '2026-10-30T23:59:48.000Z',
      '2026-10-31T23:59:48.000Z',
      '2026-11-01T23:59:48.000Z',
    ]);
    const weeks = fillGaps([bar(barStart(OCT_31, '7D'))], '7D', {
      from: 0,
      to: OCT_31 + 14 * DAY,
      emptyStart: false,
    });
    expect(weeks.map(({ time }) => new Date(time * 1000).getUTCDay())).toEqual([1, 1, 1]);
    const months = fillGaps([bar(barStart(OCT_31, '30D'))], '30D', {
      from: 0,
      to: OCT_31 + 60 * DAY,
      emptyStart: false,
    });
    expect(months.map(({ time }) => time % (30 * DAY))).toEqual([0, 0, 0]);
  });

  it('lets a bar off the grid take its slot’s place, and keeps a bar before the range without a slot', () => {
    const slots = fillGaps([bar(OCT_31 - 30), bar(OCT_31 + 90)], '1', {
      from: OCT_31,
      to: OCT_31 + 180,
      emptyStart: true,
    });
    expect(times(slots)).toEqual([OCT_31 - 30, OCT_31, OCT_31 + 90, OCT_31 + 120]);
    expect(traded(slots)).toEqual([true, false, true, false]);
  });

  it('runs on to bars after the range’s end (a live chart’s newest), filling the time between', () => {
    const slots = fillGaps([bar(OCT_31), bar(OCT_31 + 180)], '1', {
      from: OCT_31,
      to: OCT_31 + 60,
      emptyStart: true,
    });
    expect(traded(slots)).toEqual([true, false, false, true]);
  });

  it('leaves the bars as they are past MAX_SLOTS slots, and an empty chart empty', () => {
    const bars = [bar(OCT_31), bar(OCT_31 + MAX_SLOTS * 60)];
    expect(fillGaps(bars, '1', { from: OCT_31, to: OCT_31 + 60, emptyStart: true })).toEqual(bars);
    expect(fillGaps([], '1', { from: OCT_31, to: OCT_31 + 600, emptyStart: true })).toEqual([]);
  });
});
