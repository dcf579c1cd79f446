import fs from 'node:fs';
import path from 'node:path';
import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The built app runs React's API on Preact (vite.config.ts aliases react and react-dom to
// preact/compat): whatever the shipped code takes from React must exist there too, or the built
// app breaks where development, unit tests and Storybook (React itself) would not show it.
const repo = path.resolve(import.meta.dirname, '../../../..');
const SHIPPED = ['apps/web/src', 'packages/ui/src', 'packages/giftcard-renderer/src'];
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|\/(testing|mocks)\//;
const MODULES: Record<string, Record<string, unknown>> = {
  react: compat,
  'react-dom': compat,
  'react-dom/client': compatClient,
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !NOT_SHIPPED.test(file) ? [file] : [];
  });
}

/** What each shipped file takes from React at run time: named imports and `React.x` uses. */
function reactUses(): { file: string; module: string; name: string }[] {
  const uses: { file: string; module: string; name: string }[] = [];
  for (const file of SHIPPED.flatMap((dir) => sourceFiles(path.join(repo, dir)))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const namespaces = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      const module = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (!(module in MODULES)) continue;
      const clause = statement.importClause;
      if (clause?.name) namespaces.set(clause.name.text, module);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, module);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          uses.push({ file, module, name: (element.propertyName ?? element.name).text });
        }
      }
    }
    const visit = (node: ts.Node) => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text)
      )
        uses.push({ file, module: namespaces.get(node.expression.text)!, name: node.name.text });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe('given the built app on preact/compat', () => {
  it('should find everything the shipped code takes from React in preact/compat', () => {
    const uses = reactUses();
    // The scan sees the app's React: hooks, lazy routes, the root.
    expect(uses.map((use) => use.name)).toEqual(
      expect.arrayContaining(['useState', 'useEffect', 'lazy', 'createRoot']),
    );
    const missing = uses
      .filter(({ module, name }) => !(name in MODULES[module]!))
      .map(({ file, module, name }) => `${path.relative(repo, file)}: ${name} from ${module}`);
    expect(missing).toEqual([]);
  });
});
