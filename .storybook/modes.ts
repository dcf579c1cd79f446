import type { StoryLocale } from './i18n';

/**
 * The interface languages as Chromatic modes: Chromatic captures every story once per mode, with
 * the `locale` toolbar global set, so each screen is reviewed in English, Chinese and Japanese.
 */
export const localeModes: Record<StoryLocale, { locale: StoryLocale }> = {
  eng: { locale: 'eng' },
  cn: { locale: 'cn' },
  jp: { locale: 'jp' },
};
