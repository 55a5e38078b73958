// The floor pages' bundles: each page's source built by esbuild from the project's own node_modules, minified and
// in production mode, in memory (nothing is written), for the benchmarks to serve beside the app's pages.
import { build } from 'esbuild';
import { join } from 'node:path';

/** The bundled JavaScript of `scripts/bench-floors/<name>`, with `defines` replacing free identifiers. */
export async function buildFloor(name: string, defines: Record<string, string> = {}): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [join(import.meta.dirname, name)],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      ...Object.fromEntries(Object.entries(defines).map(([key, value]) => [key, JSON.stringify(value)])),
    },
    logLevel: 'error',
  });
  return (outputFiles[0] as { text: string }).text;
}
