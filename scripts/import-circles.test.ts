// No import circles in the app or the server: a module's imports (static, type-only ones too) never lead back to
// it. A circle ties two modules into one that cannot be read, tested or split apart alone. Tests are left out.
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

it('no module of src/ or server/ imports its way back to itself', () => {
  const all = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'server'))];
  const known = new Set(all);
  const graph = new Map(all.map((file) => [file, importsOf(file, known)]));
  expect(circles(graph)).toEqual([]);
});
