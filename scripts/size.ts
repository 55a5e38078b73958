// `npm run size`: the gzipped JavaScript each route loads before it draws its data (the entry's chunks plus the
// route's lazy chunk and everything it imports statically, and for a list the rows' code it loads beside its first
// request), read from Vite's build manifest, against each route's budget (both in scripts/page-scripts.ts). Exits
// non-zero when a route is over its budget or loads the charting library without drawing a chart, so `npm test`
// holds the line.
//
// `npm run size -- /events` (any routes of the table, as written there) also tells where the route's bytes go: its
// packages and source files, largest first, each with its share of its chunk's gzipped size (a chunk's size shared
// among its modules in proportion to their code gzipped alone, from dist/.vite/modules.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, gzipped, KB, PAGES, pageScripts } from './page-scripts';

/**
 * Each chunk's modules (and each one's code gzipped alone), which the app's build and the embed's write
 * (vite.config.ts). A file both builds wrote holds the same modules.
 */
const modules = Object.assign(
  {},
  ...['modules.json', 'embed-modules.json'].map(
    (name) =>
      JSON.parse(readFileSync(join(dist, '.vite', name), 'utf8')) as Record<string, Record<string, number>>,
  ),
) as Record<string, Record<string, number>>;
const isChartingLibrary = (id: string) => id.startsWith('node_modules/lightweight-charts/');
let failed = false;
const explain = process.argv.slice(2);
for (const route of explain) {
  if (!PAGES.some((page) => page.route === route))
    throw new Error(`${route} is not a route of the table: ${PAGES.map((page) => page.route).join(' ')}`);
}
const breakdowns: string[] = [];

console.log(`${'route'.padEnd(24)} ${'files'.padStart(5)} ${'gzip KB'.padStart(9)} ${'budget'.padStart(7)}`);
for (const page of PAGES) {
  const { route, budgetKb, chart = false } = page;
  const files = pageScripts(page);
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
