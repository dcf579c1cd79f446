// @vitest-environment node
// `pnpm chromatic` cannot reach Chromatic from here (no internet): these check, without it, that a
// run with a token would capture every story in the three languages, as the local test run does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { loadConfig } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

import { STORY_LOCALES } from './i18n';
import { DEFAULT_MODE, localeModes } from './modes';

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
