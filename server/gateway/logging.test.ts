// LOG_FORMAT: text by default, JSON when asked, and nothing else.
import { describe, expect, it } from 'vitest';
import { logFormatSetting, messageLine } from './logging';

describe('LOG_FORMAT', () => {
  it('is text unless set to json, and stops the server on any other value', () => {
    expect(logFormatSetting({})).toBe('text');
    expect(logFormatSetting({ LOG_FORMAT: 'text' })).toBe('text');
    expect(logFormatSetting({ LOG_FORMAT: 'json' })).toBe('json');
    expect(() => logFormatSetting({ LOG_FORMAT: 'JSON ' })).toThrow(
      'LOG_FORMAT must be text or json; got "JSON "',
    );
  });

  it('writes the gateway’s other messages as they are, or as {time, msg}', () => {
    const now = Date.UTC(2026, 10, 1);
    expect(messageLine('text', 'Redis is back', now)).toBe('Redis is back');
    expect(JSON.parse(messageLine('json', 'Redis is back', now))).toEqual({
      time: '2026-11-01T00:00:00.000Z',
      msg: 'Redis is back',
    });
  });
});
