// `npm run size`: the gzipped JavaScript each route loads (the entry's chunks plus the route's lazy chunk and
// everything it imports statically), read from Vite's build manifest, against each route's budget. Exits
// non-zero when a route is over its budget or loads the charting library without drawing a chart, so `npm test`
// holds the line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withImports, type Manifest, type ManifestChunk } from '../server/gateway/page-preloads';
import { ROUTES } from '../src/route-table';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const KB = 1024;

/** Budgets: a page's own code on top of the app's entry; a chart adds the charting library. */
const PAGE_BUDGET_KB = 150;
const CHART_PAGE_BUDGET_KB = 220;
const PAGES: { route: string; module: string; budgetKb: number; chart?: boolean; dynamic?: boolean }[] = [
  ...ROUTES.map(({ path, module, chart = false }) => ({
    route: path,
    module,
    budgetKb: chart ? CHART_PAGE_BUDGET_KB : PAGE_BUDGET_KB,
    chart,
  })),
  // The embed page is an entry of its own (embed.html), without React or the router. It imports its chart
  // dynamically but at once (to load it alongside the data), so its dynamic imports count too.
  { route: '/embed/pools/:netuid', module: 'embed.html', budgetKb: 120, chart: true, dynamic: true },
];

const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entry = withImports(manifest, ['index.html']);
let failed = false;

console.log(`${'route'.padEnd(24)} ${'files'.padStart(5)} ${'gzip KB'.padStart(9)} ${'budget'.padStart(7)}`);
for (const { route, module, budgetKb, chart = false, dynamic = false } of PAGES) {
  if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
  // An HTML entry stands alone; a route's module comes on top of the app's entry.
  const keys = module.endsWith('.html')
    ? withImports(manifest, [module, ...(dynamic ? (manifest[module].dynamicImports ?? []) : [])])
    : withImports(manifest, [module], new Set(entry));
  const files = [...keys]
    .map((key) => (manifest[key] as ManifestChunk).file)
    .filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipped(file), 0);
  const over = total > budgetKb * KB;
  // The charting library is in a chunk of its own (vite.config.ts): only chart routes may load it.
  const charts = files.some((file) => file.startsWith('assets/lightweight-charts-'));
  const wrongCharts = charts !== chart;
  failed ||= over || wrongCharts;
  console.log(
    `${route.padEnd(24)} ${String(files.length).padStart(5)} ${(total / KB).toFixed(1).padStart(9)} ${String(budgetKb).padStart(7)}` +
      (charts ? '  (with the charting library)' : '') +
      (over ? '  OVER BUDGET' : '') +
      (wrongCharts ? (chart ? '  MISSING ITS CHART' : '  LOADS THE CHARTING LIBRARY') : ''),
  );
}
if (failed) process.exit(1);
