import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];

/**
 * Ships the fonts as files next to the bundle (dist/fonts) instead of 1.5 MB base64 strings:
 * library mode inlines every `new URL(asset, import.meta.url)`. The output keeps that exact
 * pattern (pointing at ./fonts/) so the consumer's bundler picks the files up as assets.
 */
function fontsAsFiles(): Plugin {
  return {
    name: 'ugift-fonts-as-files',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/theme/fonts.ts')) return null;
      // Hide the pattern from Vite's asset plugin; restored in renderChunk.
      const out = code.replace(
        /new URL\('\.\.\/fonts\/([^']+)', import\.meta\.url\)/g,
        "new URL('./fonts/$1', import.meta.UG_URL)",
      );
      return { code: out, map: null };
    },
    renderChunk(code) {
      return code.replaceAll('import.meta.UG_URL', 'import.meta.url');
    },
    writeBundle() {
      mkdirSync(`${root}dist/fonts`, { recursive: true });
      for (const file of readdirSync(`${root}src/fonts`)) {
        copyFileSync(`${root}src/fonts/${file}`, `${root}dist/fonts/${file}`);
      }
    },
  };
}

// Library build of the kit: ESM only; dependencies and peers stay imports.
export default defineConfig({
  plugins: [react(), fontsAsFiles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
    },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});
