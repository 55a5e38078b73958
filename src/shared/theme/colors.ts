// The theme's colours, each named once with its light and its dark value. The style sheets read them as custom
// properties (`--accent-text` for `accentText`), generated from this table at build time (theme-css.ts, served by
// vite.config.ts as `virtual:theme.css`); the charts read them here, and so do the gateway's link pictures. Plain
// data, no React or DOM, so the server imports it too.

export type Scheme = 'light' | 'dark';

/** A colour in each theme (any CSS colour the canvas and resvg also read: hex or `rgb()`). */
export interface ThemeColor {
  light: string;
  dark: string;
}

const both = (value: string): ThemeColor => ({ light: value, dark: value });

export const COLORS = {
  bg: { light: '#f7f8fa', dark: '#0f1318' },
  surface: { light: '#ffffff', dark: '#161b22' },
  surface2: { light: '#f0f2f5', dark: '#1d242d' },
  text: { light: '#1b1f24', dark: '#e6e9ee' },
  muted: { light: '#5f6b7a', dark: '#96a1ae' },
  border: { light: '#d8dde3', dark: '#2c3540' },
  accent: { light: '#1a66d9', dark: '#4c8dff' },
  /** White on the light accent, the dark page colour on the brighter dark one: 4.5:1 or more either way. */
  accentText: { light: '#ffffff', dark: '#0f1318' },
  warningBg: { light: '#fff6db', dark: '#3a3015' },
  warningBorder: { light: '#e5c25a', dark: '#8a7326' },
  errorBg: { light: '#fdecec', dark: '#3d1d1f' },
  errorBorder: { light: '#e08b8b', dark: '#8f4347' },
  errorText: { light: '#b42318', dark: '#f59e94' },
  skeleton: { light: '#e6e9ee', dark: '#252d37' },
  /** The focus ring, and the chart's marker on the picked bar. */
  focus: { light: '#1f6feb', dark: '#79a8ff' },
  /** A price or balance that rose, a buy. Up and down are #rrggbb: the price chart adds an alpha to them. */
  up: { light: '#1a7f37', dark: '#3fb950' },
  /** A price that fell. */
  down: { light: '#cf222e', dark: '#f85149' },
  /** A JSON number among an event's arguments, told apart from the decimal strings beside it. */
  number: { light: '#8250df', dark: '#b392f0' },
  /** Behind a modal dialog. */
  backdrop: both('rgb(0 0 0 / 45%)'),
  /** The price chart's grid: fainter than the borders in the light theme. */
  chartGrid: { light: '#e3e7ec', dark: '#2c3540' },
  /** The balance chart's lines, the same in both themes. */
  lineTotal: both('#1f6feb'),
  lineStaked: both('#8250df'),
  lineFree: both('#1a7f37'),
} satisfies Record<string, ThemeColor>;

export type ColorName = keyof typeof COLORS;

/** The custom property a colour is in the style sheets: `surface2` is `--surface-2`, `accentText` `--accent-text`. */
export const cssVariable = (name: ColorName): string =>
  `--${name.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`)}`;

/**
 * The link pictures (server/gateway/og-image.ts): always dark, in GitHub's dark greys, a shade apart from the dark
 * theme's own; the gains and losses are the theme's.
 */
export const PICTURE_COLORS = {
  background: '#0f1419',
  text: '#e6edf3',
  muted: '#8b949e',
  grid: '#21262d',
  up: COLORS.up.dark,
  down: COLORS.down.dark,
};
