import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const extensions = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return extensions.includes(path.extname(entry.name)) ? [file] : [];
  });
}

/** The file a relative specifier names (with or without extension, or a folder's index). */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Every file's relative imports: static, type-only, re-exports and lazy import() alike. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(file, specifier))
      .filter(
        (target): target is string => target !== null && extensions.includes(path.extname(target)),
      );
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    indices.set(file, index);
    lowlinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(file, Math.min(lowlinks.get(file)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(file, Math.min(lowlinks.get(file)!, indices.get(next)!));
      }
    }
    if (lowlinks.get(file) === indices.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component);
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) visit(file);
  return found;
}

describe('given the import graph of apps/web/src', () => {
  it('should read the imports of every file, lazy and type-only ones included', () => {
    const graph = importGraph();
    const routes = graph.get(path.join(root, 'app/routes.ts')) ?? [];
    expect(routes).toContain(path.join(root, 'features/home/routes/Home.tsx'));
    expect(routes).toContain(path.join(root, 'lib/routing.ts'));
  });

  it('should find a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['c', 'b', 'a']]);
  });

  it('should have no cycle (type-only imports count: they turn real with one edit)', () => {
    const found = cycles(importGraph()).map((cycle) =>
      cycle.map((file) => path.relative(root, file)),
    );
    expect(found).toEqual([]);
  });
});
