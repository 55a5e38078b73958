import { afterEach, describe, expect, it } from 'vitest';
import { formatLocal, formatRelative, formatTime, formatUtc, offsetLabel } from './time';

describe('time formats', () => {
  it('writes absolute times in UTC to the second', () => {
    expect(formatUtc('2026-10-31T23:54:24.047Z')).toBe('2026-10-31 23:54:24 UTC');
  });

  it('writes relative times in the largest whole unit', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(formatRelative('2026-11-21T23:59:30Z', now)).toBe('30 sec. ago');
    expect(formatRelative('2026-11-21T22:00:00Z', now)).toBe('2 hr. ago');
    expect(formatRelative('2026-11-01T00:00:00Z', now)).toBe('3 wk. ago');
  });

  it('writes what Intl.RelativeTimeFormat writes in short English, without loading Intl', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    const at = (seconds: number) => formatRelative(new Date(now + seconds * 1000).toISOString(), now);
    const cases: [seconds: number, text: string][] = [
      [0, 'now'],
      [-0.4, 'now'],
      [-1, '1 sec. ago'],
      [59, 'in 59 sec.'],
      [-60, '1 min. ago'],
      [-3_600, '1 hr. ago'],
      [7_200, 'in 2 hr.'],
      [-86_400, 'yesterday'],
      [86_400, 'tomorrow'],
      [-3 * 86_400, '3 days ago'],
      [-7 * 86_400, 'last wk.'],
      [14 * 86_400, 'in 2 wk.'],
      [-30 * 86_400, 'last mo.'],
      [-365 * 86_400, 'last yr.'],
      [365 * 86_400, 'next yr.'],
      [-3 * 365 * 86_400, '3 yr. ago'],
      [1_500 * 365 * 86_400, 'in 1,500 yr.'],
    ];
    expect(cases.map(([seconds]) => [seconds, at(seconds)])).toEqual(cases);
    expect(formatRelative('not a time', now)).toBe('not a time');
  });
});

describe('the time setting', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('writes local times with the offset in force at that time', () => {
    process.env.TZ = 'America/New_York';
    expect(formatLocal('2026-10-31T23:47:00Z')).toBe('2026-10-31 19:47:00 UTC−4');
    // Summer time ended on 1 November 2026.
    expect(formatLocal('2026-11-02T12:00:00.166Z')).toBe('2026-11-02 07:00:00 UTC−5');
    process.env.TZ = 'Asia/Kolkata';
    expect(formatLocal('2026-10-31T23:47:00Z')).toBe('2026-11-01 05:17:00 UTC+5:30');
    process.env.TZ = 'UTC';
    expect(formatLocal('2026-10-31T23:47:00Z')).toBe('2026-10-31 23:47:00 UTC');
  });

  it('names offsets east and west, with minutes where there are some', () => {
    expect([offsetLabel(0), offsetLabel(120), offsetLabel(-240), offsetLabel(345)]).toEqual([
      'UTC',
      'UTC+2',
      'UTC−4',
      'UTC+5:45',
    ]);
  });

  it('writes each mode, and a daily row keeps its date in the relative mode', () => {
    process.env.TZ = 'Europe/Berlin';
    const now = Date.parse('2026-11-25T12:00:00Z');
    const iso = '2026-11-03T23:59:48Z';
    expect(formatTime(iso, 'utc', false, now)).toBe('2026-11-03 23:59:48 UTC');
    expect(formatTime(iso, 'local', false, now)).toBe('2026-11-04 00:59:48 UTC+1');
    expect(formatTime(iso, 'relative', false, now)).toBe('3 wk. ago');
    expect(formatTime(iso, 'relative', true, now)).toBe('2026-11-03, 3 wk. ago');
  });
});
