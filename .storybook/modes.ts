import type { StoryLocale } from './i18n';

/** A Chromatic mode: the globals a story is captured with. */
export interface LocaleMode {
  locale: StoryLocale;
}

/**
 * The interface languages as Chromatic modes: Chromatic captures every story once per mode, with
 * the `locale` toolbar global set, so each screen is reviewed in English, Chinese and Japanese.
 * The local test run (test-runner.ts) loops over the same modes. Stories whose pixels do not change
 * with the language (kit components without text of their own, the renderer) turn the Chinese and
 * Japanese modes off, as Chromatic documents it:
 * `parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } }`.
 * (Storybook deep-merges parameters, so a story's `modes: { eng: … }` alone would keep all three.)
 */
export const localeModes: Record<StoryLocale, LocaleMode> = {
  eng: { locale: 'eng' },
  cn: { locale: 'cn' },
  jp: { locale: 'jp' },
};

/** The mode a baseline without a mode suffix belongs to (baselines taken before the modes). */
export const DEFAULT_MODE = 'eng';

/** A story's `parameters.chromatic`, as far as the captures are concerned. */
export interface ChromaticParameters {
  /** The modes, merged from the preview's down to the story's; `disable` turns one off. */
  modes?: Record<string, Partial<LocaleMode> & { disable?: boolean }>;
  /** No picture at all (the story is still played and checked). */
  disableSnapshot?: boolean;
}

/**
 * The modes a story is captured in, English first: its `parameters.chromatic.modes` (the three
 * languages by default, set in preview.tsx) less those it disables, as Chromatic reads them. A
 * story that fixes the locale in its own `globals` is captured once, under the English mode's name.
 */
export function captureModes(
  chromatic: ChromaticParameters | undefined,
  fixedLocale?: string,
): [string, LocaleMode][] {
  const modes = Object.entries(chromatic?.modes ?? {}).flatMap(
    ([name, { disable, locale }]): [string, LocaleMode][] =>
      disable || !locale ? [] : [[name, { locale }]],
  );
  if (modes.length === 0 || (fixedLocale && fixedLocale !== 'eng')) {
    return [[DEFAULT_MODE, { locale: 'eng' }]];
  }
  return modes.sort(([a], [b]) => Number(b === DEFAULT_MODE) - Number(a === DEFAULT_MODE));
}

/** Whether a story has no picture, locally as on Chromatic (`chromatic.disableSnapshot`). */
export function snapshotDisabled(chromatic: ChromaticParameters | undefined): boolean {
  return chromatic?.disableSnapshot === true;
}
