// The gateway: the built app (dist/) with security headers, /api forwarded upstream through the proxy, and what
// operators and load balancers watch (/metrics, /healthz, /readyz).
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BADGE_PREFIX, embeddedPath, ROUTE_TABLE, routeFor, SEGMENTS } from '../../src/shared/route-table';
import type { ApiProxy } from './api-proxy';
import { badgeResponse } from './badge';
import { dataPreload } from './data-preload';
import { codingFor, encode } from './content-encoding';
import { healthz, readyz } from './health';
import type { Pingable } from './metrics';
import { discoveryLink, oembed } from './oembed';
import { ogRoutes } from './og-routes';
import { readThemeCookie } from '../../src/shared/theme/theme-cookie';
import { embedTheme } from '../../src/shared/embed/params';
import { pageFrame } from './page-frame';
import { pageMeta } from './page-meta';
import { pagePreloads, readManifests } from './page-preloads';
import { isEmbedPath, securityHeaders } from './security-headers';
import { assetServer } from './static-assets';
import { MARKET_COMPARE_PATH, MARKET_PATH } from '../../src/api/market';
import { MARKET_SWAPS_PATH } from '../../src/api/market-swaps';
import { compareResponse } from './market/compare-response';
import { marketResponse, type Market } from './market/market';
import { swapsResponse } from './market/swaps-response';
import { STEP_PATH, stepAnswer } from '../demo-api/step';
import { LIVE_PATH } from '../../src/api/live';
import type { LiveService } from './live/service';
import { liveStream } from './live/stream';

export interface GatewayOptions {
  proxy: ApiProxy;
  /** The origin this dashboard is reached at (PUBLIC_ORIGIN), for the absolute URLs of oEmbed. */
  publicOrigin: () => string;
  /** The built app; absent when Vite serves the app itself (npm run dev). */
  distDir?: string;
  /** Redis when REDIS_URL is set: /readyz asks it for a PING. */
  redis?: Pingable;
  /** Every pool's figures in one answer (GET /market/summary). */
  market?: Market;
  /** The demo chain's step (DEMO_API_STEP=1), for POST /__demo/step; absent, that path is a 404. */
  step?: (blocks: number) => number;
  /** The chain as it moves, pushed to every tab (GET /live, Server-Sent Events). */
  live?: LiveService;
}

/** What the market answers: its summary, subnets' lines, accounts' swaps of the week, and the price badges. */
function marketRoutes(app: Hono, market: Market) {
  app.get(MARKET_PATH, (c) => marketResponse(market, c.req.header('Accept-Encoding') ?? ''));
  app.get(MARKET_COMPARE_PATH, (c) => compareResponse(market, c.req.raw));
  app.get(MARKET_SWAPS_PATH, (c) => swapsResponse(market, c.req.raw));
  app.get(`${BADGE_PREFIX}/:file`, (c) => badgeResponse(market, c.req.param('file'), c.req.raw));
}

export function createGateway(options: GatewayOptions): Hono {
  const { proxy, publicOrigin, distDir, redis, market, step, live } = options;
  const app = new Hono();
  app.use(securityHeaders(publicOrigin));
  // Before the pages, which would answer any other path with the app.
  app.get('/healthz', () => healthz());
  app.get('/readyz', () => readyz(proxy.upstreamHealth, redis));
  app.get('/metrics', () => proxy.metrics.response());
  app.all('/api/*', (c) => proxy.handle(c.req.raw));
  if (step) {
    app.post(STEP_PATH, (c) => {
      const answer = stepAnswer(c, step);
      proxy.forgetAnswers();
      live?.pollNow();
      return answer;
    });
  }
  if (market) marketRoutes(app, market);
  if (live) {
    app.get(LIVE_PATH, (c) =>
      liveStream(c, { hub: live.hub, cadenceSeconds: live.cadenceSeconds, scheduler: live.scheduler }),
    );
  }
  app.get('/oembed', (c) => {
    const answer = oembed(new URL(c.req.url).searchParams, publicOrigin());
    return c.json(answer.body, answer.status);
  });
  const pictures = ogRoutes(proxy, market);
  app.get('/og/pools/:file', (c) => {
    const segment = /^(.+)\.png$/.exec(c.req.param('file'))?.[1];
    const netuid = segment === undefined ? null : SEGMENTS.pool(segment);
    return netuid !== null
      ? pictures.pool(netuid, new URL(c.req.url).searchParams)
      : c.text('Not found', 404);
  });
  app.get('/og/compare.png', (c) => pictures.compare(new URL(c.req.url).searchParams));
  app.get('/og/card.png', (c) => pictures.card(c.req.query('page') ?? '/'));
  if (!distDir) return app;

  const assets = assetServer(join(distDir, 'assets'));
  app.get(
    '/assets/*',
    (c) => assets(c.req.path, c.req.header('Accept-Encoding') ?? '') ?? c.text('Not found', 404),
  );
  // The one file of public/; every page, / included, is answered below with its preloads.
  app.get('/favicon.svg', serveStatic({ root: distDir }));
  // /embed/ paths are the embeddable charts, a page of their own; every other path is a route of the app.
  const embed = readFileSync(join(distDir, 'embed.html'), 'utf8');
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifests = readManifests(distDir);
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    const embedded = isEmbedPath(url.pathname);
    const page = embedded ? embed : index;
    // A path no page answers gets the app's own not-found page, with the status that says so.
    const known = embedded
      ? embeddedPath(url.pathname) !== null
      : routeFor(url.pathname) !== ROUTE_TABLE.notFound;
    // The page's data (a chart's, a list's) comes first in the head: a browser opens six connections to a host, and behind the
    // page's scripts the request would wait a round trip for a free one. The page's own code follows the entry's
    // scripts; pool pages announce their oEmbed endpoint to anything that reads the HTML without running it.
    const first = dataPreload(url);
    const last = [...pagePreloads(manifests, url.pathname), discoveryLink(url, publicOrigin())].filter(
      (link) => link !== null,
    );
    // What the page shows, for the tab and for a shared link's card, from the URL alone. Replaced by functions:
    // a replacement string would read `$&` in a URL as a pattern.
    const meta = pageMeta(url, publicOrigin());
    // The embed's theme is its link's (theme=auto too: its background is then transparent); the app's, a cookie's.
    const theme = embedded
      ? (embedTheme(url.searchParams) ?? undefined)
      : readThemeCookie(c.req.header('Cookie'));
    const html = page
      .replace('<html lang="en">', () =>
        theme ? `<html lang="en" data-theme="${theme}">` : '<html lang="en">',
      )
      .replace(/<title>[^<]*<\/title>/, () => meta)
      .replace('<head>', () => (first ? `<head>\n    ${first}` : '<head>'))
      .replace('</head>', () => (last.length ? `  ${last.join('\n    ')}\n  </head>` : '</head>'))
      // The app's frame, drawn before its scripts run (page-frame.ts); the embed has no #root.
      .replace('<div id="root"></div>', () => `<div id="root">${pageFrame(url.pathname)}</div>`);
    const plain = Buffer.from(html);
    const coding = codingFor(c.req.header('Accept-Encoding') ?? '', plain.length);
    // Revalidated on every visit, which costs a round trip but no bytes while the build is the same. Each coding is
    // a representation of its own, with an ETag of its own.
    const etag = `"${createHash('sha1').update(plain).digest('base64url')}${coding ? `-${coding}` : ''}"`;
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie, Accept-Encoding');
    c.header('ETag', etag);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    if (coding) c.header('Content-Encoding', coding);
    return c.body(new Uint8Array(encode(coding, plain)), known ? 200 : 404);
  });
  return app;
}
