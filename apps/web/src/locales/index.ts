/**
 * The app's strings: one JSON file per namespace and language (locales/{language}/{namespace}.json),
 * gathered at build time into one chunk per language. A feature adds its own file; the bundles are
 * the default i18next namespace, so keys read `namespace.key`.
 *
 * English is the fallback and ships with the app; Chinese and Japanese are loaded only when chosen,
 * so the first screen does not carry languages it does not show.
 */
import type { Bundle } from './bundle';
import eng from './eng';

export type { Bundle };
export { eng };

export async function loadBundle(language: 'eng' | 'cn' | 'jp'): Promise<Bundle> {
  switch (language) {
    case 'cn':
      return (await import('./cn')).default;
    case 'jp':
      return (await import('./jp')).default;
    default:
      return eng;
  }
}
