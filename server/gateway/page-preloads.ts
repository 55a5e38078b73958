// A page's own code is asked for only once the script before it has run: the app's router loads the page's module
// lazily, and the embed imports its chart at start. The gateway knows the page from the URL, so it names those
// chunks in the HTML (from the build manifest) and the browser fetches them alongside the entry script.
import { routeFor } from '../../src/route-table';
import { isEmbedPath } from './security-headers';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
/** Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
export type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The manifest keys the page at `pathname` loads after its HTML's own scripts. */
function lateChunks(manifest: Manifest, pathname: string): string[] {
  const html = isEmbedPath(pathname) ? 'embed.html' : 'index.html';
  const early = closure(manifest, html, new Set());
  const late = isEmbedPath(pathname) ? (manifest[html]?.dynamicImports ?? []) : [routeFor(pathname).module];
  const loaded = new Set(early);
  for (const key of late) closure(manifest, key, loaded);
  return [...loaded].filter((key) => !early.has(key));
}

/** `<link rel="modulepreload">` for each of those chunks, as Vite writes its own. */
export function pagePreloads(manifest: Manifest, pathname: string): string[] {
  return lateChunks(manifest, pathname)
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}
