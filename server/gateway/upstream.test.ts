// The upstream settings: the key is checked at start, and the real service gets a quota budget by default.
import { describe, expect, it } from 'vitest';
import { upstreamFromEnv } from './upstream';

const real = (env: Record<string, string>) =>
  upstreamFromEnv({ TAOSTATS_API_URL: 'https://api.example', ...env }, () => {});

describe('upstreamFromEnv', () => {
  it('refuses a key with whitespace or control characters, saying so', () => {
    for (const key of ['abc\n', ' abc', 'a b', 'abc\u0000', 'äbc'])
      expect(() => real({ TAOSTATS_API_KEY: key }), JSON.stringify(key)).toThrow(
        /^TAOSTATS_API_KEY holds whitespace, control or non-ASCII characters/,
      );
    expect(real({ TAOSTATS_API_KEY: 'tao-1234:abcd' }).apiKey).toBe('tao-1234:abcd');
  });

  it('gives the real service a budget of 5 requests a minute unless TAOSTATS_RATE_LIMIT says otherwise', () => {
    expect(real({ TAOSTATS_API_KEY: 'k' }).rateLimit).toEqual({ requests: 5, windowSeconds: 60 });
    expect(real({ TAOSTATS_API_KEY: 'k', TAOSTATS_RATE_LIMIT: '100/60' }).rateLimit).toEqual({
      requests: 100,
      windowSeconds: 60,
    });
    expect(() => real({ TAOSTATS_API_KEY: 'k', TAOSTATS_RATE_LIMIT: 'lots' })).toThrow(
      'TAOSTATS_RATE_LIMIT must look like <requests>/<seconds>, for example 5/60; got "lots"',
    );
  });

  it('refuses a DEMO_API_NOW that is no time before opening the demo data', () => {
    expect(() => upstreamFromEnv({ DEMO_API_NOW: '11/01/2026' }, () => {})).toThrow(
      'DEMO_API_NOW must be an ISO 8601 time in UTC or with an offset, such as 2026-11-01T00:00:00Z; got "11/01/2026"',
    );
  });
});
