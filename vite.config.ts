import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { LOW_PRIORITY } from './server/gateway/page-preloads';
import { proxyFromEnv } from './server/gateway/settings';
import { marketResponse } from './server/gateway/market/market';
import { startBackground } from './server/gateway/background';
import { MARKET_PATH } from './src/api/market';
import { MARKET_SWAPS_PATH } from './src/api/market-swaps';
import { swapsResponse } from './server/gateway/market/swaps-response';
import { compareResponse } from './server/gateway/market/compare-response';
import { MARKET_COMPARE_PATH } from './src/api/market';
import { Hono } from 'hono';
import { liveStream } from './server/gateway/live/stream';
import { LIVE_PATH } from './src/api/live';
import { themeCss } from './src/theme/theme-css';

/**
 * `npm run dev`: the gateway's /api (key held server-side, cache, demo API or real upstream), its market summary and
 * live stream inside Vite's dev server, so hot reload runs over the same API as `npm start`.
 */
function gatewayApi(): Plugin {
  return {
    name: 'gateway-api',
    apply: 'serve',
    async configureServer(server) {
      const say = (line: string) => server.config.logger.info(line);
      const { proxy, upstream, shared } = await proxyFromEnv(process.env, say);
      const { scheduler, market, live } = await startBackground({ proxy, upstream, shared, log: say });
      const api = getRequestListener((request) => proxy.handle(request));
      const summary = getRequestListener((request) =>
        marketResponse(market, request.headers.get('Accept-Encoding') ?? ''),
      );
      const swaps = getRequestListener((request) => swapsResponse(market, request));
      const lines = getRequestListener((request) => compareResponse(market, request));
      const stream = getRequestListener(
        new Hono().get(LIVE_PATH, (c) =>
          liveStream(c, { hub: live.hub, cadenceSeconds: live.cadenceSeconds, scheduler }),
        ).fetch,
      );
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/api/')) void api(req, res);
        else if (req.url?.startsWith(MARKET_SWAPS_PATH)) void swaps(req, res);
        else if (req.url?.startsWith(MARKET_COMPARE_PATH)) void lines(req, res);
        else if (req.url?.startsWith(MARKET_PATH)) void summary(req, res);
        else if (req.url === LIVE_PATH || req.url?.startsWith(`${LIVE_PATH}?`)) void stream(req, res);
        else next();
      });
    },
  };
}

/**
 * `import 'virtual:theme.css'`: the theme's colours as custom properties, made from the one table
 * (src/shared/theme/colors.ts), a style sheet like any other (bundled, hashed, precompressed; no inline style). Each
 * importer gets a module of its own, so the colours join that entry's one style sheet (the app's, the embed's)
 * rather than a sheet they share, which would be one more request before the first paint. The ids end in .css and
 * start with no NUL, so that Vite's CSS pipeline takes them.
 */
function themeStyles(): Plugin {
  const prefix = '/@theme/';
  return {
    name: 'theme-css',
    resolveId(source, importer) {
      if (source.startsWith(prefix)) return source;
      if (source !== 'virtual:theme.css' || !importer) return undefined;
      return `${prefix}${relative(import.meta.dirname, importer)}.css`;
    },
    load: (id) => (id.startsWith(prefix) ? themeCss() : undefined),
  };
}

/**
 * A .br and a .gz beside every built script and style sheet, at the strongest settings, once per build: the
 * gateway sends them to browsers that take them, so no visit waits for compression or downloads the full size.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle({ dir = 'dist' }, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /^assets\/.*\.(js|css)$/.test(name))) {
        const data = readFileSync(join(dir, file));
        writeFileSync(
          join(dir, `${file}.br`),
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The app's scripts at low fetch priority: its HTML carries the page's frame (server/gateway/page-frame.ts), which
 * paints with the style sheet alone, so on a busy connection the style sheet and a chart's data (a high-priority
 * preload) come first, and the scripts after them. The gateway names a page's own chunks likewise
 * (page-preloads.ts). The embed keeps the default: its chart, drawn by its script, is all it shows.
 */
function scriptsAfterStyles(): Plugin {
  return {
    name: 'scripts-after-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { path }) =>
        path === '/index.html'
          ? html.replace(/<(script type="module"|link rel="modulepreload")/g, `<$1 ${LOW_PRIORITY}`)
          : html,
    },
  };
}

/**
 * dist/.vite/modules.json (the embed's build: embed-modules.json): each chunk's modules, and each one's code (as bundled, before minifying) gzipped alone,
 * read by `npm run size -- <route>` to share a chunk's real size among its modules and tell where a page's bytes
 * go.
 */
function moduleSizes(): Plugin {
  return {
    name: 'module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            relative(import.meta.dirname, id.replace(/^\0/, '')),
            module.code ? gzipSync(module.code).length : 0,
          ]),
        );
      }
      const name =
        this.environment.name === 'client' ? 'modules.json' : `${this.environment.name}-modules.json`;
      this.emitFile({ type: 'asset', fileName: `.vite/${name}`, source: JSON.stringify(chunks) });
    },
  };
}

/**
 * The build's id: a hash of the app's sources and locked dependencies, the same for the same code. Answers kept on
 * disk (src/lib/answers-on-disk.ts) are kept per build, as another build may read them differently.
 */
function buildId(): string {
  const hash = createHash('sha256').update(readFileSync(join(import.meta.dirname, 'package-lock.json')));
  const src = join(import.meta.dirname, 'src');
  for (const file of readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort())
    hash.update(relative(src, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  plugins: [react(), themeStyles(), scriptsAfterStyles(), gatewayApi(), precompress(), moduleSizes()],
  server: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    // Read by `npm run size` to tell which chunks each route loads.
    manifest: true,
    // Every browser of the target preloads modules itself (the gateway names each page's chunks in its HTML).
    modulePreload: { polyfill: false },
  },
  // Two builds, the app and the embeddable charts (embed.html: no framework, for sites that frame them), so that
  // they share no chunk: built together, the modules both use were cut into a few dozen small chunks shared among
  // them, and a pool page loaded 42 files, which a browser fetches six at a time from one host.
  environments: {
    client: {
      build: {
        rollupOptions: {
          input: { app: 'index.html' },
          // The app's own modules that four or more of its lazily loaded parts (its pages, and what loads after
          // them) share, with what they import, are one chunk: every page loads it with the entry.
          output: {
            codeSplitting: { groups: [{ name: 'common', test: /[\\/]src[\\/]/, minShareCount: 4 }] },
          },
        },
      },
    },
    embed: {
      consumer: 'client',
      build: {
        manifest: '.vite/embed-manifest.json',
        emptyOutDir: false,
        rollupOptions: { input: { embed: 'embed.html' } },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, embed } = builder.environments;
      for (const environment of [client, embed]) if (environment) await builder.build(environment);
    },
  },
});
