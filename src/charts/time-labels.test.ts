import { TickMarkType } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { crosshairLabel, tickMarkLabel } from './time-labels';

// 2026-11-24 00:05:09 UTC, a Tuesday.
const TIME = Date.UTC(2026, 10, 24, 0, 5, 9) / 1000;

describe('tickMarkLabel', () => {
  it('writes each kind of tick mark as the library does in English, in UTC', () => {
    expect(tickMarkLabel(TIME, TickMarkType.Year)).toBe('2026');
    expect(tickMarkLabel(TIME, TickMarkType.Month)).toBe('Nov');
    expect(tickMarkLabel(TIME, TickMarkType.DayOfMonth)).toBe('24');
    // Midnight is 00, not 24 (Intl's hour12: false writes 24 in some browsers).
    expect(tickMarkLabel(TIME, TickMarkType.Time)).toBe('00:05');
    expect(tickMarkLabel(TIME, TickMarkType.TimeWithSeconds)).toBe('00:05:09');
  });

  it('names every month', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      tickMarkLabel(Date.UTC(2026, month, 1) / 1000, TickMarkType.Month),
    );
    expect(months.join(' ')).toBe('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
  });
});

describe('crosshairLabel', () => {
  it('writes the day, and the time of day for bars shorter than a day', () => {
    expect(crosshairLabel(TIME, false)).toBe("24 Nov '26");
    expect(crosshairLabel(TIME, true)).toBe("24 Nov '26   00:05");
    expect(crosshairLabel(Date.UTC(2003, 0, 2, 13, 59) / 1000, true)).toBe("02 Jan '03   13:59");
  });
});
