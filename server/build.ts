// `npm start` builds the app when dist/ is missing or older than its sources, so a fresh clone needs no separate
// build step and an edited checkout never serves a stale bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

export function isBuildStale(root: string, distDir: string): boolean {
  const built = join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  return Math.max(...SOURCES.map((source) => newestChange(join(root, source)))) > statSync(built).mtimeMs;
}

export async function buildApp(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), configLoader: 'runner', logLevel: 'warn' });
}
