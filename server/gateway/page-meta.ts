// What a shared link unfurls into: every page's HTML says what it shows, from the URL alone (no upstream call):
// its title, a description, Open Graph and Twitter card tags, and a picture. Pool pages point at a picture of
// their candles, other pages at a card with their summary (og-image.ts). Every value is escaped.
import { chartNow } from '../../src/shared/charts/bars';
import { namesStart, readPoolLink } from '../../src/shared/charts/pool-link';
import { escapeAttribute } from '../../src/shared/embed/embed-code';
import { documentTitle, pageSummary, SITE_NAME } from '../../src/shared/page-summary';
import { paths } from '../../src/shared/paths';
import { compareSearch, readCompareLink } from '../../src/shared/charts/compare-link';
import { ROUTE_TABLE } from '../../src/shared/route-table';
import { chartDataUrl } from './data-preload';
import { OG_HEIGHT, OG_WIDTH } from './og-image';
import { FIT_BARS } from './og-routes';

/**
 * The picture for the page at `url`: its pool's candles over the page's own chart request, a comparison's lines, or
 * its card.
 */
export function ogImagePath(url: URL, nowMs = Date.now()): string {
  const summary = pageSummary(url.pathname, url.searchParams, nowMs);
  if (summary.route === ROUTE_TABLE.compare) {
    const { link } = readCompareLink(url.searchParams);
    if (link.netuids.length > 0) return `/og/compare.png?${compareSearch(link)}`;
  }
  const netuid = summary.picture;
  // A page whose link is no chart's (a subnet page) gets the picture its pool page's link gets.
  const chartUrl = summary.route.poolLink ? url : new URL(paths.pool(netuid ?? 0), url);
  const data = netuid === null ? null : chartDataUrl(chartUrl, chartNow(nowMs));
  if (data) {
    const query = new URL(data, 'http://x').searchParams;
    const picture = new URLSearchParams({
      resolution: query.get('resolution') ?? '',
      from: query.get('from') ?? '',
      to: query.get('to') ?? '',
    });
    // The page's newest bars, or all of them: its time axis starts at the first bar, not at the request's start.
    if (!namesStart(readPoolLink(chartUrl.searchParams).link)) picture.set(FIT_BARS.param, FIT_BARS.value);
    return `/og/pools/${netuid}.png?${picture}`;
  }
  return `/og/card.png?${new URLSearchParams({ page: `${url.pathname}${url.search}` })}`;
}

/** The head tags for the page at `url`, published on `origin`. */
export function pageMeta(url: URL, origin: string, nowMs = Date.now()): string {
  const summary = pageSummary(url.pathname, url.searchParams, nowMs);
  const page = `${origin}${url.pathname}${url.search}`;
  const image = `${origin}${ogImagePath(url, nowMs)}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  return [
    `<title>${escapeAttribute(documentTitle(summary)).replaceAll('>', '&gt;')}</title>`,
    meta('name', 'description', summary.description),
    `<link rel="canonical" href="${escapeAttribute(page)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', summary.title),
    meta('property', 'og:description', summary.description),
    meta('property', 'og:url', page),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_WIDTH)),
    meta('property', 'og:image:height', String(OG_HEIGHT)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', summary.title),
    meta('name', 'twitter:description', summary.description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}
