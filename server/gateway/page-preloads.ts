// A page's own code is asked for only once the script before it has run: the app's router loads the page's module
// lazily, a pool page's entry imports the chart it draws first, and the embed imports its chart at start. The
// gateway knows the page from the URL, so it names those chunks in the HTML (from the build manifest) and the
// browser fetches them alongside the entry script.
import { ROUTE_TABLE, routeFor, ROUTES } from '../../src/route-table';
import { isEmbedPath } from './security-headers';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
/** Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
export type Manifest = Record<string, ManifestChunk>;

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
  const notFound = ROUTES.find((entry) => entry.path === '*')?.module;
  return route.params && notFound ? [route.module, notFound] : [route.module];
}

/** What a pool page's entry runs before its first render: the chart, drawn first (src/routes/pool/first-chart.ts). */
const FIRST_CHART_MODULE = 'src/routes/pool/first-chart.ts';

/**
 * The modules the page at `pathname` loads after its HTML's own scripts: those that draw its chart (the embed's,
 * a pool page's drawn before the app renders), then the page's.
 */
function lateModules(manifest: Manifest, pathname: string): { drawing: string[]; page: string[] } {
  if (isEmbedPath(pathname)) return { drawing: manifest['embed.html']?.dynamicImports ?? [], page: [] };
  const drawing = routeFor(pathname) === ROUTE_TABLE.pool ? [FIRST_CHART_MODULE] : [];
  return { drawing, page: pageModules(pathname) };
}

/**
 * The app's scripts are fetched at low priority, after its style sheet and a chart's data: the page's frame is in
 * its HTML (page-frame.ts) and paints without them. The build marks the entry's scripts so (vite.config.ts); a pool
 * page's chart is no exception (at the default priority it delayed the frame's first paint, and drew no sooner).
 * The embed's chart, its first paint, keeps the default.
 */
export const LOW_PRIORITY = 'fetchpriority="low"';

/** `<link rel="modulepreload">` for each of those modules' chunks, as Vite writes its own, the drawing first. */
export function pagePreloads(manifest: Manifest, pathname: string): string[] {
  const embed = isEmbedPath(pathname);
  const loaded = withImports(manifest, [embed ? 'embed.html' : 'index.html']);
  const priority = embed ? '' : ` ${LOW_PRIORITY}`;
  const links = (keys: string[]) => {
    const before = new Set(loaded);
    return [...withImports(manifest, keys, loaded)]
      .filter((key) => !before.has(key))
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file?.endsWith('.js') === true)
      .map((file) => `<link rel="modulepreload"${priority} crossorigin href="/${file}" />`);
  };
  const { drawing, page } = lateModules(manifest, pathname);
  return [...links(drawing), ...links(page)];
}
