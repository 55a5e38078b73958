// A pool chart's price history is the largest answer its page waits for, and the page's script would ask for it
// only once it has loaded (the whole app, for a pool page). The gateway reads the page's URL as the page will and
// names that request in the HTML, so the browser fetches the data while it fetches the script.
import { udfHistoryUrl } from '../../src/api/chart-schemas';
import { chartNow } from '../../src/shared/charts/bars';
import { readEmbedParams } from '../../src/shared/embed/params';
import { escapeAttribute } from '../../src/shared/embed/embed-code';
import { linkResolution, pageFirstRequest, readPoolLink } from '../../src/shared/charts/pool-link';
import { paramsOf, ROUTE_TABLE } from '../../src/shared/route-table';

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

/** `<link rel="preload">` for the page's chart data, or null. */
export function chartPreload(url: URL, now?: number): string | null {
  const data = chartDataUrl(url, now);
  // crossorigin="anonymous" is the credentials mode of a same-origin fetch(): without it the browser would not
  // hand the preloaded answer to the page's request.
  return data && `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(data)}" />`;
}
