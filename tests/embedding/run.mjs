// The embedding test: the three packages as another team gets them. Packs them (pnpm pack, as
// published) and installs the tarballs with npm into one fresh app in a temporary folder (no
// overrides, no workspace links, npm's cache first), builds it and checks in Chromium what it shows:
// - a Vite + React app whose src/main.tsx is the block under "Use" in packages/ui/README.md, with
//   a second module that renders a GiftCard and lists countries through the api-client (answered
//   by the client's own MSW handlers, from Node, through Playwright's routing);
// - the plain HTML page of packages/giftcard-renderer/README.md, with the standalone element;
// - the renderer README's first example (a card in Chinese and Japanese with the fonts entry).
// It checks the tarballs' versions against their changelogs, that @ugift/api-client installs
// alone, renders the card with react-dom/server in plain Node, type-checks a host app with its own
// styled-components theme, and type-checks the app's files and one importing every entry under moduleResolution
// bundler, node16 and nodenext (the last with skipLibCheck off), and measures the JavaScript each fixture ships (gzip): an app
// that imports only Button pays at most 12 KiB over React and styled-components.
// Usage: node tests/embedding/run.mjs [packs-dir]   (reuses tarballs already in packs-dir)
// tests/embedding/prove-breaks.sh reintroduces each problem of issue 46 and shows this test fail.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { changelogEntry, packPackages, root } from '../../scripts/pack-packages.mjs';
import { launchChromium } from '../bench/app.mjs';

const BUTTON_BUDGET = 12 * 1024;
// EMBEDDING_PORT moves the three ports (a helper's own range).
const PORT = Number(process.env.EMBEDDING_PORT ?? 4450);
const PORTS = { app: PORT, page: PORT + 1, sizes: PORT + 2 };
const TARBALL_BUDGET = 500 * 1024;
const started = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-embedding-'));
const packs = process.argv[2] ? path.resolve(process.argv[2]) : path.join(work, 'packs');
const failures = [];

