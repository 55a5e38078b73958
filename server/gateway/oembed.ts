// oEmbed (https://oembed.com): given a pool page or embed URL of this site, the iframe that embeds its chart.
// Pool pages announce it with a discovery <link> in their HTML, so a CMS pasting a pool link gets the chart.

import { EMBED_PARAMS } from '../../src/shared/embed/params';
import { escapeAttribute, iframeCode } from '../../src/shared/embed/embed-code';
import { embeddedPath, paramsOf, ROUTE_TABLE } from '../../src/shared/route-table';
import { paths } from '../../src/shared/paths';

export const EMBED_WIDTH = 600;
export const EMBED_HEIGHT = 400;
/** The subnet of a pool page's or its embed's path, as the route table reads them; null for other paths. */
function poolPathNetuid(pathname: string): number | null {
  return paramsOf(ROUTE_TABLE.pool, embeddedPath(pathname) ?? pathname)?.netuid ?? null;
}

export interface OEmbedAnswer {
  status: 200 | 400 | 404 | 501;
  body: Record<string, unknown>;
}

/**
 * `origin`: where this site is reached (PUBLIC_ORIGIN), never what a request's Host header says; URLs of other
 * origins or schemes are unknown here.
 */
export function oembed(query: URLSearchParams, origin: string): OEmbedAnswer {
  const format = query.get('format') ?? 'json';
  if (format !== 'json')
    return { status: 501, body: { message: `Only format=json is supported, not ${format}` } };
  const text = query.get('url');
  if (!text) return { status: 400, body: { message: 'Missing required parameter "url"' } };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { status: 404, body: { message: `Not a URL: ${text}` } };
  }
  const netuid = poolPathNetuid(url.pathname);
  if (url.origin !== origin || netuid === null) {
    return {
      status: 404,
      body: { message: `No embeddable chart at ${text}: pool pages look like ${ROUTE_TABLE.pool.path}` },
    };
  }
  const limit = (name: string, fallback: number) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value > 0 ? Math.min(value, fallback) : fallback;
  };
  const width = limit('maxwidth', EMBED_WIDTH);
  const height = limit('maxheight', EMBED_HEIGHT);
  const kept = new URLSearchParams([...url.searchParams].filter(([key]) => EMBED_PARAMS.includes(key)));
  const src = `${origin}${paths.embedPool(netuid)}${kept.size ? `?${kept}` : ''}`;
  const title = `Subnet ${netuid} pool price`;
  return {
    status: 200,
    body: {
      version: '1.0',
      type: 'rich',
      provider_name: 'τ chain data',
      provider_url: origin,
      title,
      width,
      height,
      cache_age: 3600,
      html: iframeCode({ src, width, height, title }),
    },
  };
}

/** The discovery link a pool page's HTML carries, naming the page on `origin`; null for other pages. */
export function discoveryLink(pageUrl: URL, origin: string): string | null {
  const netuid = paramsOf(ROUTE_TABLE.pool, pageUrl.pathname)?.netuid;
  if (netuid === undefined) return null;
  const url = `${origin}${pageUrl.pathname}${pageUrl.search}`;
  const href = `/oembed?${new URLSearchParams({ url, format: 'json' })}`;
  return `<link rel="alternate" type="application/json+oembed" href="${escapeAttribute(href)}" title="Subnet ${netuid} pool price" />`;
}
