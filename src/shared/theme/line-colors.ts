// The compare chart's palette: a module of its own, so that only the pages that draw it load it.
import type { ThemeColor } from './colors';

/**
 * The compare chart's lines, one per subnet in the link's order (at most eight): hues far apart, each a shade that
 * reads on the theme's background, and none the red or green of a fall or a rise.
 */
export const LINE_COLORS: readonly ThemeColor[] = [
  { light: '#1a66d9', dark: '#4c8dff' },
  { light: '#d4660a', dark: '#f0883e' },
  { light: '#8250df', dark: '#b392f0' },
  { light: '#0e8a8a', dark: '#39c5cf' },
  { light: '#bf3989', dark: '#f778ba' },
  { light: '#7d6608', dark: '#d4b82c' },
  { light: '#4b5563', dark: '#c9d1d9' },
  { light: '#6b4f3a', dark: '#c8a27c' },
];
