// Two rules of the import graph of src/ and server/ (static imports, type-only ones too; tests left out):
// - no circles: a module's imports never lead back to it. A circle ties two modules into one that cannot be read,
//   tested or split apart alone;
// - the server's zone: server code takes from src/ only the contract (src/api, but the app's query factories) and
//   src/shared, the pure, framework-free knowledge both sides read; src/shared itself takes only from the two.
//   The app's React layer, its browser helpers and its pages never reach the server this way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = /\.(ts|tsx)$/;
const LEFT_OUT = /\.(test|fake)\.tsx?$|\.d\.ts$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return SOURCES.test(name) && !LEFT_OUT.test(name) ? [path] : [];
  });
}

/** The files of this tree that `file` imports statically (`import … from`, `export … from`). */
function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+['"](\.[^'"]+)['"]/gm)].map(
    (match) => match[1] as string,
  );
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => known.has(path));
    return found ? [found] : [];
  });
}

/** Strongly connected components of more than one file (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(relative(ROOT, member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const all = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'server'))];
const known = new Set(all);
const graph = new Map(all.map((file) => [file, importsOf(file, known)]));

it('no module of src/ or server/ imports its way back to itself', () => {
  expect(circles(graph)).toEqual([]);
});

/** What the server and src/shared may import from src/. */
const ZONE = /^src\/(shared\/|api\/(?!queries\.ts$|chain-queries\.ts$))/;

it('server code and src/shared import from src/ only src/api and src/shared', () => {
  const outside = [...graph].flatMap(([file, imports]) => {
    const from = relative(ROOT, file);
    if (!from.startsWith('server/') && !from.startsWith('src/shared/')) return [];
    return imports
      .map((to) => relative(ROOT, to))
      .filter((to) => to.startsWith('src/') && !ZONE.test(to))
      .map((to) => `${from} → ${to}`);
  });
  expect(outside).toEqual([]);
});