function check(label, ok, detail = '') {
  console.log(`${ok ? 'ok' : 'FAILED'}: ${label}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(label);
}

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** The version of a package as the workspace installed it (from a workspace folder). */
function versionOf(name, from = '.') {
  const manifest = path.join(root, from, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/** The fenced block that follows `<!-- embedding-test: name -->` in a README. */
function readmeBlock(readme, name) {
  const text = fs.readFileSync(path.join(root, readme), 'utf8');
  const marker = text.indexOf(`<!-- embedding-test: ${name} -->`);
  const match = marker < 0 ? null : /```\w*\n([\s\S]*?)```/.exec(text.slice(marker));
  if (!match) throw new Error(`${readme} has no block marked embedding-test: ${name}`);
  return match[1];
}

function write(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

// npm, as another team installs: peers as npm installs them, npm's cache before the registry.
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
const npmEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_workspaces: '' };
function install(dir) {
  execFileSync('npm', ['install', ...NPM_FLAGS], { cwd: dir, stdio: 'inherit', env: npmEnv });
}

/** Total gzip size (level 9) of the .js files under a folder. */
function gzipOfJs(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.js')) {
      const file = path.join(entry.parentPath, entry.name);
      total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    }
  }
  return total;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** A static server for a folder; records every path asked for. */
function serve(dir, port) {
  const requested = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    requested.push(url.pathname);
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) file = dir;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory())
      file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, requested })),
  );
}

// --- pack ------------------------------------------------------------------------------------
const tarballs = packPackages(packs);
console.log(`packed in ${elapsed()}`);
const file = (name) => `file:${tarballs[name]}`;

// --- the tarballs as released: versions, changelogs, what they ship ------------------------------
const pendingChangesets = fs
  .readdirSync(path.join(root, '.changeset'))
  .filter((name) => name.endsWith('.md') && name !== 'README.md');
check(
  'no changeset is pending (the tarballs carry the version Changesets would publish)',
  pendingChangesets.length === 0,
  pendingChangesets.join(', '),
);
for (const [name, tarball] of Object.entries(tarballs)) {
  const listing = execFileSync('tar', ['-tzvf', tarball], { encoding: 'utf8' });
  const read = (member) =>
    execFileSync('tar', ['-xzOf', tarball, `package/${member}`], { encoding: 'utf8' });
  const { version, dependencies = {} } = JSON.parse(read('package.json'));
  const entry = changelogEntry(read('CHANGELOG.md'), version);
  check(
    `${name}@${version}: its CHANGELOG has the entry of that version`,
    entry !== '' && !/First release/.test(entry),
  );
  const maps = listing
    .split('\n')
    .filter((line) => /standalone\.js\.map$|\.d\.ts\.map$/.test(line));
  check(`${name}: no map of bundled code, no declaration maps`, maps.length === 0, maps.join(', '));
  const size = fs.statSync(tarball).size;
  check(`${name}: tarball under ${kib(TARBALL_BUDGET)}`, size < TARBALL_BUDGET, kib(size));
  const siblings = Object.keys(dependencies).filter((dependency) => dependency in tarballs);
  check(`${name}: depends on no sibling package`, siblings.length === 0, siblings.join(', '));
}

// @ugift/api-client alone, as npm resolves it (a dry run: the tree, from npm's cache).
const alone = path.join(work, 'client-alone');
write(alone, { 'package.json': JSON.stringify({ name: 'client-alone', private: true }) });
try {
  execFileSync('npm', ['install', '--dry-run', ...NPM_FLAGS, tarballs['@ugift/api-client']], {
    cwd: alone,
    stdio: 'pipe',
    env: npmEnv,
  });
  check('npm installs @ugift/api-client alone', true);
} catch (error) {
  check('npm installs @ugift/api-client alone', false, String(error.stderr).split('\n')[0]);
}

// --- the Vite + React app ----------------------------------------------------------------------
const app = path.join(work, 'vite-app');
const cardParameter = JSON.stringify([
  // A message without positions (the spec allows it: the card does not draw it).
  { type: 'message', key: 'm', content: '4869' },
  // An invalid element: skipped with a warning while the others draw.
  { type: 'sticker', key: 'bad', content: 'x.svg', xpos: 'left', ypos: 0, width: 1, height: 1 },
  // "Happy day", hex-encoded UTF-8 as the wire carries it.
  {
    type: 'text',
    key: 't',
    content: '486170707920646179',
    xpos: 0.1,
    ypos: 0.1,
    width: 0.6,
    height: 0.2,
  },
]);
write(app, {
  'package.json': JSON.stringify(
    {
      name: 'embedding-vite-app',
      private: true,
      type: 'module',
      dependencies: {
        '@ugift/ui': file('@ugift/ui'),
        '@ugift/giftcard-renderer': file('@ugift/giftcard-renderer'),
        '@ugift/api-client': file('@ugift/api-client'),
        '@tanstack/react-query': versionOf('@tanstack/react-query', 'packages/api-client'),
        i18next: versionOf('i18next'),
        msw: versionOf('msw'),
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
        'react-i18next': versionOf('react-i18next'),
        'styled-components': versionOf('styled-components', 'packages/ui'),
      },
      devDependencies: {
        '@types/node': versionOf('@types/node'),
        '@types/react': versionOf('@types/react'),
        '@types/react-dom': versionOf('@types/react-dom'),
        '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
        typescript: versionOf('typescript'),
        vite: versionOf('vite'),
      },
    },
    null,
    2,
  ),
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Embedding</title></head>
  <body>
    <div id="root"></div>
    <div id="extra"></div>
    <script type="module" src="/src/main.tsx"></script>
    <script type="module" src="/src/extra.tsx"></script>
  </body>
</html>
`,
  // The renderer README's first example, in a Japanese page and in a Chinese one.
  ...Object.fromEntries(
    [
      ['quickstart.html', 'ja'],
      ['quickstart-zh.html', 'zh-CN'],
    ].map(([name, lang]) => [
      name,
      `<!doctype html>
<html lang="${lang}">
  <head><meta charset="utf-8" /><title>Quick start</title></head>
  <body><div id="root"></div><script type="module" src="/src/quickstart.tsx"></script></body>
</html>
`,
    ]),
  ),
  'src/quickstart.tsx': readmeBlock('packages/giftcard-renderer/README.md', 'quickstart.tsx'),
  'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()], logLevel: 'warn',
  build: { rollupOptions: { input: ['index.html', 'quickstart.html', 'quickstart-zh.html'] } } });
