// `npm start` builds the app when dist/ is missing or older than its sources, so a fresh clone needs no separate
// build step and an edited checkout never serves a stale bundle.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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

/**
 * `vite build` in a child process: a build in the server's own process left it about 350 MB larger for good (what
 * Vite and Rollup held, freed but not given back to the system).
 */
export async function buildApp(root: string): Promise<void> {
  const vite = join(
    dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const child = spawn(process.execPath, [vite, 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new Error(`The app's build failed (vite build exited with ${code})`);
}
