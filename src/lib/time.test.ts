import { describe, expect, it } from 'vitest';
import { formatRelative, formatUtc, fromUtcInput, toUtcInput } from './time';

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

  it('round-trips unix seconds through a UTC datetime-local value', () => {
    expect(toUtcInput('1793491200')).toBe('2026-11-01T00:00:00');
    expect(fromUtcInput('2026-11-01T00:00:00')).toBe('1793491200');
    expect(fromUtcInput('2026-11-01T00:00')).toBe('1793491200');
    expect(fromUtcInput('')).toBeUndefined();
  });
});
