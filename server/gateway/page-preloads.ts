// A page's own code is asked for only once the script before it has run: the app's router loads the page's module
// lazily, and the embed imports its chart at start. The gateway knows the page from the URL, so it names those
// chunks in the HTML (from the build manifests) and the browser fetches them alongside the entry script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedPath, mayRefuse, ROUTE_TABLE, routeFor } from '../../src/shared/route-table';
import { isEmbedPath } from './security-headers';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
/** Vite's build manifest, keyed by source path. */
export type Manifest = Record<string, ManifestChunk>;
/**
 * The two builds' manifests (vite.config.ts): the app's, and the embed's, built apart so that the two share no
 * chunk and each page loads a few files rather than the dozens their sharing split them into.
 */
export interface Manifests {
  app: Manifest;
  embed: Manifest;
}

/** The manifests of the build in `distDir`. */
export function readManifests(distDir: string): Manifests {
  const read = (name: string) => JSON.parse(readFileSync(join(distDir, '.vite', name), 'utf8')) as Manifest;
  return { app: read('manifest.json'), embed: read('embed-manifest.json') };
}

/** `keys` and every chunk they import statically, added to `seen`. `npm run size` weighs pages with it too. */
export function withImports(
  manifest: Manifest,
  keys: readonly string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    withImports(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/**
 * The modules the app loads before its first render for the page at `pathname`: the page's, and the not-found
 * page's for a route whose parameters have rules (src/router.tsx shows it for a path that breaks them).
 */
function pageModules(pathname: string): string[] {
  const route = routeFor(pathname);
  return mayRefuse(route) ? [route.module, ROUTE_TABLE.notFound.module] : [route.module];
}

/** The comparison's embed, which the embed page (src/embed/main.ts) imports for that path only. */
const COMPARE_EMBED = 'src/embed/compare.ts';

/**
 * The embed page's modules for an embed's path: its entry, and what it imports at once for that path: the pool
 * chart, or the comparison's code and its chart. `npm run size` weighs the embeds with it too.
 */
export function embedModules(manifest: Manifest, pathname: string): string[] {
  const dynamic = (key: string) => manifest[key]?.dynamicImports ?? [];
  const loads =
    embeddedPath(pathname) === ROUTE_TABLE.compare.path
      ? [COMPARE_EMBED, ...dynamic(COMPARE_EMBED)]
      : dynamic('embed.html').filter((key) => key !== COMPARE_EMBED);
  return ['embed.html', ...loads];
}

/** The JavaScript files of `keys` (manifest keys), as paths from the site's root. */
const scripts = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true)
    .map((file) => `/${file}`);

/**
 * The app's scripts are fetched at low priority, after its style sheet and a chart's data: the page's frame is in
 * its HTML (page-frame.ts) and paints without them. The build marks the entry's scripts so (vite.config.ts), and
 * this the page's own; a pool page's chart too (at the default priority it delayed the frame's first paint, and
 * drew no sooner). The embed's chart, its first paint, keeps the default.
 */
export const LOW_PRIORITY = 'fetchpriority="low"';

/**
 * `<link rel="modulepreload">` for the chunks a page loads after its HTML's scripts, as Vite writes its own: the
 * embed's chart; an app page's module.
 */
export function pagePreloads({ app, embed }: Manifests, pathname: string): string[] {
  const links = (manifest: Manifest, entry: string, keys: readonly string[], priority: string) => {
    const loaded = withImports(manifest, [entry]);
    const before = new Set(loaded);
    return scripts(
      manifest,
      [...withImports(manifest, keys, loaded)].filter((key) => !before.has(key)),
    ).map((file) => `<link rel="modulepreload"${priority} crossorigin href="${file}" />`);
  };
  if (isEmbedPath(pathname)) return links(embed, 'embed.html', embedModules(embed, pathname).slice(1), '');
  return links(app, 'index.html', pageModules(pathname), ` ${LOW_PRIORITY}`);
}
