// @vitest-environment node
// `pnpm chromatic` cannot reach Chromatic from here (no internet): these check, without it, that a
// run with a token would capture every story in the three languages, as the local test run does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { loadConfig } from 'storybook/internal/csf-tools';
import { combineParameters } from 'storybook/internal/preview-api';
import { describe, expect, it } from 'vitest';

import { STORY_LOCALES } from './i18n';
import {
  captureModes,
  type ChromaticParameters,
  DEFAULT_MODE,
  localeModes,
  snapshotDisabled,
} from './modes';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const preview = loadConfig(read('.storybook/preview.tsx')).parse();

describe('given the Chromatic modes', () => {
  it('should have one mode per language, named by it, that sets the locale global to it', () => {
    expect(Object.keys(localeModes)).toEqual([...STORY_LOCALES]);
    for (const [name, globals] of Object.entries(localeModes)) {
      expect(globals).toEqual({ locale: name });
    }
    expect(STORY_LOCALES).toContain(DEFAULT_MODE);
  });

  it("should set only languages the preview's locale toolbar offers", () => {
    const items = preview.getFieldValue(['globalTypes', 'locale', 'toolbar', 'items']) as {
      value: string;
    }[];
    expect(items.map(({ value }) => value)).toEqual(Object.keys(localeModes));
  });

  it('should be the modes of every story by default (parameters.chromatic.modes of the preview)', () => {
    const node = preview.getFieldNode(['parameters', 'chromatic', 'modes']) as {
      type: string;
      name?: string;
    };
    expect(node).toMatchObject({ type: 'Identifier', name: 'localeModes' });
  });
});

/** A story's `parameters.chromatic` as Storybook hands it over: the preview's, deep-merged. */
const merged = (story: ChromaticParameters) =>
  (
    combineParameters({ chromatic: { modes: localeModes } }, { chromatic: story }) as {
      chromatic: ChromaticParameters;
    }
  ).chromatic;

const names = (modes: [string, unknown][]) => modes.map(([name]) => name);

describe('given the modes a story is captured in (captureModes, the local run)', () => {
  it('should capture a story in the three languages, English first', () => {
    expect(captureModes(merged({}))).toEqual([
      ['eng', { locale: 'eng' }],
      ['cn', { locale: 'cn' }],
      ['jp', { locale: 'jp' }],
    ]);
  });

  it('should leave out the modes a story disables, as Chromatic does', () => {
    const chromatic = merged({ modes: { cn: { disable: true }, jp: { disable: true } } });
    expect(names(captureModes(chromatic))).toEqual(['eng']);
    expect(names(captureModes(merged({ modes: { jp: { disable: true } } })))).toEqual([
      'eng',
      'cn',
    ]);
  });

  it('should keep all three for a story that only names English (parameters are deep-merged)', () => {
    // Why a story cannot ask for English only by listing it: the preview's cn and jp stay.
    expect(names(captureModes(merged({ modes: { eng: { locale: 'eng' } } })))).toEqual([
      'eng',
      'cn',
      'jp',
    ]);
  });

  it('should capture once, under the English name, a story that fixes its locale', () => {
    expect(captureModes(merged({}), 'jp')).toEqual([['eng', { locale: 'eng' }]]);
  });

  it('should take no picture of a story with chromatic.disableSnapshot', () => {
    expect(snapshotDisabled(merged({ disableSnapshot: true }))).toBe(true);
    expect(snapshotDisabled(merged({}))).toBe(false);
  });
});

describe('given the stories files', () => {
  const files = ['packages', 'apps/web/src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx') && !file.includes('node_modules'))
      .map((file) => path.join(dir, file)),
  );

  it('should find the stories files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('should change the modes only by disabling them (anything else is merged away)', () => {
    const wrong = files.flatMap((file) =>
      [
        ...read(file)
          .replace(/\s+/g, ' ')
          .matchAll(/\bmodes: \{(.{0,80})/g),
      ]
        .filter(([, rest]) => !/^( \w+: \{ disable: true \},?)+ \}/.test(rest!))
        .map(([text]) => `${file}: ${text}`),
    );
    expect(wrong).toEqual([]);
  });

  it('should turn pictures off the way Chromatic reads it too (no local-only snapshot.disable)', () => {
    const wrong = files.filter((file) => /\bsnapshot: \{/.test(read(file)));
    expect(wrong).toEqual([]);
  });

  it('should have no per-language copy of a story (no story fixes the locale global)', () => {
    const wrong = files.filter((file) => /globals: \{[^}]*\blocale\b/.test(read(file)));
    expect(wrong).toEqual([]);
  });
});

describe('given pnpm chromatic', () => {
  const config = JSON.parse(read('chromatic.config.json')) as Record<string, unknown>;
  const script = read('scripts/chromatic.mjs');
  const buildScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
    .scripts['build-storybook']!;

  it('should upload the Storybook that its build writes', () => {
    expect(script).toMatch(/run\('pnpm', \['build-storybook'/);
    expect(buildScript).toContain(`-o ${String(config.storybookBuildDir)}`);
    expect(script).toContain("'--config-file',\n    'chromatic.config.json'");
  });

  it('should build with the stats TurboSnap needs when only changed stories are captured', () => {
    // Without preview-stats.json in the build, Chromatic stops a run with onlyChanged.
    if (config.onlyChanged) expect(script).toContain("['build-storybook', '--stats-json']");
  });
});
