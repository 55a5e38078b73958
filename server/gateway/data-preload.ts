// The page's script asks for the data it shows only once it has loaded (the whole app): a pool chart's price
// history, a list's first page, the market summary. The gateway reads the page's URL as the page will and names
// that request in the HTML, so the browser fetches the data while it fetches the script.
import { udfHistoryUrl } from '../../src/api/chart-schemas';
import { apiUrl, endpoints } from '../../src/api/endpoints';
import { MARKET_PATH } from '../../src/api/market';
import { chartNow } from '../../src/shared/charts/bars';
import { readEmbedParams } from '../../src/shared/embed/params';
import { escapeAttribute } from '../../src/shared/embed/embed-code';
import { linkResolution, pageFirstRequest, readPoolLink } from '../../src/shared/charts/pool-link';
import { readSearch } from '../../src/shared/query-string';
import { paramsOf, routeFor, ROUTE_TABLE } from '../../src/shared/route-table';

/** The price history request the page at `url` makes first, or null for pages without a chart. */
export function chartDataUrl(url: URL, now = chartNow()): string | null {
  const embed = readEmbedParams(url.pathname, url.searchParams, now)?.params;
  if (embed) return udfHistoryUrl(embed.netuid, embed.resolution, embed.from, embed.to);
  const netuid = paramsOf(ROUTE_TABLE.pool, url.pathname)?.netuid;
  if (netuid === undefined) return null;
  // Read as the page reads it (pool-link.ts): a parameter the page drops is dropped here too.
  const { link } = readPoolLink(url.searchParams);
  const { from, to } = pageFirstRequest(link, now);
  return udfHistoryUrl(netuid, linkResolution(link, now), from, to);
}

/**
 * The page of records a list page at `url` asks first, or null for other pages: the list of its route's endpoint
 * (ListView), its query string read by the endpoint's parameters, as the page reads it. A list whose path holds a
 * parameter (an account's history) shows it under what the page asks first, and is left to the page.
 */
export function listDataUrl(url: URL): string | null {
  const route = routeFor(url.pathname);
  if (!route.table || !route.endpoint || route.params) return null;
  return apiUrl(route.endpoint, readSearch(endpoints[route.endpoint].params, url.searchParams).query);
}

/** `<link rel="preload">` for the data the page at `url` shows first, or null. */
export function dataPreload(url: URL, now?: number): string | null {
  const data =
    chartDataUrl(url, now) ?? listDataUrl(url) ?? (routeFor(url.pathname).market ? MARKET_PATH : null);
  // crossorigin="anonymous" is the credentials mode of a same-origin fetch(): without it the browser would not
  // hand the preloaded answer to the page's request.
  return data && `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(data)}" />`;
}
