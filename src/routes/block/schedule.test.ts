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

  it('asks again just after the block is due, never sooner than every 6 s, then once a minute', () => {
    expect(pollDelayMs(9_518_410, HEAD, NOW)).toBe(120_000 + 1_000);
    expect(pollDelayMs(9_518_401, HEAD, NOW + 11_990)).toBe(6_000);
    expect(pollDelayMs(9_518_401, HEAD, NOW + 13_000)).toBe(60_000);
    expect(pollDelayMs(9_518_372, HEAD, NOW)).toBe(false);
  });
});
