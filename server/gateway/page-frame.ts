// The app's frame in each page's HTML: the header and its navigation, and the page's heading (or the line the app
// shows while a page loads), the markup the app's Layout draws, so the browser paints the page's frame from the
// HTML and its style sheet rather than after every script has run (First and Largest Contentful Paint). React
// replaces it on its first render (createRoot takes over #root). The display settings show their defaults until
// then: the stored ones are the browser's.
import { escapeAttribute } from '../../src/lib/embed-code';
import { BRAND, isCurrent } from '../../src/lib/nav';
import { NAV_LINKS, routeFor } from '../../src/route-table';

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

/** The contents of `<div id="root">` for the page at `pathname`. */
export function pageFrame(pathname: string): string {
  // A list page's heading is its title (ListView draws it); a page whose heading names its data (an account, a
  // pool) shows the loading line until the app has it.
  const route = routeFor(pathname);
  const heading = route.table && !route.path.includes(':') ? route.title : undefined;
  return [
    '<a href="#main" class="skip-link">Skip to content</a>',
    `<header class="app-header">${link(BRAND.to, BRAND.label, pathname, 'brand')}`,
    `<nav aria-label="Main">${NAV_LINKS.map((item) => link(item.to, item.label, pathname)).join('')}</nav>`,
    `${SETTINGS}</header>`,
    `<main id="main" tabindex="-1">${heading ? `<h1>${text(heading)}</h1>` : '<p class="muted">Loading…</p>'}</main>`,
  ].join('');
}