`,
  'src/main.tsx': readmeBlock('packages/ui/README.md', 'main.tsx'),
  // The renderer's GiftCard and the api-client, as their READMEs use them.
  'src/extra.tsx': `import { createApiClient, createDeviceStorage, type ResponseOf } from '@ugift/api-client';
import { GiftCard } from '@ugift/giftcard-renderer';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const api = createApiClient({ apiKey: 'embedding', baseUrl: '', storage: createDeviceStorage(sessionStorage) });

function Extra() {
  const [countries, setCountries] = useState<ResponseOf<'list_country'>['table']>([]);
  useEffect(() => {
    api.call('list_country').then((body) => setCountries(body.table), (error) => console.error(error));
  }, []);
  // A parent's effects run after its children's: by then an open card's mount effects have run.
  useEffect(() => console.log('extra mounted'), []);
  return (
    <>
      <GiftCard editParameter={${JSON.stringify(cardParameter)}} title="Happy Birthday" />
      <GiftCard defaultState="open" title="Open already" onOpen={() => console.log('onOpen on mount')} />
      <ul aria-label="Countries">{countries.map((c) => <li key={c.id}>{c.name}</li>)}</ul>
    </>
  );
}

createRoot(document.getElementById('extra')!).render(<Extra />);
`,
  // What an app that uses only a Button ships, against React and styled-components alone.
  'button.html': `<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/button.tsx"></script></body></html>\n`,
  'src/button.tsx': `import { Button, UiProvider } from '@ugift/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <UiProvider>
    <Button>Only a button</Button>
  </UiProvider>,
);
`,
  'baseline.html': `<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/baseline.tsx"></script></body></html>\n`,
  'src/baseline.tsx': `import { createRoot } from 'react-dom/client';
import { styled, ThemeProvider } from 'styled-components';

const Button = styled.button\`color: \${({ theme }) => (theme as { color: string }).color};\`;

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={{ color: 'rebeccapurple' }}>
    <Button>Only a button</Button>
  </ThemeProvider>,
);
`,
  // Every entry of the three packages, type-checked under each moduleResolution.
  'src/entries.ts': `import { Button, Carousel, UiProvider, theme, type UiTheme } from '@ugift/ui';
import '@ugift/ui/fonts';
import '@ugift/ui/fonts/latin';
import { GiftCard, parseEditParameter } from '@ugift/giftcard-renderer';
import { type CardElement, serializeEditParameter } from '@ugift/giftcard-renderer/model';
import { defineUgiftCard } from '@ugift/giftcard-renderer/element';
import { defineUgiftCard as defineStandalone } from '@ugift/giftcard-renderer/standalone';
import { createApiClient, createQueries, type ResponseOf } from '@ugift/api-client';
import { operations, validateRequest } from '@ugift/api-client/contract';
import { fixtures, handlers } from '@ugift/api-client/mocks';
import { setupMockServer } from '@ugift/api-client/mocks/node';

export const primary: string = theme.colors.primary;
export const kit: unknown[] = [Button, Carousel, UiProvider, GiftCard];
export const shape = (t: UiTheme): number => t.layout.columnMaxWidth;
export const wire = (elements: CardElement[]): string => serializeEditParameter(elements);
export const parsed: boolean = parseEditParameter('[]').ok;
export const define: Array<() => unknown> = [() => defineUgiftCard(), () => defineStandalone()];
const api = createApiClient({ apiKey: 'k' });
export const queries = createQueries(api);
export const countries = (body: ResponseOf<'list_country'>): string[] => body.table.map((c) => c.name);
export const contract: unknown[] = [operations, validateRequest, fixtures, handlers, setupMockServer];
`,
});

