// The pictures shared links unfurl with, 1200×630 PNG: a pool's candles with its name, last price and change over
// the range, subnets compared as their lines, or for any other page a card with its summary. Drawn as SVG and
// rendered by resvg (a Rust renderer shipped as a registry package, no browser), with DejaVu Sans (Debian's
// fonts-dejavu-core) so the text reads the same on every machine.
import { renderAsync } from '@resvg/resvg-js';
import { existsSync } from 'node:fs';
import { barStart, resolutionSeconds, type Resolution } from '../../src/api/chart-schemas';
import { pricePrecision, type Bar } from '../../src/shared/charts/bars';
import { axisStart, type AxisRange } from '../../src/shared/charts/time-axis';
import { escapeXml } from '../../src/shared/embed/embed-code';
import { SITE_NAME } from '../../src/shared/page-summary';
import { PICTURE_COLORS } from '../../src/shared/theme/colors';
import { LINE_COLORS } from '../../src/shared/theme/line-colors';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
export const FONT_FILES = [`${FONT_DIR}/DejaVuSans.ttf`, `${FONT_DIR}/DejaVuSans-Bold.ttf`];
/** Whether the pictures can carry text here (`apt-get install fonts-dejavu-core`). */
export const fontsInstalled = () => FONT_FILES.every((file) => existsSync(file));

const MAX_CANDLES = 120;

/** Words wrapped into lines of at most `width` characters, at most `lines` of them. */
function wrap(value: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > width && line) {
      out.push(line);
      line = word.slice(0, width);
    } else line = next.slice(0, width);
  }
  if (line) out.push(line);
  if (out.length > lines)
    out.splice(lines - 1, out.length, `${(out[lines - 1] as string).slice(0, width - 1)}…`);
  return out;
}

/** A picture's candles: the bars merged into at most MAX_CANDLES equal stretches of the time axis. */
export interface AxisCandles {
  /** How many stretches the axis is cut into: the picture's width is shared among them. */
  slots: number;
  /** The merged bars, each with the stretch it is drawn in; stretches without a trade are left empty. */
  candles: { slot: number; bar: Bar }[];
}

/**
 * `bars` laid on their time axis (as the charts lay it, src/shared/charts/time-axis.ts): from the range's start (or its
 * first bar) to its end, cut into whole bar slots, neighbouring slots merged so that a year of hourly bars is still
 * at most MAX_CANDLES candles. Time without trades stays on the axis as empty space.
 */
export function candlesOnAxis(bars: Bar[], axis: PictureAxis): AxisCandles {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return { slots: 0, candles: [] };
  const step = resolutionSeconds(axis.resolution);
  const start = barStart(axisStart(bars, axis), axis.resolution);
  const span = Math.ceil((Math.max(axis.to, last.time + 1) - start) / step);
  const width = Math.ceil(span / MAX_CANDLES) * step;
  const candles: { slot: number; bar: Bar }[] = [];
  for (const bar of bars) {
    const slot = Math.max(0, Math.floor((bar.time - start) / width));
    const merging = candles.at(-1);
    if (merging?.slot !== slot) {
      candles.push({ slot, bar: { ...bar } });
      continue;
    }
    merging.bar.close = bar.close;
    merging.bar.high = Math.max(merging.bar.high, bar.high);
    merging.bar.low = Math.min(merging.bar.low, bar.low);
    merging.bar.volume += bar.volume;
  }
  return { slots: Math.ceil(span / (width / step)), candles };
}

