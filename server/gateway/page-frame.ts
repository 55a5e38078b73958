// The app's frame in each page's HTML: the header and its navigation, and the page's heading (or the line the app
// shows while a page loads; on a pool page, the line under the heading too, and the chart's controls and box), the
// markup the app draws, so the browser paints the page's frame from the HTML and its style sheet rather than after
// every script has run (First and Largest Contentful Paint). React replaces it on its first render (createRoot takes
// over #root). The display settings show their defaults until then: the stored ones are the browser's; the
// controls are disabled until then.
import { RESOLUTIONS } from '../../src/api/chart-schemas';
import { RANGE_PRESETS, type RangePreset } from '../../src/charts/bars';
import { CHART_KEYS_HINT } from '../../src/charts/legend';
import { readPoolLink, type PoolLink } from '../../src/charts/pool-link';
import { escapeAttribute } from '../../src/lib/embed-code';
import { BRAND, isCurrent } from '../../src/lib/nav';
import { paths } from '../../src/lib/paths';
import { toUtcInput, UTC_INPUT_FORMAT } from '../../src/lib/utc-input';
import { NAV_LINKS, ROUTE_TABLE, routeFor } from '../../src/route-table';
import {
  chartLabel,
  LATEST_TITLE,
  POOL_INTRO,
  poolHeading,
  RANGE_LABELS,
  resolutionLabel,
} from '../../src/routes/pool/labels';
import { poolPathNetuid } from './oembed';

const text = (value: string) => escapeAttribute(value).replaceAll('>', '&gt;');

function link(to: string, label: string, pathname: string, className?: string): string {
  const current = isCurrent(to, pathname);
  const classes = [className, current ? 'active' : undefined].filter(Boolean).join(' ');
  return `<a${current ? ' aria-current="page"' : ''}${classes ? ` class="${classes}"` : ''} href="${escapeAttribute(to)}">${text(label)}</a>`;
}

const SETTINGS =
  '<div class="settings"><label>Times <select><option value="relative">relative</option>' +
  '<option value="absolute">absolute (UTC)</option></select></label><label>Theme <select>' +
  '<option value="system">system</option><option value="light">light</option><option value="dark">dark</option>' +
  '</select></label></div>';

const choice = (pressed: boolean, label: string, title?: string) =>
  `<button type="button" aria-pressed="${pressed}"${title ? ` title="${escapeAttribute(title)}"` : ''} disabled>` +
  `${text(label)}</button>`;

/** The pool chart's controls (src/routes/pool/ChartControls.tsx), showing the link's choices. */
function chartControls(link: PoolLink, first: Record<string, string>): string {
  const latest = link.range === undefined && link.from === undefined && link.to === undefined;
  const ranges = (Object.keys(RANGE_PRESETS) as RangePreset[]).map((preset) =>
    choice(link.range === preset, RANGE_LABELS[preset]),
  );
  const candles = RESOLUTIONS.map((resolution) =>
    choice(link.resolution === resolution, resolutionLabel(resolution)),
  );
  const input = (name: string) =>
    `<input name="${name}" placeholder="${UTC_INPUT_FORMAT}" value="${escapeAttribute(toUtcInput(first[name]))}" disabled>`;
  return (
    '<div class="chart-toolbar">' +
    `<div role="group" aria-labelledby="frame-range"><span class="group-label" id="frame-range">Range</span>` +
    `${choice(latest, 'Latest', LATEST_TITLE)}${ranges.join('')}</div>` +
    `<div role="group" aria-labelledby="frame-candle"><span class="group-label" id="frame-candle">Candle</span>` +
    `${candles.join('')}</div>` +
    `<form class="custom-range"><label>From (UTC) ${input('from')}</label>` +
    `<label>To (UTC) ${input('to')}</label><button type="submit" disabled>Show</button></form></div>`
  );
}

/**
 * The chart's panel (src/routes/pool/ChartPanel.tsx and CandlestickChart.tsx) up to its box, which the page's entry
 * draws the chart into before the app runs (src/routes/pool/first-chart.ts). The box takes no focus until the app
 * is there, like the disabled controls: its keys are the app's.
 */
function chartPanel(netuid: number, link: PoolLink): string {
  return (
    '<section class="chart-panel" aria-label="Price chart"><div class="chart-tools">' +
    `<p class="muted" id="frame-keys">${text(CHART_KEYS_HINT)}</p><div role="group" aria-label="Chart">` +
    `<button type="button" disabled>Fit</button>${choice(false, 'Log scale')}` +
    '<button type="button" disabled>Download PNG</button></div></div>' +
    '<div class="price-chart-frame"><div class="chart price-chart" role="application" ' +
    `aria-label="${escapeAttribute(chartLabel(netuid, link.resolution))}" aria-describedby="frame-keys">` +
    '</div></div><p class="chart-credit">Loading…</p></section>'
  );
}

/**
 * A pool page's heading and the line under it, as the pool page draws them (its largest text, which the browser
 * would otherwise first paint with the page's script), then the chart's controls and panel. Those only for a link
 * the page reads as it is, without a clicked bar: the page shows a notice above the controls for parameters it
 * drops, and opens a bar's swaps with the chart.
 */
function poolFrame(netuid: number, search: URLSearchParams): string {
  const heading =
    `<h1>${text(poolHeading(netuid))}</h1><p class="muted">${text(POOL_INTRO)} ` +
    `<a href="${escapeAttribute(paths.subnetOwners({ netuid }))}">Owners</a> · ` +
    `<a href="${escapeAttribute(paths.deregistrations({ netuid }))}">Deregistrations</a> · ` +
    // The app's button opens the embed dialog; until the app is there, this one is disabled.
    '<button type="button" disabled>Embed</button></p>';
  const { link, first, ignored } = readPoolLink(search, ['bar']);
  if (ignored.length > 0 || first.bar !== undefined) return heading;
  return heading + chartControls(link, first) + chartPanel(netuid, link);
}

/**
 * What the page at `pathname` shows first in its main part: a list page's heading (its title, as ListView draws
 * it); a pool page's (`poolFrame`); else the app's loading line.
 */
function mainFrame(pathname: string, search: URLSearchParams): string {
  const route = routeFor(pathname);
  const netuid = route === ROUTE_TABLE.pool ? poolPathNetuid(pathname) : null;
  if (netuid !== null) return poolFrame(netuid, search);
  return route.table && !route.path.includes(':')
    ? `<h1>${text(route.title)}</h1>`
    : '<p class="muted">Loading…</p>';
}

/** The contents of `<div id="root">` for the page at `pathname` with the query `search`. */
export function pageFrame(pathname: string, search = new URLSearchParams()): string {
  return [
    '<a href="#main" class="skip-link">Skip to content</a>',
    `<header class="app-header">${link(BRAND.to, BRAND.label, pathname, 'brand')}`,
    `<nav aria-label="Main">${NAV_LINKS.map((item) => link(item.to, item.label, pathname)).join('')}</nav>`,
    `${SETTINGS}</header>`,
    `<main id="main" tabindex="-1">${mainFrame(pathname, search)}</main>`,
  ].join('');
}
