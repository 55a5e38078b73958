import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTimeInput, toTimeInput, zoneLabel } from './time-input';

const seconds = (text: string, zone: 'utc' | 'local' = 'utc') => {
  const read = readTimeInput(text, zone);
  return read && 'seconds' in read ? read.seconds : read?.problem;
};

describe('time inputs in UTC', () => {
  it('round-trips unix seconds, written as the dashboard writes UTC times', () => {
    expect(toTimeInput('1793491200', 'utc')).toBe('2026-11-01 00:00:00');
    expect(seconds('2026-11-01 00:00:00')).toBe('1793491200');
    expect(toTimeInput(undefined, 'utc')).toBe('');
    expect(readTimeInput('  ', 'utc')).toBeUndefined();
  });

  it('reads a time copied from a table, an ISO time, and a time without seconds or without a time of day', () => {
    const cases = [
      '2026-10-31 23:50:09 UTC',
      '2026-10-31T23:50:09',
      '2026-10-31T23:50:09Z',
      ' 2026-10-31 23:50:09utc ',
    ];
    for (const typed of cases) expect(seconds(typed), typed).toBe('1793490609');
    expect(seconds('2026-10-31 23:50')).toBe('1793490600');
    expect(seconds('2026-11-01')).toBe('1793491200');
    expect(seconds('1970-01-01 00:00:00')).toBe('0');
  });

  it('reads a time that names its offset, as the tables write local times', () => {
    expect(seconds('2026-11-01 02:00:00 UTC+2')).toBe('1793491200');
    expect(seconds('2026-10-31 19:30:00 UTC−4:30')).toBe('1793491200');
    expect(seconds('2026-10-31 19:30:00 UTC-4:30', 'local')).toBe('1793491200');
  });

  it('says what is wrong with what is not a real date and time', () => {
    const form = 'Write a date and time as YYYY-MM-DD HH:MM:SS.';
    expect(readTimeInput('abc', 'utc')).toEqual({ problem: form });
    for (const typed of [
      'yesterday',
      '2026-1-1',
      '26-11-01',
      '2026-11-01 12',
      '11/01/2026',
      '2026-11-01 12:00 +02:00',
    ])
      expect(readTimeInput(typed, 'utc'), typed).toEqual({ problem: form });
    expect(readTimeInput('2026-13-45', 'utc')).toEqual({ problem: '2026-13-45 is not a date.' });
    expect(readTimeInput('2026-02-30', 'utc')).toEqual({ problem: '2026-02-30 is not a date.' });
    expect(readTimeInput('2026-11-01 24:00', 'utc')).toEqual({ problem: '24:00:00 is not a time of day.' });
    expect(readTimeInput('2026-11-01 12:00:60', 'utc')).toEqual({
      problem: '12:00:60 is not a time of day.',
    });
    expect(readTimeInput('2026-11-01 12:00 UTC+15', 'utc')).toEqual({
      problem: 'The UTC offset is not one a clock keeps.',
    });
  });
});

describe('time inputs in the visitor’s time zone', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads and writes the local time: Berlin is UTC+1 in November, UTC+2 in October', () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    expect(toTimeInput('1793491200', 'local')).toBe('2026-11-01 01:00:00');
    expect(seconds('2026-11-01 01:00:00', 'local')).toBe('1793491200');
    expect(seconds('2026-10-01 02:00', 'local')).toBe(String(Date.UTC(2026, 9, 1) / 1000));
    expect(seconds('2026-11-01 00:00:00 UTC', 'local')).toBe('1793491200');
    expect(zoneLabel('local')).toBe('local time');
    expect(zoneLabel('utc')).toBe('UTC');
  });

  it('refuses a local time the clocks skipped', () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    expect(readTimeInput('2026-03-29 02:30', 'local')).toEqual({
      problem: '2026-03-29 02:30 did not happen in your time zone: the clocks moved.',
    });
  });
});
