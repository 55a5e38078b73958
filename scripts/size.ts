// `npm run size`: the gzipped JavaScript each route loads (the entry's chunks plus the route's lazy chunk and
// everything it imports statically), read from Vite's build manifest, against each route's budget. Exits
// non-zero when a route is over its budget, so `npm test` holds the line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
}

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const KB = 1024;

/** Routes, the module each one lazy-loads, and its budget. */
const ROUTES: { route: string; module: string; budgetKb: number }[] = [
  { route: '/', module: 'src/routes/overview/Page.tsx', budgetKb: 150 },
  { route: '/events', module: 'src/routes/events/Page.tsx', budgetKb: 150 },
  { route: '(pages still to come)', module: 'src/routes/placeholder/Page.tsx', budgetKb: 150 },
];

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entry = closure('index.html');
let failed = false;

console.log(`${'route'.padEnd(24)} ${'files'.padStart(5)} ${'gzip KB'.padStart(9)} ${'budget'.padStart(7)}`);
for (const { route, module, budgetKb } of ROUTES) {
  if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
  const keys = closure(module, new Set(entry));
  const files = [...keys].map((key) => (manifest[key] as Chunk).file).filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipped(file), 0);
  const over = total > budgetKb * KB;
  failed ||= over;
  console.log(
    `${route.padEnd(24)} ${String(files.length).padStart(5)} ${(total / KB).toFixed(1).padStart(9)} ${String(budgetKb).padStart(7)}` +
      (over ? '  OVER BUDGET' : ''),
  );
}
if (failed) process.exit(1);
