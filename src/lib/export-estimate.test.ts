import { describe, expect, it } from 'vitest';
import { describeEstimate, formatDuration, msLeft, requestsPerMinute } from './export-estimate';

describe('the export estimate', () => {
  it('has no pace to go by before the first answer', () => {
    const pace = { startedAt: 0, now: 5_000, done: 0, left: 20 };
    expect(msLeft(pace)).toBeNull();
    expect(requestsPerMinute(pace)).toBeNull();
    expect(describeEstimate(pace)).toBe('Estimating the time left from the first answers…');
  });

  it('goes by the pace observed, waits included', () => {
    // 4 answers in 2 minutes (one Retry-After wait of 70 s among them): 2 a minute, 16 left is 8 minutes.
    const pace = { startedAt: 0, now: 120_000, done: 4, left: 16 };
    expect(requestsPerMinute(pace)).toBe(2);
    expect(msLeft(pace)).toBe(480_000);
    expect(describeEstimate(pace)).toBe('about 8 min left at 2.0 requests a minute so far');
  });

  it('slows down while a wait goes on with no answer', () => {
    const answered = { startedAt: 0, now: 10_000, done: 5, left: 5 };
    const waiting = { ...answered, now: 40_000 };
    expect(msLeft(answered)).toBe(10_000);
    expect(msLeft(waiting)).toBe(40_000);
  });

  it('is never shorter than a Retry-After wait under way', () => {
    expect(msLeft({ startedAt: 0, now: 10_000, done: 10, left: 1, waitUntil: 55_000 })).toBe(45_000);
  });

  it('is nothing when nothing is left', () => {
    expect(msLeft({ startedAt: 0, now: 10_000, done: 3, left: 0 })).toBe(0);
  });

  it('rounds a fast pace to whole requests', () => {
    expect(describeEstimate({ startedAt: 0, now: 1_000, done: 4, left: 16 })).toBe(
      'about 4 s left at 240 requests a minute so far',
    );
  });
});

describe('formatDuration', () => {
  it('reads as a person says it', () => {
    expect(formatDuration(400)).toBe('about 1 s');
    expect(formatDuration(59_000)).toBe('about 59 s');
    expect(formatDuration(60_000)).toBe('about 1 min');
    expect(formatDuration(7 * 60_000 + 20_000)).toBe('about 7 min');
    expect(formatDuration(60 * 60_000)).toBe('about 1 h');
    expect(formatDuration(125 * 60_000)).toBe('about 2 h 5 min');
  });
});
