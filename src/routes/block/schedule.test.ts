import { describe, expect, it } from 'vitest';
import { blockSchedule, estimatedTimeMs, pollDelayMs } from './schedule';

// The head as the API gives it, read to the second.
const HEAD = { block: 9_518_372, time: Date.parse('2026-10-31T23:54:24Z') / 1000 };
const NOW = Date.parse('2026-11-01T00:00:00Z');

describe('blockSchedule', () => {
  it('takes blocks up to the head, and those whose time has come, as produced', () => {
    expect(blockSchedule(9_518_000, HEAD, NOW)).toEqual({ produced: true });
    expect(blockSchedule(9_518_372, HEAD, NOW)).toEqual({ produced: true });
    // 27 blocks after the head: 23:59:48, before now.
    expect(blockSchedule(9_518_399, HEAD, NOW)).toEqual({ produced: true });
  });

  it('gives a later block its due time, 12 s a block from the head', () => {
    expect(blockSchedule(9_518_401, HEAD, NOW)).toEqual({
      produced: false,
      dueMs: Date.parse('2026-11-01T00:00:12Z'),
    });
    expect(estimatedTimeMs(9_518_371, HEAD)).toBe(Date.parse('2026-10-31T23:54:12Z'));
  });

  it('asks again just after the block is due, never sooner than 6 s after the last ask, then once a minute', () => {
    expect(pollDelayMs(9_518_410, HEAD, NOW, NOW)).toBe(120_000 + 1_000);
    expect(pollDelayMs(9_518_401, HEAD, NOW + 11_990, NOW + 11_990)).toBe(6_000);
    expect(pollDelayMs(9_518_401, HEAD, NOW + 13_000, NOW + 13_000)).toBe(60_000);
    expect(pollDelayMs(9_518_372, HEAD, NOW, NOW)).toBe(false);
  });

  it('keeps its time from the last ask, however late the timer is set', () => {
    // Block 9_518_401 is due at 00:00:12, asked last at 00:00:00: a timer set at 00:00:12.5 still asks at 00:00:13.
    expect(pollDelayMs(9_518_401, HEAD, NOW, NOW + 12_500)).toBe(500);
    // Asked last after it was due: again a minute after that ask, not a minute after now.
    expect(pollDelayMs(9_518_401, HEAD, NOW + 13_000, NOW + 43_000)).toBe(30_000);
    // A time already past is asked at once.
    expect(pollDelayMs(9_518_401, HEAD, NOW, NOW + 30_000)).toBe(1);
  });
});
