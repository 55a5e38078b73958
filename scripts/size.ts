// `npm run size`: the gzipped JavaScript each route loads before it draws its data (the entry's chunks plus the
// route's lazy chunk and everything it imports statically, and for a list the rows' code it loads beside its first
// request), read from Vite's build manifest, against each route's budget. Exits
// non-zero when a route is over its budget or loads the charting library without drawing a chart, so `npm test`
// holds the line.
//
// `npm run size -- /events` (any routes of the table, as written there) also tells where the route's bytes go: its
// packages and source files, largest first, each with its share of its chunk's gzipped size (a chunk's size shared
// among its modules in proportion to their code gzipped alone, from dist/.vite/modules.json).
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

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const KB = 1024;

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
const LIST_PAGE_BUDGET_KB = 144;
const CHART_PAGE_BUDGET_KB = 210;
/** What a list page (ListView) imports as it starts and draws its rows with; its export panel waits for a click. */
const LIST_ROWS_MODULES = ['src/components/DataTable.tsx', 'src/components/Pager.tsx'];
const PAGES: { route: string; modules: string[]; budgetKb: number; chart?: boolean; embed?: string }[] = [
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

/** Each chunk's modules (and each one's code gzipped alone), which the build writes (vite.config.ts). */
const modules = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8')) as Record<
  string,
  Record<string, number>
>;
const isChartingLibrary = (id: string) => id.startsWith('node_modules/lightweight-charts/');
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entry = withImports(manifest, ['index.html']);
let failed = false;
const explain = process.argv.slice(2);
for (const route of explain) {
  if (!PAGES.some((page) => page.route === route))
    throw new Error(`${route} is not a route of the table: ${PAGES.map((page) => page.route).join(' ')}`);
}
const breakdowns: string[] = [];

console.log(`${'route'.padEnd(24)} ${'files'.padStart(5)} ${'gzip KB'.padStart(9)} ${'budget'.padStart(7)}`);
for (const { route, modules: pageModules, budgetKb, chart = false, embed } of PAGES) {
  for (const module of pageModules)
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
  // An HTML entry stands alone; a route's modules come on top of the app's entry.
  const keys = embed
    ? withImports(manifest, embedModules(manifest, embed))
    : withImports(manifest, pageModules, new Set(entry));
  const files = [...keys]
    .map((key) => (manifest[key] as ManifestChunk).file)
    .filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipped(file), 0);
  const over = total > budgetKb * KB;
  // Only chart routes may load the charting library.
  const charts = files.some((file) => Object.keys(modules[file] ?? {}).some(isChartingLibrary));
  const wrongCharts = charts !== chart;
  failed ||= over || wrongCharts;
  console.log(
    `${route.padEnd(24)} ${String(files.length).padStart(5)} ${(total / KB).toFixed(1).padStart(9)} ${String(budgetKb).padStart(7)}` +
      (charts ? '  (with the charting library)' : '') +
      (over ? '  OVER BUDGET' : '') +
      (wrongCharts ? (chart ? '  MISSING ITS CHART' : '  LOADS THE CHARTING LIBRARY') : ''),
  );
  if (explain.includes(route)) breakdowns.push(breakdown(route, files, total));
}
for (const text of breakdowns) console.log(`\n${text}`);
if (!explain.length) console.log("\nWhere a route's bytes go: npm run size -- /events");
if (failed) process.exit(1);

/** A route's packages and source files, largest first, in estimated gzipped KB, with the chunk of each. */
function breakdown(route: string, files: string[], total: number): string {
  const parts = new Map<string, { bytes: number; chunks: Set<string> }>();
  for (const file of files) {
    const sizes = Object.entries(modules[file] ?? {});
    const sum = sizes.reduce((all, [, size]) => all + size, 0);
    const chunkSize = gzipped(file);
    for (const [id, size] of sizes) {
      // A package counts as one part (its files are not the reader's to cut); a source file as itself.
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id;
      const part = parts.get(name) ?? { bytes: 0, chunks: new Set() };
      part.bytes += sum ? (chunkSize * size) / sum : 0;
      part.chunks.add(file.replace(/^assets\//, ''));
      parts.set(name, part);
    }
  }
  const rows = [...parts]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .filter(([, part]) => part.bytes >= 0.05 * KB);
  return [
    `${route}: ${(total / KB).toFixed(1)} KB in ${files.length} files, by package and source file (≈ KB gzipped)`,
    ...rows.map(
      ([name, part]) =>
        `${(part.bytes / KB).toFixed(1).padStart(7)}  ${name.padEnd(56)} ${[...part.chunks].join(' ')}`,
    ),
  ].join('\n');
}
