import type { StoryLocale } from './i18n';

/** A Chromatic mode: the globals a story is captured with. */
export interface LocaleMode {
  locale: StoryLocale;
}

/**
 * The interface languages as Chromatic modes: Chromatic captures every story once per mode, with
 * the `locale` toolbar global set, so each screen is reviewed in English, Chinese and Japanese.
 * The local test run (test-runner.ts) loops over the same modes. Stories whose pixels do not change
 * with the language (kit components without text of their own, the renderer) set
 * `parameters: { chromatic: { modes: { eng: { locale: 'eng' } } } }`: one capture, in English.
 */
export const localeModes: Record<StoryLocale, LocaleMode> = {
  eng: { locale: 'eng' },
  cn: { locale: 'cn' },
  jp: { locale: 'jp' },
};

/** The mode a baseline without a mode suffix belongs to (baselines taken before the modes). */
export const DEFAULT_MODE = 'eng';
