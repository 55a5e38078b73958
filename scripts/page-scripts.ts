// The JavaScript each page of the built app loads before it draws its data, read from Vite's build manifest, and
// its budget: what `npm run size` weighs, and `npm run bench:lists` holds against what the browser fetches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  embedModules,
  withImports,
  type Manifest,
  type ManifestChunk,
} from '../server/gateway/page-preloads';
import { ROUTES } from '../src/shared/route-table';

export const dist = join(import.meta.dirname, '..', 'dist');
export const KB = 1024;

/**
 * Budgets: a page's own code on top of the app's entry; a chart adds the charting library. A page's first render
 * needs React's DOM renderer (60 KB), the router (14), react-query (12) and zod (9) to read its URL, about 120 KB
 * in all. A list page's rows add TanStack Table (11 KB) and the pager, which it loads beside its first request
 * (the new rows' notice loads once they are drawn). Every page also carries the phone layout (its menu, a list's cards, the filters' sheet), the
 * address book that names addresses wherever they are drawn, and the one date input. A list page also dates the
 * rows it still shows when the connection is lost, and starts loading the answers kept on disk (0.1 KB in all; the
 * disk's own code loads beside the first request, src/lib/answers-on-disk.ts). The live stream's client and the
 * alerts load beside the page (lazy), but their modules split chunks the pages share (the address book, zod, the
 * amounts), which costs each page 1 to 2 KB: issue 32 brings the lists down to their floor.
 */
const PAGE_BUDGET_KB = 133;
export const LIST_PAGE_BUDGET_KB = 144;
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
    budgetKb: 120,
    chart: true,
    embed: '/embed/pools/1',
  },
  { route: '/embed/compare', modules: ['embed.html'], budgetKb: 120, chart: true, embed: '/embed/compare' },
];

export const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entry = withImports(manifest, ['index.html']);

/** The JavaScript files (paths in dist) a page loads before it draws its data. */
export function pageScripts({ modules, embed }: PageScripts): string[] {
  for (const module of modules)
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
  // An HTML entry stands alone; a route's modules come on top of the app's entry.
  const keys = embed
    ? withImports(manifest, embedModules(manifest, embed))
    : withImports(manifest, modules, new Set(entry));
  return [...keys].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith('.js'));
}

/** A built file's size gzipped at the highest level, as a server that compresses ahead of time sends it. */
export const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
