// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
/** The card's element model, which the contract takes from the renderer. */
const MODEL = '@ugift/giftcard-renderer/model';

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const importsOf = (text: string) => [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]!);
const DOM = /\b(window|document|localStorage)\./;

describe('given the ./contract entry the Node server imports', () => {
  it('should import only valibot, the card model and its own files: no React, TanStack, MSW or DOM code', () => {
    const files = sources(dir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const spec of importsOf(text)) {
        expect(
          spec.startsWith('./') || spec.startsWith('../')
            ? !spec.startsWith('../../')
            : ['valibot', '@valibot/to-json-schema', MODEL].includes(spec),
          `${file} imports ${spec}`,
        ).toBe(true);
        // Relative imports stay inside src/contract.
        if (spec.startsWith('../'))
          expect(file.includes('/operations/'), `${file} imports ${spec}`).toBe(true);
      }
      expect(text, file).not.toMatch(DOM);
    }
  });

  it('should take a card model that imports nothing but its own files: no React or DOM code', () => {
    const require = createRequire(import.meta.url);
    const pending = [require.resolve(MODEL)];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const spec of importsOf(text)) {
        expect(spec.startsWith('./'), `${file} imports ${spec}`).toBe(true);
        pending.push(`${resolve(dirname(file), spec)}.ts`);
      }
      expect(text, file).not.toMatch(DOM);
    }
    expect(seen.size).toBeGreaterThan(3);
  });
});
