// Serving the unfurl pictures. A comparison's is drawn from the market's lines, or its pools' histories as below.
// A pool's picture is drawn from its price history, asked through the proxy like any
// page's request but as a prefetch: it spends the key's quota only while the reserve for people's pages is left,
// and is cached like the data (answers about the past for hours). Drawn pictures are kept, so the same link costs
// at most one upstream call per cache lifetime and one drawing. Refused or failing, the last picture of that link
// is served, or a card without a chart, never an error.
import { LRUCache } from 'lru-cache';
import { udfHistoryUrl, udfHistorySchema } from '../../src/api/chart-schemas';
import { chartNow, udfToBars } from '../../src/shared/charts/bars';
import { firstRequest, linkResolution, namesStart, readPoolLink } from '../../src/shared/charts/pool-link';
import { paths } from '../../src/shared/paths';
import { pageSummary } from '../../src/shared/page-summary';
import type { ApiProxy } from './api-proxy';
import { cardSvg, compareSvg, poolSvg, renderPng } from './og-image';
import type { Market } from './market/market';
import {
  changePoints,
  historyRequest,
  lineFromBars,
  marketLine,
  type PriceLine,
} from '../../src/shared/charts/compare';
import {
  compareHref,
  isMarketRange,
  readCompareLink,
  type CompareRange,
  type MarketRange,
} from '../../src/shared/charts/compare-link';
import { ROUTE_TABLE } from '../../src/shared/route-table';

/** A picture whose data was whole: kept for a day in caches in front. One drawn without data: a minute. */
const WHOLE = 'public, max-age=86400';
const PARTIAL = 'public, max-age=60';

interface Picture {
  png: Buffer;
  whole: boolean;
}

/**
 * A picture link's own parameter: its time axis starts at the first bar, as the page's does when it shows its
 * newest bars or all of them (page-meta.ts names that page's first request, whose start is no start of the chart).
 */
export const FIT_BARS = { param: 'fit', value: 'bars' };

/**
 * The chart a picture's link names, read as the pool page and the embed read a link (pool-link.ts), on the same
 * time axis; a picture shows the range its link names, or all.
 */
export function pictureChart(search: URLSearchParams, now = chartNow()) {
  const { link } = readPoolLink(search, [FIT_BARS.param]);
  return {
    resolution: linkResolution(link, now),
    ...firstRequest(link, now, 'all'),
    emptyStart: namesStart(link) && search.get(FIT_BARS.param) !== FIT_BARS.value,
  };
}

/** The preview pictures kept, in bytes of PNG (docs/gateway.md#memory). */
export const PICTURES_MAX_BYTES = 32 * 2 ** 20;

/** A pool's history over a long range, asked as a prefetch; null when it could not be had. */
async function history(
  proxy: ApiProxy,
  netuid: number,
  range: Exclude<CompareRange, MarketRange>,
  now: number,
): Promise<PriceLine | null> {
  const { resolution, from, to } = historyRequest(netuid, range, now);
  const answer = await proxy.handle(
    new Request(`http://gateway.internal${udfHistoryUrl(netuid, resolution, from, to)}`, {
      headers: { 'X-Prefetch': '1' },
    }),
  );
  const parsed = answer.ok ? udfHistorySchema.safeParse(await answer.json()) : null;
  if (!parsed?.success || parsed.data.s === 'error') return null;
  return lineFromBars(netuid, parsed.data.s === 'ok' ? udfToBars(parsed.data) : []);
}

/** A day's or a week's comparison is the market's, which moves with its tail: a picture of it is kept that long. */
const MARKET_PICTURE = 'public, max-age=300';

export function ogRoutes(proxy: ApiProxy, market?: Market) {
  const pictures = new LRUCache<string, Picture>({
    maxSize: PICTURES_MAX_BYTES,
    sizeCalculation: (picture) => picture.png.length,
  });
  const png = ({ png: body }: Picture, cacheControl: string) =>
    new Response(new Uint8Array(body), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': cacheControl },
    });

  async function pool(netuid: number, search: URLSearchParams): Promise<Response> {
    const axis = pictureChart(search);
    const { resolution, from, to } = axis;
    const key = `${netuid}:${resolution}:${from}:${to}:${axis.emptyStart}`;
    const kept = pictures.get(key);
    if (kept?.whole) return png(kept, WHOLE);
    // The page's own words, as its link would show them.
    const summary = pageSummary(
      paths.pool(netuid),
      new URLSearchParams({ resolution, from: String(from), to: String(to) }),
    );
    const [title, ...rest] = summary.title.split(' · ');
    const subtitle = rest.join(' · ');
    const answer = await proxy.handle(
      new Request(`http://gateway.internal${udfHistoryUrl(netuid, resolution, from, to)}`, {
        headers: { 'X-Prefetch': '1' },
      }),
    );
    const history = answer.ok ? udfHistorySchema.safeParse(await answer.json()) : null;
    if (history?.success && history.data.s !== 'error') {
      const bars = history.data.s === 'ok' ? udfToBars(history.data) : [];
      const picture = {
        png: await renderPng(poolSvg({ title: title ?? 'Pool', subtitle, bars, axis })),
        whole: true,
      };
      pictures.set(key, picture);
      return png(picture, WHOLE);
    }
    if (kept) return png(kept, PARTIAL);
    const card = {
      png: await renderPng(
        cardSvg({ title: summary.title, description: 'The chart is not available right now.' }),
      ),
      whole: false,
    };
    pictures.set(key, card);
    return png(card, PARTIAL);
  }

  /**
   * Subnets compared: a day or a week from the market (no upstream request), a longer range from each pool's
   * history as the compare page asks it. Without its lines, the page's card.
   */
  async function compare(search: URLSearchParams): Promise<Response> {
    const { link } = readCompareLink(search);
    const page = compareHref(link);
    if (link.netuids.length === 0) return card(page);
    const { netuids, range } = link;
    const lines = isMarketRange(range)
      ? (market?.lines(netuids, range)?.lines.map(marketLine) ?? null)
      : await Promise.all(netuids.map((netuid) => history(proxy, netuid, range, chartNow()))).then((all) =>
          all.every((line) => line !== null) ? all : null,
        );
    if (!lines) return card(page, PARTIAL);
    const key = `compare:${page}:${lines.map((line) => line.points.at(-1)?.[0] ?? '').join(',')}`;
    const kept = pictures.get(key);
    if (kept) return png(kept, isMarketRange(range) ? MARKET_PICTURE : WHOLE);
    const [title, ...rest] = pageSummary(ROUTE_TABLE.compare.path, search).title.split(' · ');
    const picture = {
      png: await renderPng(
        compareSvg({
          title: title ?? 'Compare subnets',
          subtitle: rest.join(' · '),
          lines: lines.map((line) => ({ netuid: line.netuid, points: changePoints(line) })),
        }),
      ),
      whole: true,
    };
    pictures.set(key, picture);
    return png(picture, isMarketRange(range) ? MARKET_PICTURE : WHOLE);
  }

  /** A page's card; `control`: PARTIAL where it stands in for a chart that may be drawn soon. */
  async function card(page: string, control = WHOLE): Promise<Response> {
    const kept = pictures.get(`card:${page}`);
    if (kept) return png(kept, control);
    const url = new URL(page.startsWith('/') ? page : '/', 'http://gateway.internal');
    const summary = pageSummary(url.pathname, url.searchParams);
    const picture = { png: await renderPng(cardSvg(summary)), whole: true };
    pictures.set(`card:${page}`, picture);
    return png(picture, control);
  }

  return { pool, compare, card: (page: string) => card(page) };
}
