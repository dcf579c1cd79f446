// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('given the ./contract entry the Node server imports', () => {
  it('should import only valibot and its own files: no React, TanStack, MSW or DOM code', () => {
    const files = sources(dir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]!);
      for (const spec of specifiers) {
        expect(
          spec.startsWith('./') || spec.startsWith('../')
            ? !spec.startsWith('../../')
            : ['valibot', '@valibot/to-json-schema'].includes(spec),
          `${file} imports ${spec}`,
        ).toBe(true);
        // Relative imports stay inside src/contract.
        if (spec.startsWith('../'))
          expect(file.includes('/operations/'), `${file} imports ${spec}`).toBe(true);
      }
      expect(text, file).not.toMatch(/\b(window|document|localStorage)\./);
    }
  });
});
