import { describe, expect, it } from 'vitest';
import { readThemeCookie, themeCookie } from './theme-cookie';

describe('the theme cookie', () => {
  it('keeps a chosen theme for a year and forgets "system"', () => {
    expect(themeCookie('dark')).toBe('theme=dark; path=/; max-age=31536000; samesite=lax');
    expect(themeCookie('system')).toBe('theme=; path=/; max-age=0');
  });

  it('reads the theme among other cookies, and nothing else as a theme', () => {
    expect(readThemeCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(readThemeCookie('theme=light')).toBe('light');
    expect(readThemeCookie('xtheme=dark')).toBeUndefined();
    expect(readThemeCookie('theme="><script>')).toBeUndefined();
    expect(readThemeCookie('theme=')).toBeUndefined();
    expect(readThemeCookie(undefined)).toBeUndefined();
  });
});