function frame(body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="DejaVu Sans">` +
    `<rect width="100%" height="100%" fill="${PICTURE_COLORS.background}"/>` +
    `<text x="60" y="72" font-size="28" fill="${PICTURE_COLORS.muted}">τ ${escapeXml(SITE_NAME)}</text>` +
    body +
    `</svg>`
  );
}

/** The time axis a picture's candles are drawn on, as the pool page and the embed draw it. */
export interface PictureAxis extends AxisRange {
  resolution: Resolution;
}

export interface PoolPicture {
  title: string;
  subtitle: string;
  bars: Bar[];
  axis: PictureAxis;
}

/** The pool's candles, its last price and its change from the first bar's open. */
export function poolSvg({ title, subtitle, bars, axis }: PoolPicture): string {
  const { slots, candles } = candlesOnAxis(bars, axis);
  const first = bars[0];
  const last = bars[bars.length - 1];
  let body =
    `<text x="60" y="136" font-size="52" font-weight="bold" fill="${PICTURE_COLORS.text}">${escapeXml(title)}</text>` +
    `<text x="60" y="184" font-size="28" fill="${PICTURE_COLORS.muted}">${escapeXml(subtitle)}</text>`;
  if (!first || !last) {
    return frame(
      `${body}<text x="60" y="400" font-size="36" fill="${PICTURE_COLORS.muted}">No trades in this range</text>`,
    );
  }
  const decimals = pricePrecision(bars.map((b) => b.close));
  const change = first.open ? ((last.close - first.open) / first.open) * 100 : 0;
  const color = change >= 0 ? PICTURE_COLORS.up : PICTURE_COLORS.down;
  body +=
    `<text x="1140" y="136" font-size="52" font-weight="bold" fill="${PICTURE_COLORS.text}" text-anchor="end">${last.close.toFixed(decimals)} τ</text>` +
    `<text x="1140" y="184" font-size="32" fill="${color}" text-anchor="end">${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(2)}%</text>`;
  const [left, right, top, bottom] = [60, 1140, 230, 590];
  const high = Math.max(...candles.map(({ bar }) => bar.high));
  const low = Math.min(...candles.map(({ bar }) => bar.low));
  const y = (price: number) =>
    high === low ? (top + bottom) / 2 : bottom - ((price - low) / (high - low)) * (bottom - top);
  const step = (right - left) / slots;
  const width = Math.max(1, step * 0.7);
  body += [0, 1, 2, 3]
    .map((i) => {
      const gridY = top + ((bottom - top) * i) / 3;
      return `<line x1="${left}" x2="${right}" y1="${gridY}" y2="${gridY}" stroke="${PICTURE_COLORS.grid}" stroke-width="1"/>`;
    })
    .join('');
  for (const { slot, bar } of candles) {
    const x = left + step * slot + step / 2;
    const fill = bar.close >= bar.open ? PICTURE_COLORS.up : PICTURE_COLORS.down;
    const [bodyTop, bodyBottom] = [y(Math.max(bar.open, bar.close)), y(Math.min(bar.open, bar.close))];
    body +=
      `<line x1="${x.toFixed(1)}" x2="${x.toFixed(1)}" y1="${y(bar.high).toFixed(1)}" y2="${y(bar.low).toFixed(1)}" stroke="${fill}" stroke-width="2"/>` +
      `<rect x="${(x - width / 2).toFixed(1)}" y="${bodyTop.toFixed(1)}" width="${width.toFixed(1)}" height="${Math.max(1, bodyBottom - bodyTop).toFixed(1)}" fill="${fill}"/>`;
  }
  return frame(body);
}

export interface ComparePicture {
  title: string;
  subtitle: string;
  /** Each subnet's line as its change from the range's start, in the compare chart's order and colours. */
  lines: { netuid: number; points: { time: number; value: number }[] }[];
}

/** Subnets' lines on one scale of change, a zero line across, and each subnet's change at the end beside its name. */
export function compareSvg({ title, subtitle, lines }: ComparePicture): string {
  let body =
    `<text x="60" y="136" font-size="52" font-weight="bold" fill="${PICTURE_COLORS.text}">${escapeXml(title)}</text>` +
    `<text x="60" y="184" font-size="28" fill="${PICTURE_COLORS.muted}">${escapeXml(subtitle)}</text>`;
  const points = lines.flatMap((line) => line.points);
  if (points.length === 0)
    return frame(
      `${body}<text x="60" y="400" font-size="36" fill="${PICTURE_COLORS.muted}">No trades in this range</text>`,
    );
  const [left, right, top, bottom] = [60, 900, 230, 590];
  let [first, last, low, high] = [Infinity, -Infinity, 0, 0];
  for (const { time, value } of points) {
    [first, last] = [Math.min(first, time), Math.max(last, time)];
    [low, high] = [Math.min(low, value), Math.max(high, value)];
  }
  const x = (time: number) =>
    last === first ? right : left + ((time - first) / (last - first)) * (right - left);
  const y = (value: number) =>
    high === low ? (top + bottom) / 2 : bottom - ((value - low) / (high - low)) * (bottom - top);
  body += `<line x1="${left}" x2="${right}" y1="${y(0).toFixed(1)}" y2="${y(0).toFixed(1)}" stroke="${PICTURE_COLORS.grid}" stroke-width="2"/>`;
  lines.forEach(({ netuid, points: linePoints }, i) => {
    const color = LINE_COLORS[i]?.dark ?? PICTURE_COLORS.text;
    if (linePoints.length > 1) {
      const path = linePoints
        .map(({ time, value }) => `${x(time).toFixed(1)},${y(value).toFixed(1)}`)
        .join(' ');
      body += `<polyline points="${path}" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round"/>`;
    }
    const end = linePoints.at(-1)?.value;
    const change =
      end === undefined ? 'no trades' : `${end >= 0 ? '+' : '−'}${Math.abs(end * 100).toFixed(2)}%`;
    body += `<text x="940" y="${250 + i * 44}" font-size="30" fill="${color}">SN${netuid} ${change}</text>`;
  });
  return frame(body);
}

/** Any other page: its title and the sentence that says what it shows. */
export function cardSvg({ title, description }: { title: string; description: string }): string {
  const titleLines = wrap(title, 36, 3);
  const descriptionLines = wrap(description, 70, 4);
  let y = 190;
  let body = '';
  for (const line of titleLines) {
    body += `<text x="60" y="${y}" font-size="56" font-weight="bold" fill="${PICTURE_COLORS.text}">${escapeXml(line)}</text>`;
    y += 70;
  }
  y += 30;
  for (const line of descriptionLines) {
    body += `<text x="60" y="${y}" font-size="30" fill="${PICTURE_COLORS.muted}">${escapeXml(line)}</text>`;
    y += 44;
  }
  return frame(body);
}

export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: FONT_FILES.filter((file) => existsSync(file)),
      defaultFontFamily: 'DejaVu Sans',
    },
  });
  return image.asPng();
}
