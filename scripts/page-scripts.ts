// The JavaScript each page of the built app loads before it draws its data, read from Vite's build manifest, and
// its budget: what `npm run size` weighs, and `npm run bench:lists` holds against what the browser fetches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  embedModules,
  readManifests,
  withImports,
  type ManifestChunk,
} from '../server/gateway/page-preloads';
import { ROUTES } from '../src/shared/route-table';

export const dist = join(import.meta.dirname, '..', 'dist');
export const KB = 1024;

/**
 * Budgets: a page's own code on top of the app's entry; a chart adds the charting library. A page's first render
 * needs React's DOM renderer (60 KB), the router (14), react-query (12) and zod (9) to read its URL, about 120 KB
 * in all. A list page's rows add TanStack Table (11 KB) and the pager, which it loads beside its first request
 * (the new rows' notice loads once they are drawn). Every page also carries the phone layout (its menu, a list's
 * cards, the filters' sheet), the address book that names addresses wherever they are drawn, and the one date
 * input. What the frame adds to every page (the live stream's client, the alerts, the header's search, the answers
 * kept on disk) loads once the page has drawn its data (src/lib/page-drawn.ts), and `npm run bench:lists` holds the
 * browser to that. The app's modules that four or more of its parts share are one chunk (vite.config.ts), which every page
 * loads: a page with few lists or forms of its own carries a few KB it does not use, and loads 4 to 8 files rather
 * than 20 to 30.
 */
const PAGE_BUDGET_KB = 138;
export const LIST_PAGE_BUDGET_KB = 142;
const CHART_PAGE_BUDGET_KB = 210;
/** What a list page (ListView) imports as it starts and draws its rows with; its export panel waits for a click. */
const LIST_ROWS_MODULES = ['src/components/DataTable.tsx', 'src/components/Pager.tsx'];

export interface PageScripts {
  route: string;
  modules: string[];
  budgetKb: number;
  chart?: boolean;
  /** An embed's path: the embed page's modules for it (embedModules). */
  embed?: string;
}
export const PAGES: PageScripts[] = [
  ...ROUTES.map(({ path, module, chart = false, table }) => ({
    route: path,
    modules: table ? [module, ...LIST_ROWS_MODULES] : [module],
    budgetKb: chart ? CHART_PAGE_BUDGET_KB : table ? LIST_PAGE_BUDGET_KB : PAGE_BUDGET_KB,
    chart,
  })),
  // The embed page is an entry of its own (embed.html), without React or the router. It imports at once what its
  // path draws (to load it alongside the data): the pool chart, or the comparison and its chart; that counts too.
  {
    route: '/embed/pools/:netuid',
    modules: ['embed.html'],
    budgetKb: 90,
    chart: true,
    embed: '/embed/pools/1',
  },
  { route: '/embed/compare', modules: ['embed.html'], budgetKb: 90, chart: true, embed: '/embed/compare' },
];

const manifests = readManifests(dist);
const entry = withImports(manifests.app, ['index.html']);

/** The JavaScript files (paths in dist) a page loads before it draws its data. */
export function pageScripts({ modules, embed }: PageScripts): string[] {
  const manifest = embed ? manifests.embed : manifests.app;
  for (const module of modules)
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
  // The embed is a build of its own; a route's modules come on top of the app's entry.
  const keys = embed
    ? withImports(manifest, embedModules(manifest, embed))
    : withImports(manifest, modules, new Set(entry));
  return [...keys].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith('.js'));
}

/**
 * A built file's size gzipped at the highest level, as a server that compresses ahead of time sends it (`from`:
 * another checkout's dist).
 */
export const gzipped = (file: string, from = dist) =>
  gzipSync(readFileSync(join(from, file)), { level: 9 }).length;
