// Packs the package as it would be published and imports it from a clean directory with node:
// the exports map, the ESM build, the declarations and React as a peer must all work.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(packageDir, 'package.json'));
let temp = '';
let app = '';
let installed = '';

/** The checkout's lock on `pnpm pack` (flock(1) takes it; scripts/pack-packages.mjs too). */
function packLock() {
  const dir = path.resolve(packageDir, '../../node_modules/.cache');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, 'ugift-pack.lock');
}

function link(name: string) {
  const source = path.dirname(require.resolve(`${name}/package.json`));
  const target = path.join(app, 'node_modules', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.symlinkSync(source, target, 'dir');
}

beforeAll(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-renderer-pack-'));
  // prepack builds dist/ first.
  // One pack at a time in this checkout: the test command packs the same packages in another
  // lane (scripts/pack-packages.mjs), and a build empties dist/ before it writes it.
  execFileSync('flock', [packLock(), 'pnpm', 'pack', '--pack-destination', temp], {
    cwd: packageDir,
    stdio: 'pipe',
  });
  const tarball = fs.readdirSync(temp).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack made no tarball');
  execFileSync('tar', ['-xzf', path.join(temp, tarball), '-C', temp]);
  app = path.join(temp, 'app');
  installed = path.join(app, 'node_modules', '@ugift', 'giftcard-renderer');
  fs.mkdirSync(path.dirname(installed), { recursive: true });
  fs.renameSync(path.join(temp, 'package'), installed);
  // The peers, as an embedder would have installed them.
  for (const name of ['react', 'react-dom', '@types/react']) link(name);
  fs.writeFileSync(path.join(app, 'package.json'), '{"type":"module","private":true}');
}, 240_000);

afterAll(() => {
  if (temp) fs.rmSync(temp, { recursive: true, force: true });
});

