// @vitest-environment node
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

const pkgDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'ugift-ui-pack-'));

/** The checkout's lock on `pnpm pack` (flock(1) takes it; scripts/pack-packages.mjs too). */
function packLock() {
  const dir = path.resolve(pkgDir, '../../node_modules/.cache');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, 'ugift-pack.lock');
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Links a package as the workspace resolved it for @ugift/ui, into the clean directory. */
function linkDependency(name: string, nodeModules: string) {
  const target = realpathSync(path.join(pkgDir, 'node_modules', name));
  const link = path.join(nodeModules, name);
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}

describe('given the packed @ugift/ui', () => {
  it('should import from a clean directory through its exports map, with types and fonts', () => {
    // Vitest runs with NODE_ENV=test, which would make Vite emit development JSX.
    const env = { ...process.env, NODE_ENV: 'production' };
    // prepack builds dist/ first.
    // One pack at a time in this checkout: the test command packs the same packages in another
    // lane (scripts/pack-packages.mjs), and a build empties dist/ before it writes it.
    execFileSync('flock', [packLock(), 'pnpm', 'pack', '--pack-destination', work], {
      cwd: pkgDir,
      stdio: 'pipe',
      env,
    });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    expect(tarball).toBeDefined();

    const app = path.join(work, 'app');
    const installed = path.join(app, 'node_modules', '@ugift', 'ui');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', [
      '-xzf',
      path.join(work, tarball!),
      '-C',
      installed,
      '--strip-components=1',
    ]);
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ type: 'module', private: true }),
    );

    // Only what the package declares: its dependencies and peers, as the workspace installed them.
    const manifest = JSON.parse(
      execFileSync('node', ['-p', 'JSON.stringify(require("./package.json"))'], {
        cwd: installed,
      }).toString(),
    ) as {
      exports: Record<string, unknown>;
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
      files?: string[];
    };
    for (const name of [
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.peerDependencies),
    ]) {
      linkDependency(name, path.join(app, 'node_modules'));
    }

    expect(manifest.exports['.']).toEqual({
      types: './dist/index.d.ts',
      default: './dist/index.js',
    });
    expect(manifest.exports['./fonts']).toEqual({
      types: './dist/fonts.d.ts',
      default: './dist/fonts.js',
    });
    expect(manifest.exports['./fonts/latin']).toEqual({
      types: './dist/fonts-latin.d.ts',
      default: './dist/fonts-latin.js',
    });
    expect(existsSync(path.join(installed, 'src'))).toBe(false);
    expect(existsSync(path.join(installed, 'dist/index.d.ts'))).toBe(true);
    // The DefaultTheme augmentation is opt-in: not shipped, not referenced by the entry.
    expect(existsSync(path.join(installed, 'dist/theme/styled.d.ts'))).toBe(false);
    expect(readFileSync(path.join(installed, 'dist/index.d.ts'), 'utf8')).not.toContain(
      'reference path',
    );
    expect(readFileSync(path.join(installed, 'dist/index.js'), 'utf8')).not.toContain(pkgDir);

    const script = `
      import * as ui from '@ugift/ui';
      import { existsSync, readFileSync } from 'node:fs';
      import { fileURLToPath } from 'node:url';
      const names = ['UiProvider', 'GlobalStyle', 'Button', 'Modal', 'BottomSheet', 'OtpInput',
        'VoucherCodeDisplay', 'Carousel', 'TopBar', 'TabBar', 'uiResources', 'layout', 'theme'];
      const missing = names.filter((name) => !(name in ui));
      // The opt-in font entries: Fontsource's CSS for the consumer's bundler, every file present.
      const sheets = ['@ugift/ui/fonts', '@ugift/ui/fonts/latin'].flatMap((entry) => {
        const code = readFileSync(fileURLToPath(import.meta.resolve(entry)), 'utf8');
        return [...code.matchAll(/import ["'](@fontsource[^"']+)["']/g)].map((m) => m[1]);
      });
      const font = sheets.length === 10 && sheets.every((sheet) => {
        const css = fileURLToPath(import.meta.resolve(sheet));
        const urls = [...readFileSync(css, 'utf8').matchAll(/url[(]([^)]+[.]woff2)[)]/g)];
        return urls.length > 0 && urls.every((m) => existsSync(new URL(m[1], 'file://' + css)));
      });
      console.log(JSON.stringify({ missing, font, width: ui.layout.columnMaxWidth,
        cn: ui.uiResources.cn['loginPrompt.message'], expiry: ui.expiryState('2020-01-01', '2021-01-01') }));
    `;
    const output = execFileSync('node', ['--input-type=module', '-e', script], {
      cwd: app,
    }).toString();
    expect(JSON.parse(output)).toEqual({
      missing: [],
      font: true,
      width: 480,
      cn: '欢迎，请登录后继续',
      expiry: 'expired',
    });
  }, 600_000);
});