// A host app with its own styled-components theme, next to the kit (skipLibCheck off).
write(app, {
  'src/host-theme.tsx': `import { Button, UiProvider, useUiTheme } from '@ugift/ui';
import { styled } from 'styled-components';

// A theme of the host's own, whose colors have another shape than the kit's.
interface HostTheme {
  colors: { brand: string };
}
declare module 'styled-components' {
  export interface DefaultTheme extends HostTheme {}
}

const Title = styled.h1\`color: \${({ theme }) => theme.colors.brand};\`;

export function Host() {
  const kit = useUiTheme();
  return (
    <UiProvider>
      <Title>Host</Title>
      <Button>{kit.colors.primary}</Button>
    </UiProvider>
  );
}
`,
  'tsconfig.host.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      jsx: 'react-jsx',
      target: 'es2022',
      lib: ['es2023', 'dom'],
      module: 'nodenext',
      moduleResolution: 'nodenext',
      types: ['node'],
    },
    files: ['src/host-theme.tsx'],
  }),
  // The card on the server, in plain Node: the lenient codec keeps the overlay next to a message
  // without positions.
  'render.mjs': `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { GiftCard, parseEditParameter } from '@ugift/giftcard-renderer';
const html = renderToString(createElement(GiftCard, { editParameter: process.argv[2], defaultState: 'open' }));
// Without the overlay, what the codec said about the parameter names the problem.
const parsed = parseEditParameter(process.argv[2]);
console.log(html.includes('Happy day') ? 'rendered Happy day' : \`no overlay drawn; the codec: \${parsed.ok ? 'ok' : parsed.error.message}\`);
`,
});

const tsconfig = (moduleResolution, module) => ({
  compilerOptions: {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    jsx: 'react-jsx',
    target: 'es2022',
    lib: ['es2023', 'dom', 'dom.iterable'],
    module,
    moduleResolution,
    types: ['node'],
  },
  // The size fixtures (button.tsx, baseline.tsx) declare their own theme: not checked here.
  files: ['src/main.tsx', 'src/extra.tsx', 'src/entries.ts'],
});
write(app, {
  'tsconfig.bundler.json': JSON.stringify(tsconfig('bundler', 'esnext')),
  'tsconfig.node16.json': JSON.stringify(tsconfig('node16', 'node16')),
  'tsconfig.nodenext.json': JSON.stringify(tsconfig('nodenext', 'nodenext')),
});

install(app);
console.log(`vite app installed at ${elapsed()}`);
const linked = ['@ugift/ui', '@ugift/giftcard-renderer', '@ugift/api-client'].filter((name) =>
  fs.lstatSync(path.join(app, 'node_modules', name)).isSymbolicLink(),
);
check('the packages are installed from their tarballs, not linked', linked.length === 0);
// The kit's published types: no DefaultTheme augmentation, no styled-components internals.
const kitDist = path.join(app, 'node_modules/@ugift/ui/dist');
const kitDeclarations = fs
  .readdirSync(kitDist, { recursive: true })
  .filter((name) => name.endsWith('.d.ts'))
  .map((name) => [name, fs.readFileSync(path.join(kitDist, name), 'utf8')]);
const augmenting = kitDeclarations.filter(([, text]) =>
  /^declare module ['"]styled-components['"]/m.test(text),
);
check(
  "@ugift/ui's declarations do not augment styled-components' DefaultTheme",
  augmenting.length === 0,
  augmenting.map(([name]) => name).join(', '),
);
const internal = kitDeclarations.filter(([, text]) => /['"]styled-components\/dist/.test(text));
check(
  "@ugift/ui's declarations import no internal path of styled-components (styled-components/dist/…)",
  internal.length === 0,
  internal.map(([name]) => name).join(', '),
);
// What each package's files import, installed by npm: a dependency left as an optional peer (the
// renderer's fonts entry once needed @fontsource/* so) is not installed, and its import breaks.
for (const name of Object.keys(tarballs)) {
  const dist = path.join(app, 'node_modules', name, 'dist');
  const imported = new Set();
  for (const file of fs.readdirSync(dist, { recursive: true })) {
    if (!/\.js$/.test(file) || file === 'standalone.js') continue;
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, specifier] of text.matchAll(
      /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g,
    ))
      imported.add(
        specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0],
      );
  }
  const missing = [...imported].filter(
    (dependency) =>
      !dependency.startsWith('node:') &&
      !fs.existsSync(path.join(app, 'node_modules', dependency, 'package.json')),
  );
  check(
    `npm installed every package ${name}'s files import`,
    missing.length === 0,
    missing.length ? `missing: ${missing.join(', ')}` : `${imported.size} packages`,
  );
}