describe('given the packed package', () => {
  it('ships the build, the declarations and the README, not the sources', () => {
    const files = fs.readdirSync(installed);
    expect(files.sort()).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'dist', 'package.json']);
    const dist = fs.readdirSync(path.join(installed, 'dist'));
    expect(dist).toEqual(
      expect.arrayContaining([
        'index.js',
        'index.d.ts',
        'model.js',
        'model.d.ts',
        'element.js',
        'element.d.ts',
        'fonts.js',
        'fonts.d.ts',
        'fonts-latin.js',
        'fonts-latin.d.ts',
        'standalone.js',
        'standalone.d.ts',
      ]),
    );
    expect(dist.some((name) => name.includes('.test.') || name.includes('stories'))).toBe(false);
    // No map of the bundled standalone (React's code), no declaration maps to unshipped sources.
    expect(
      dist.filter((name) => name === 'standalone.js.map' || name.endsWith('.d.ts.map')),
    ).toEqual([]);
  });

  it('publishes an exports map to the build, React as a peer and the fonts as dependencies', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
      dependencies?: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    const entry = (name: string) => ({
      types: `./dist/${name}.d.ts`,
      default: `./dist/${name}.js`,
    });
    expect(manifest.exports).toEqual({
      '.': entry('index'),
      './model': entry('model'),
      './element': entry('element'),
      './standalone': entry('standalone'),
      './fonts': entry('fonts'),
      './fonts/latin': entry('fonts-latin'),
      './package.json': './package.json',
    });
    // npm does not install optional peers: the fonts entry's packages come with the renderer.
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([
      '@fontsource/noto-sans-jp',
      '@fontsource/noto-sans-sc',
      '@fontsource/noto-serif',
    ]);
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['react', 'react-dom']);
  });

  it("keeps the fonts entries' Fontsource imports for the embedder's bundler", () => {
    const sheetsOf = (file: string) =>
      [
        ...fs
          .readFileSync(path.join(installed, 'dist', file), 'utf8')
          .matchAll(/import ["'](@fontsource\/[^"']+\.css)["']/g),
      ].map((m) => m[1]!);
    const all = sheetsOf('fonts.js');
    expect(all).toEqual([
      '@fontsource/noto-sans-sc/400.css',
      '@fontsource/noto-sans-sc/700.css',
      '@fontsource/noto-sans-jp/400.css',
      '@fontsource/noto-sans-jp/700.css',
      '@fontsource/noto-serif/400.css',
    ]);
    // The Latin entry: the same families and weights, their Latin slices only.
    const latin = sheetsOf('fonts-latin.js');
    expect(latin).toEqual(all.map((sheet) => sheet.replace(/\/(\d+)\.css$/, '/latin-$1.css')));
    // Each sheet exists in the package it names (the versions this workspace installs).
    for (const sheet of [...all, ...latin])
      expect(fs.existsSync(require.resolve(sheet))).toBe(true);
  });

  it('imports with node and renders a card on the server', () => {
    fs.writeFileSync(
      path.join(app, 'check.mjs'),
      `import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lib from '@ugift/giftcard-renderer';
import * as element from '@ugift/giftcard-renderer/element';
const elements = [{ type: 'text', key: 't', content: '你好 🎁', placeholder: '', xpos: 0.1, ypos: 0.1,
  width: 0.5, height: 0.2, fontfamily: '', fontcolor: '#fff', fontsize: null, size: 'm' }];
const json = lib.serializeEditParameter(elements);
const parsed = lib.parseEditParameter(json);
const html = renderToStaticMarkup(createElement(lib.GiftCard, { editParameter: json, defaultState: 'open' }));
console.log(JSON.stringify({
  exports: Object.keys(lib).sort(),
  element: Object.keys(element).sort(),
  roundTrip: parsed.ok && parsed.value[0].content,
  html: html.includes('你好 🎁'),
}));
`,
    );
    const output = execFileSync('node', ['check.mjs'], { cwd: app, encoding: 'utf8' });
    const result = JSON.parse(output) as {
      exports: string[];
      element: string[];
      roundTrip: string;
      html: boolean;
    };
    expect(result.exports).toEqual(
      expect.arrayContaining(['GiftCard', 'GiftCardEditor', 'parseEditParameter', 'utf8ToHex']),
    );
    expect(result.element).toEqual(expect.arrayContaining(['UgiftCardElement', 'defineUgiftCard']));
    expect(result.roundTrip).toBe('你好 🎁');
    expect(result.html).toBe(true);
  });

  it('imports the model with node where React is not installed', () => {
    // A server (the api, a contract) reads and writes edit parameters without React or a DOM.
    const bare = path.join(temp, 'bare');
    fs.cpSync(installed, path.join(bare, 'node_modules', '@ugift', 'giftcard-renderer'), {
      recursive: true,
    });
    fs.writeFileSync(path.join(bare, 'package.json'), '{"type":"module","private":true}');
    fs.writeFileSync(
      path.join(bare, 'check.mjs'),
      `import * as model from '@ugift/giftcard-renderer/model';
const json = model.serializeEditParameter([{ type: 'message', key: 'm', content: 'Hi 🎁',
  placeholder: '', xpos: 0, ypos: 0, width: 0, height: 0, fontfamily: '', fontcolor: '',
  fontsize: null, size: null }]);
const parsed = model.parseEditParameter(json);
console.log(JSON.stringify({ types: model.ELEMENT_TYPES, json, message: parsed.ok && parsed.value[0].content }));
`,
    );
    const output = execFileSync('node', ['check.mjs'], { cwd: bare, encoding: 'utf8' });
    const result = JSON.parse(output) as { types: string[]; json: string; message: string };
    expect(result.types).toEqual(['message', 'text', 'custom_text', 'image', 'sticker', 'music']);
    expect(JSON.parse(result.json)[0].content).toBe('486920f09f8e81');
    expect(result.message).toBe('Hi 🎁');
  });

  it('type-checks a consumer against the shipped declarations', () => {
    fs.writeFileSync(
      path.join(app, 'consumer.tsx'),
      `import { GiftCard, type GiftCardEditorValue, parseEditParameter } from '@ugift/giftcard-renderer';
import { defineUgiftCard } from '@ugift/giftcard-renderer/element';
import { type CardElement, serializeEditParameter } from '@ugift/giftcard-renderer/model';
export const wire = (elements: CardElement[]): string => serializeEditParameter(elements);
const result = parseEditParameter('[]');
export const count: number = result.ok ? result.value.length : result.error.issues.length;
export const card = <GiftCard image="/card.png" state="open" labels={{ tapToOpen: 'Open' }} />;
export const files = (value: GiftCardEditorValue): File[] => Object.values(value.files);
export const define: () => unknown = () => defineUgiftCard();
`,
    );
    fs.writeFileSync(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          jsx: 'react-jsx',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2023', 'dom'],
          types: [],
        },
        files: ['consumer.tsx'],
      }),
    );
    const tsc = require.resolve('typescript/bin/tsc');
    let diagnostics = '';
    try {
      execFileSync('node', [tsc, '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
    } catch (error) {
      diagnostics = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(diagnostics).toBe('');
  }, 120_000);
});
