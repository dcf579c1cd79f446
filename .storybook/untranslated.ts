import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright';

import { uiResources } from '../packages/ui/src/i18n/resources';

type Tree = { [key: string]: string | Tree };
type Strings = Map<string, string>;

function flatten(tree: Tree, prefix: string, into: Strings): Strings {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** Every string of a language by key: the app's (namespace.key) and the kit's (ui:key). */
export function languageStrings(locale: string, root = process.cwd()): Strings {
  const dir = path.join(root, 'apps', 'web', 'src', 'locales', locale);
  const strings: Strings = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const tree = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree;
    flatten(tree, `${file.slice(0, -'.json'.length)}.`, strings);
  }
  const ui = uiResources[locale as keyof typeof uiResources] as Record<string, string>;
  for (const [key, value] of Object.entries(ui)) strings.set(`ui:${key}`, value);
  return strings;
}

/**
 * The text of the mocked api's data and answers (English only where the contract has no other
 * language): a screen shows it as the api gives it, so it is data, not an untranslated string.
 */
export function mockApiText(root = process.cwd()): string {
  const dir = path.join(root, 'packages', 'api-client', 'src', 'mocks');
  return ['data.ts', 'fixtures.ts']
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

/**
 * The English strings that must not show in a capture in another language: those the language
 * translates (its string differs), without values to fill in (a whole text matches them), with a
 * word in them, that the language does not use itself anywhere (a brand, say), and that the
 * mocked api does not answer itself (`data`: a campaign task named 'Invite a friend').
 */
export function untranslatedEnglish(english: Strings, other: Strings, data = ''): Set<string> {
  const own = new Set(other.values());
  const found = new Set<string>();
  for (const [key, text] of english) {
    const translated = other.get(key);
    if (translated === undefined || translated === text) continue;
    if (text.includes('{{') || text.includes('<') || !/[A-Za-z]{2}/.test(text)) continue;
    if (!own.has(text) && !data.includes(text)) found.add(text);
  }
  return found;
}

/** The texts of the story's page (its root, where dialogs portal too) that a person can see. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    if (!root) return [];
    const texts = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Text for screen readers only (clipped to a pixel) is not in the picture.
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      texts.add(text);
    }
    return [...texts];
  });
}
