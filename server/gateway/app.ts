// The gateway: the built app (dist/) with security headers, and /api forwarded upstream through the proxy.
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiProxy } from './api-proxy';
import { chartPreload } from './chart-preload';
import { discoveryLink, oembed } from './oembed';
import { pagePreloads, type Manifest } from './page-preloads';
import { isEmbedPath, securityHeaders } from './security-headers';

export interface GatewayOptions {
  proxy: ApiProxy;
  /** The built app; absent when Vite serves the app itself (npm run dev). */
  distDir?: string;
}

export function createGateway({ proxy, distDir }: GatewayOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders);
  app.all('/api/*', (c) => proxy.handle(c.req.raw));
  app.get('/oembed', (c) => {
    const answer = oembed(new URL(c.req.url).searchParams, c.req.header('host') ?? new URL(c.req.url).host);
    return c.json(answer.body, answer.status);
  });
  if (!distDir) return app;

  // Hashed file names never change content: cache them for a year. Everything else is revalidated.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build wrote compressed copies of every script and style sheet (vite.config.ts).
  app.use('/assets/*', serveStatic({ root: distDir, precompressed: true }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // The one file of public/; every page, / included, is answered below with its preloads.
  app.get('/favicon.svg', serveStatic({ root: distDir }));
  // /embed/ paths are the embeddable chart, a page of its own; every other path is a route of the app.
  const embed = readFileSync(join(distDir, 'embed.html'), 'utf8');
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const url = new URL(c.req.url);
    const page = isEmbedPath(url.pathname) ? embed : index;
    // A chart page's data comes first in the head: a browser opens six connections to a host, and behind the
    // page's scripts the request would wait a round trip for a free one. The page's own code follows the entry's
    // scripts; pool pages announce their oEmbed endpoint to anything that reads the HTML without running it.
    const first = chartPreload(url);
    const last = [...pagePreloads(manifest, url.pathname), discoveryLink(url)].filter(
      (link) => link !== null,
    );
    return c.html(
      page
        .replace('<head>', first ? `<head>\n    ${first}` : '<head>')
        .replace('</head>', last.length ? `  ${last.join('\n    ')}\n  </head>` : '</head>'),
    );
  });
  return app;
}
