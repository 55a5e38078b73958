// The app's frame in each page's HTML: the header and its navigation, and the page's heading (or the line the app
// shows while a page loads; on a pool page, the line under the heading too), the markup the app draws, so the
// browser paints the page's frame from the HTML and its style sheet rather than after every script has run (First
// and Largest Contentful Paint). React replaces it on its first render (createRoot takes over #root). The display
// settings show their defaults until then: the stored ones are the browser's. src/page-frame.test.tsx holds this
// markup equal to the app's components.
import { escapeAttribute } from '../../src/shared/embed/embed-code';
import { BRAND, isCurrent } from '../../src/shared/nav';
import { paths } from '../../src/shared/paths';
import { NAV_LINKS, paramsOf, ROUTE_TABLE, routeFor } from '../../src/shared/route-table';
import { POOL_INTRO, poolHeading } from '../../src/shared/charts/labels';
import { compareHref, DEFAULT_COMPARE_RANGE } from '../../src/shared/charts/compare-link';
import { offsetLabel } from '../../src/shared/time';

const text = (value: string) => escapeAttribute(value).replaceAll('>', '&gt;');

function link(to: string, label: string, pathname: string, className?: string): string {
  const current = isCurrent(to, pathname);
  const classes = [className, current ? 'active' : undefined].filter(Boolean).join(' ');
  return `<a${current ? ' aria-current="page"' : ''}${classes ? ` class="${classes}"` : ''} href="${escapeAttribute(to)}">${text(label)}</a>`;
}

/** The header's settings; the app names the visitor's own offset in the local option once it runs. */
const SETTINGS =
  '<div class="settings"><label>Times <select><option value="relative">relative</option>' +
  `<option value="utc">UTC</option><option value="local">local (${offsetLabel(-new Date().getTimezoneOffset())})</option>` +
  '</select></label><label>Theme <select>' +
  '<option value="system">system</option><option value="light">light</option><option value="dark">dark</option>' +
  '</select></label></div>';

const MENU_BUTTON =
  '<button type="button" class="menu-button" aria-expanded="false" aria-controls="menu" disabled>' +
  '<span aria-hidden="true">☰</span> Menu</button>';

/**
 * A pool page's heading and the line under it, as the pool page draws them: its largest text, which the browser
 * would otherwise first paint with the page's script.
 */
function poolFrame(netuid: number): string {
  return (
    `<h1>${text(poolHeading(netuid))}</h1><p class="muted">${text(POOL_INTRO)} ` +
    `<a href="${escapeAttribute(paths.subnet(netuid))}">Subnet ${netuid}</a> · ` +
    `<a href="${escapeAttribute(paths.subnet(netuid, { tab: 'owners' }))}">Owners</a> · ` +
    `<a href="${escapeAttribute(paths.subnet(netuid, { tab: 'deregistrations' }))}">Deregistrations</a> · ` +
    `<a href="${escapeAttribute(compareHref({ netuids: [netuid], range: DEFAULT_COMPARE_RANGE }))}">Compare with others</a> · ` +
    // The app's button opens the embed dialog; until the app is there, this one is disabled.
    '<button type="button" disabled>Embed</button></p>'
  );
}

/**
 * What the page at `pathname` shows first in its main part: a list page's heading (its title, as ListView draws
 * it); a pool page's (`poolFrame`); else the app's loading line.
 */
function mainFrame(pathname: string): string {
  const pool = paramsOf(ROUTE_TABLE.pool, pathname);
  if (pool) return poolFrame(pool.netuid);
  const route = routeFor(pathname);
  return route.table && !route.path.includes(':')
    ? `<h1>${text(route.title)}</h1>`
    : '<p class="muted">Loading…</p>';
}

/** The contents of `<div id="root">` for the page at `pathname`. */
export function pageFrame(pathname: string): string {
  return [
    '<a href="#main" class="skip-link">Skip to content</a>',
    `<header class="app-header">${link(BRAND.to, BRAND.label, pathname, 'brand')}`,
    // The header's search takes its room until the app loads it; the overview has a box of its own.
    routeFor(pathname) === ROUTE_TABLE.overview ? '' : '<div class="header-search"></div>',
    // A phone's menu button opens the menu once the app is there.
    MENU_BUTTON,
    `<div id="menu" class="menu"><nav aria-label="Main">${NAV_LINKS.map((item) => link(item.to, item.label, pathname)).join('')}</nav>`,
    // The live stream's status, where it will show.
    `${SETTINGS}</div><span class="live-status"></span></header>`,
    `<main id="main" tabindex="-1">${mainFrame(pathname)}</main>`,
  ].join('');
}
