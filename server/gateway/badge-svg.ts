// A badge as README badges look (shields.io's flat style): a grey label on the left, a coloured value on the right,
// 20 px tall, text in 11 px Verdana or DejaVu Sans. An <img> cannot fit an SVG's text to its font, so the text's
// widths are measured here from a table of DejaVu Sans's advances (Verdana's are within a few per cent), and each
// text is held to its measured width with `textLength`: whichever of the fonts a reader's machine has, nothing clips.
import { escapeXml } from '../../src/shared/embed/embed-code';
import { COLORS } from '../../src/shared/theme/colors';

export type Tone = 'up' | 'down' | 'grey';
export type BadgeTheme = 'light' | 'dark';

export interface Badge {
  label: string;
  value: string;
  tone: Tone;
  theme: BadgeTheme;
}

const FONT_SIZE = 11;
const HEIGHT = 20;
/** Space on either side of each part's text. */
const PADDING = 5;

/** DejaVu Sans's advances at 11 px for the printable ASCII characters, space (U+0020) to tilde (U+007E). */
// prettier-ignore
const ASCII_WIDTHS = [
  3.5, 4.41, 5.06, 9.22, 7, 10.45, 8.58, 3.02, 4.29, 4.29, 5.5, 9.22, 3.5, 3.97, 3.5, 3.71,
  7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 3.71, 3.71, 9.22, 9.22, 9.22, 5.84,
  11, 7.52, 7.55, 7.68, 8.47, 6.95, 6.33, 8.52, 8.27, 3.24, 3.24, 7.21, 6.13, 9.49, 8.23, 8.66,
  6.63, 8.66, 7.64, 6.98, 6.72, 8.05, 7.52, 10.88, 7.54, 6.72, 7.54, 4.29, 3.71, 4.29, 9.22, 5.5,
  5.5, 6.74, 6.98, 6.05, 6.98, 6.77, 3.87, 6.98, 6.97, 3.06, 3.06, 6.37, 3.06, 10.72, 6.97, 6.73,
  6.98, 6.98, 4.52, 5.73, 4.31, 6.97, 6.51, 9, 6.51, 6.51, 5.77, 7, 3.71, 7, 9.22,
];
/** The other characters a badge writes itself: the units, the true minus, the no-break space. */
const OTHER_WIDTHS = new Map([
  ['τ', 6.62],
  ['α', 7.25],
  ['\u2212', 9.22],
  ['\u00a0', 3.5],
  ['…', 11],
]);
/** Any other character (a label's accents, another script): an em, wider than most, so that it never clips. */
const UNKNOWN_WIDTH = FONT_SIZE;

/** The width of `text` in 11 px DejaVu Sans, in pixels. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    width +=
      (code >= 0x20 && code <= 0x7e ? ASCII_WIDTHS[code - 0x20] : OTHER_WIDTHS.get(char)) ?? UNKNOWN_WIDTH;
  }
  return Math.round(width * 100) / 100;
}

interface Palette {
  label: string;
  labelText: string;
  valueText: string;
  tones: Record<Tone, string>;
  /** shields.io's shadow under white text, a pixel down; none under dark text. */
  shadow: boolean;
}

/**
 * Light: shields.io's grey label and white text, on the app's gains and losses. Dark: the dark theme's greys (its
 * borders' for the label, which stands out of a dark page as a border does), and its brighter gains and losses under
 * the dark page colour (as the dark theme's accent carries its text).
 */
const PALETTES: Record<BadgeTheme, Palette> = {
  light: {
    label: '#555',
    labelText: '#fff',
    valueText: '#fff',
    tones: { up: COLORS.up.light, down: COLORS.down.light, grey: '#6e7781' },
    shadow: true,
  },
  dark: {
    label: COLORS.border.dark,
    labelText: COLORS.text.dark,
    valueText: COLORS.bg.dark,
    tones: { up: COLORS.up.dark, down: COLORS.down.dark, grey: COLORS.muted.dark },
    shadow: false,
  },
};

/** One part's text, centred at `x`, held to its measured width. */
function part(text: string, x: number, fill: string, shadow: boolean): string {
  const width = textWidth(text);
  const escaped = escapeXml(text);
  const shade = shadow
    ? `<text aria-hidden="true" x="${x}" y="15" fill="#010101" fill-opacity=".3" textLength="${width}">${escaped}</text>`
    : '';
  return `${shade}<text x="${x}" y="14" fill="${fill}" textLength="${width}">${escaped}</text>`;
}

export function badgeSvg({ label, value, tone, theme }: Badge): string {
  const palette = PALETTES[theme];
  const labelWidth = Math.round(textWidth(label)) + 2 * PADDING;
  const valueWidth = Math.round(textWidth(value)) + 2 * PADDING;
  const width = labelWidth + valueWidth;
  const title = escapeXml(`${label}: ${value}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>',
    `<clipPath id="r"><rect width="${width}" height="${HEIGHT}" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${labelWidth}" height="${HEIGHT}" fill="${palette.label}"/>`,
    `<rect x="${labelWidth}" width="${valueWidth}" height="${HEIGHT}" fill="${palette.tones[tone]}"/>`,
    `<rect width="${width}" height="${HEIGHT}" fill="url(#s)"/></g>`,
    `<g text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="${FONT_SIZE}">`,
    part(label, labelWidth / 2, palette.labelText, palette.shadow),
    part(value, labelWidth + valueWidth / 2, palette.valueText, palette.shadow),
    '</g></svg>',
  ].join('');
}
