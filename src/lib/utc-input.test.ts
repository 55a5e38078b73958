import { describe, expect, it } from 'vitest';
import { fromUtcInput, toUtcInput } from './utc-input';

describe('UTC time inputs', () => {
  it('round-trips unix seconds through a time input, written as the dashboard writes UTC times', () => {
    expect(toUtcInput('1793491200')).toBe('2026-11-01 00:00:00');
    expect(fromUtcInput('2026-11-01 00:00:00')).toBe('1793491200');
    expect(toUtcInput(undefined)).toBe('');
    expect(fromUtcInput('')).toBeUndefined();
  });

  it('reads a time copied from a table, an ISO time, and a time without seconds or without a time of day', () => {
    const cases = [
      '2026-10-31 23:50:09 UTC',
      '2026-10-31T23:50:09',
      '2026-10-31T23:50:09Z',
      ' 2026-10-31 23:50:09utc ',
    ];
    for (const typed of cases) expect(fromUtcInput(typed), typed).toBe('1793490609');
    expect(fromUtcInput('2026-10-31 23:50')).toBe('1793490600');
    expect(fromUtcInput('2026-11-01')).toBe('1793491200');
    expect(fromUtcInput('1970-01-01 00:00:00')).toBe('0');
  });

  it('reads nothing that is not a real date and time', () => {
    const cases = [
      'yesterday',
      '2026-02-30',
      '2026-13-01',
      '2026-11-01 24:00',
      '2026-11-01 12:60',
      '2026-11-01 12:00:60',
      '2026-1-1',
      '26-11-01',
      '2026-11-01 12',
      '2026-11-01 12:00 +02:00',
      '11/01/2026',
    ];
    for (const typed of cases) expect(fromUtcInput(typed), typed).toBeUndefined();
  });
});
