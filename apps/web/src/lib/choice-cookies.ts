import { deviceStorage } from './api';

/**
 * The device's language and catalogue country, mirrored to cookies so that the server draws the
 * next page in them (apps/api/src/web/pages.ts). The device storage (I18N_LANGUAGE, country)
 * stays the source: the cookies only follow it.
 */
const COOKIES = { I18N_LANGUAGE: 'ugift_lang', country: 'ugift_country' } as const;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function write(name: string, value: string | null) {
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

function mirror(key: keyof typeof COOKIES) {
  const value = deviceStorage.get(key);
  write(COOKIES[key], value === null ? null : String(value));
}

/** Writes the cookies now and whenever the device's choice changes. */
export function mirrorChoicesToCookies() {
  mirror('I18N_LANGUAGE');
  mirror('country');
  return deviceStorage.subscribe((key) => {
    if (key === 'I18N_LANGUAGE' || key === 'country') mirror(key);
  });
}