// nodenext checks every declaration file (skipLibCheck off, as the stricter resolution: most of
// this test's time); bundler and node16 check the app's files against the packages' entries.
const tsc = path.join(app, 'node_modules', 'typescript', 'bin', 'tsc');
const typeChecks = ['nodenext', 'bundler', 'node16', 'host'].map(
  (resolution) =>
    new Promise((resolve) => {
      const args = [tsc, '-p', `tsconfig.${resolution}.json`];
      if (resolution === 'bundler' || resolution === 'node16') args.push('--skipLibCheck');
      execFile('node', args, { cwd: app }, (error, stdout) => {
        const label =
          resolution === 'host'
            ? 'a host app with its own styled-components theme type-checks with the kit'
            : `types resolve under moduleResolution ${resolution}${resolution === 'nodenext' ? ' (skipLibCheck off)' : ''}`;
        // The first error on the check's own line, all of them after it.
        const first = /error TS\d+:.*/.exec(stdout)?.[0] ?? '';
        check(label, !error, error ? first.slice(0, 200) : '');
        if (error) console.log(stdout || error.message);
        resolve();
      });
    }),
);
// They run while Vite builds.

// The card in plain Node, from the installed renderer.
let rendered;
try {
  rendered = execFileSync('node', ['render.mjs', cardParameter], {
    cwd: app,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
} catch (error) {
  rendered = String(error.stderr || error.message);
}
check(
  'react-dom/server renders the card in plain Node, with its overlay',
  rendered === 'rendered Happy day',
  rendered.slice(0, 200),
);

const vite = path.join(app, 'node_modules', 'vite', 'bin', 'vite.js');
const build = (input, outDir) =>
  execFileSync(
    'node',
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', ...(input ? ['--config', input] : [])],
    { cwd: app, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
build(null, 'dist');
// One page per build, so that no chunk is shared between the measured pages.
for (const page of ['button', 'baseline']) {
  write(app, {
    [`vite.${page}.config.js`]: `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()], logLevel: 'warn',
  build: { rollupOptions: { input: '${page}.html' } } });
`,
  });
  build(`vite.${page}.config.js`, `dist-${page}`);
}
console.log(`built at ${elapsed()}`);
await Promise.all(typeChecks);
console.log(`type-checked at ${elapsed()}`);

const sizes = {
  app: gzipOfJs(path.join(app, 'dist')),
  button: gzipOfJs(path.join(app, 'dist-button')),
  baseline: gzipOfJs(path.join(app, 'dist-baseline')),
};
check(
  `an app with only UiProvider and Button ships at most ${kib(BUTTON_BUDGET)} over React and styled-components`,
  sizes.button - sizes.baseline <= BUTTON_BUDGET,
  `${kib(sizes.button)} - ${kib(sizes.baseline)} = ${kib(sizes.button - sizes.baseline)}`,
);
const shipped = fs
  .readdirSync(path.join(app, 'dist-button', 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => fs.readFileSync(path.join(app, 'dist-button', 'assets', name), 'utf8'))
  .join('\n');
// Strings of qrcode's and jsbarcode's own code (VoucherCodeDisplay's dependencies).
check(
  'the Button app ships neither qrcode nor jsbarcode',
  !shipped.includes('too big to be stored in a QR Code') && !shipped.includes('CODE128'),
);

// --- the plain HTML page -------------------------------------------------------------------------
// Beside the app, with the app's node_modules (one npm install for the whole test).
const page = path.join(work, 'html-page');
write(page, {
  'index.html': readmeBlock('packages/giftcard-renderer/README.md', 'standalone.html'),
  'cards/birthday.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="686" height="460"><rect width="686" height="460" fill="#f4a7b9"/></svg>`,
});
fs.symlinkSync(path.join(app, 'node_modules'), path.join(page, 'node_modules'), 'dir');
const standalone = path.join(page, 'node_modules/@ugift/giftcard-renderer/dist/standalone.js');
sizes.standalone = zlib.gzipSync(fs.readFileSync(standalone), { level: 9 }).length;

// --- Chromium ------------------------------------------------------------------------------------
const browser = await launchChromium();
const servers = [];
try {
  // The api-client's own mocks answer its calls, run here in Node from the installed tarball.
  const { handlers } = await import(
    path.join(app, 'node_modules', '@ugift', 'api-client', 'dist', 'mocks', 'index.js')
  );
  const { getResponse } = await import(
    path.join(app, 'node_modules', 'msw', 'lib', 'core', 'index.mjs')
  );

  const openPage = async (url) => {
    const tab = await browser.newPage();
    const errors = [];
    const logs = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
      logs.push(message.text());
    });
    await tab.route('**/api/external/**', async (route) => {
      const request = route.request();
      const answer = await getResponse(
        handlers,
        new Request(request.url(), {
          method: request.method(),
          headers: await request.allHeaders(),
          body: request.postDataBuffer() ?? undefined,
        }),
      );
      if (!answer) return route.fulfill({ status: 404 });
      await route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.from(await answer.arrayBuffer()),
      });
    });
    /** Resolves once the page has logged `text` (at once if it has), or after `timeout` ms. */
    const logged = (text, timeout = 10_000) =>
      logs.includes(text)
        ? Promise.resolve(true)
        : tab
            .waitForEvent('console', { predicate: (message) => message.text() === text, timeout })
            .then(
              () => true,
              () => false,
            );
    await tab.goto(url);
    return { tab, errors, logs, logged };
  };

  // The Vite app.
  const appServer = await serve(path.join(app, 'dist'), PORTS.app);
  servers.push(appServer.server);
  {
    const { tab, errors, logs, logged } = await openPage(`http://127.0.0.1:${PORTS.app}/`);
    const button = tab.getByRole('button', { name: 'Send a gift' });
    await button.waitFor();
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, margin: getComputedStyle(document.body).margin };
    });
    check(
      'the Vite app shows the kit Button with the theme (README main.tsx)',
      look.background !== 'rgba(0, 0, 0, 0)' && look.margin === '0px',
      JSON.stringify(look),
    );
    await tab.getByRole('listitem').filter({ hasText: 'Singapore' }).waitFor({ timeout: 10_000 });
    check('the api-client listed the countries its mocks answer', true);
    await tab.getByRole('button', { name: 'Tap to open' }).click();
    await tab.getByText('Happy day').waitFor({ timeout: 10_000 });
    check('the GiftCard opened and shows its text overlay', true);
    await tab.evaluate(() => document.fonts.ready);
    const fonts = appServer.requested.filter((name) => name.endsWith('.woff2'));
    check('the opt-in Latin fonts came from the app', fonts.length > 0, `${fonts.length} files`);
    await tab.waitForFunction(() => document.querySelectorAll('figure').length === 2);
    // Extra's own mount effect runs after its cards' mount effects: once it has logged, an
    // onOpen on mount would have been logged before it.
    await logged('extra mounted');
    check(
      'a card mounted with defaultState="open" does not call onOpen',
      logs.includes('extra mounted') && !logs.includes('onOpen on mount'),
      logs.join(' | '),
    );
    check('the Vite app logged no error', errors.length === 0, errors.join(' | '));
    await tab.close();
  }

  // The renderer README's first example: Chinese and Japanese text in the card's own fonts, in a
  // Japanese page and in a Chinese one.
  for (const [quickstart, lang] of [
    ['quickstart.html', 'ja'],
    ['quickstart-zh.html', 'zh-CN'],
  ]) {
    const before = appServer.requested.length;
    const { tab, errors } = await openPage(`http://127.0.0.1:${PORTS.app}/${quickstart}`);
    await tab.getByText('お誕生日おめでとう').waitFor({ timeout: 10_000 });
    await tab.getByText('生日快乐').waitFor({ timeout: 10_000 });
    await tab.evaluate(() => document.fonts.ready);
    const faces = await tab.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replaceAll('"', '')),
    );
    const woff2 = appServer.requested.slice(before).filter((name) => name.endsWith('.woff2'));
    // The fonts Chromium drew each text with (a face's own name, 'Noto Sans SC Thin' for the
    // Fontsource files): web fonts only, as a system font there is the tofu or the page's own font
    // the fonts entry exists to avoid. Noto Sans SC carries kana too, so outside a Japanese page
    // (lang="ja" puts JP first) both texts are drawn in SC.
    const want = lang === 'ja' ? ['Noto Sans JP', 'Noto Sans SC'] : ['Noto Sans SC'];
    const drawn = {};
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    for (const [key, text] of [
      ['cn', '生日快乐'],
      ['jp', 'お誕生日おめでとう'],
    ]) {
      await tab.getByText(text).evaluate((element, probe) => {
        element.dataset.embeddingProbe = probe;
      }, key);
      const { root: document } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: document.nodeId,
        selector: `[data-embedding-probe="${key}"]`,
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      drawn[key] = fonts.map((font) => `${font.isCustomFont ? '' : 'system: '}${font.familyName}`);
    }
    await cdp.detach();
    const used = Object.values(drawn).flat();
    check(
      `the README's first example (page lang ${lang}) draws its cn and jp text in ${want.join(' and ')}, served by the app`,
      used.length > 0 &&
        used.every((font) => want.some((family) => font.startsWith(family))) &&
        want.every((family) => used.some((font) => font.startsWith(family))) &&
        woff2.length > 0,
      `cn: ${drawn.cn.join(', ')}; jp: ${drawn.jp.join(', ')}; loaded ${[...new Set(faces)].join(', ')}; ${woff2.length} woff2 files`,
    );
    check(
      `the README's first example (page lang ${lang}) logged no error`,
      errors.length === 0,
      errors.join(' | '),
    );
    await tab.close();
  }

  // The Button-only app renders too (tree-shaking kept what it needs).
  const sizesServer = await serve(path.join(app, 'dist-button'), PORTS.sizes);
  servers.push(sizesServer.server);
  {
    const { tab, errors } = await openPage(`http://127.0.0.1:${PORTS.sizes}/button.html`);
    await tab.getByRole('button', { name: 'Only a button' }).waitFor();
    check('the Button-only app renders its button', errors.length === 0, errors.join(' | '));
    await tab.close();
  }

  // The plain HTML page.
  const pageServer = await serve(page, PORTS.page);
  servers.push(pageServer.server);
  {
    const { tab, errors, logged } = await openPage(`http://127.0.0.1:${PORTS.page}/`);
    await tab.getByRole('button', { name: 'Tap to open' }).click();
    await tab.getByText('Happy day').waitFor({ timeout: 10_000 });
    const scripts = pageServer.requested.filter((name) => name.endsWith('.js'));
    check(
      'the plain page loads one script, the standalone element',
      scripts.length === 1 && scripts[0].endsWith('/dist/standalone.js'),
      scripts.join(', '),
    );
    // The card calls onOpen when its opening animation ends (1700 ms, less with reduced motion).
    check(`the page's ugift-open listener ran ("opened" logged)`, await logged('opened'));
    check('the plain page logged no error', errors.length === 0, errors.join(' | '));
    await tab.close();
  }
} catch (error) {
  check('the fixtures ran in Chromium', false, error.message);
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

console.log('\nJavaScript shipped (gzip -9):');
console.log(`  Vite app (README main.tsx + GiftCard + api-client): ${kib(sizes.app)}`);
console.log(`  UiProvider + Button only: ${kib(sizes.button)}`);
console.log(`  React + react-dom + styled-components only: ${kib(sizes.baseline)}`);
console.log(`  difference: ${kib(sizes.button - sizes.baseline)}`);
console.log(`  standalone <ugift-card> (dist/standalone.js): ${kib(sizes.standalone)}`);
console.log(`\n${failures.length === 0 ? 'passed' : `${failures.length} failed`} in ${elapsed()}`);

// EMBEDDING_KEEP=1 leaves the fixtures in place to look into.
if (process.env.EMBEDDING_KEEP) console.log(`fixtures kept in ${work}`);
else fs.rmSync(work, { recursive: true, force: true });
process.exit(failures.length === 0 ? 0 : 1);
