// @vitest-environment node
// Every kit and renderer component has a docs page (issue 20): a stories file tagged autodocs whose
// `component` is it, or, for a part of a compound component, whose `subcomponents` name it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface DocsMeta {
  file: string;
  component?: string;
  subcomponents: string[];
}

/** The docs pages of a package: each autodocs stories file's component and subcomponent names. */
function docsPages(dir: string): DocsMeta[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => path.join(dir, file))
    .flatMap((file) => {
      const code = read(file);
      if (!/tags: \[[^\]]*'autodocs'/.test(code)) return [];
      const sub = /subcomponents: \{([^}]*)\}/.exec(code)?.[1] ?? '';
      return [
        {
          file,
          component: /^ {2}component: (\w+),/m.exec(code)?.[1],
          subcomponents: [...sub.matchAll(/'([\w.]+)':/g)].map(([, name]) => name!),
        },
      ];
    });
}

describe('given the kit (@ugift/ui)', () => {
  const dir = 'packages/ui/src/components';
  const pages = docsPages(dir);
  const folders = readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('should have a docs page for every component folder, or name it as a part of another', () => {
    expect(folders.length).toBeGreaterThan(30);
    const missing = folders.filter(
      (folder) =>
        !pages.some(
          ({ file, component, subcomponents }) =>
            (file.startsWith(path.join(dir, folder) + path.sep) && component) ||
            subcomponents.some((name) => name.startsWith(`${folder}.`)),
        ),
    );
    expect(missing).toEqual([]);
  });

  it("should document Modal's compound parts and BottomSheet's panel on Modal's page", () => {
    const modal = pages.find(({ file }) => file.endsWith('Modal.stories.tsx'));
    expect(modal?.component).toBe('ModalContent');
    expect(modal?.subcomponents).toEqual(['Modal.Body', 'Modal.Footer', 'BottomSheet.Content']);
  });
});

describe('given the renderer (@ugift/giftcard-renderer)', () => {
  it('should have a docs page for every component it exports (each with its Props type)', () => {
    const index = read('packages/giftcard-renderer/src/index.ts');
    const components = [...index.matchAll(/\btype (\w+)Props\b/g)].map(([, name]) => name!);
    expect(components).toEqual(['GiftCard', 'GiftCardEditor', 'MusicPicker']);
    const documented = docsPages('packages/giftcard-renderer/src').map(
      ({ component }) => component,
    );
    expect(components.filter((name) => !documented.includes(name))).toEqual([]);
  });
});
