/** Product constants that are not routes (spec section 9). */
export const SUPPORT_EMAIL = 'support@ugift.com';

/** The privacy policy's last update: 15 Jan 2022, in the backend's DD-MM-YYYY form. */
export const PRIVACY_POLICY_UPDATED = '15-01-2022';

export const APP_STORE_URL = 'https://apps.apple.com/app/ugift/id1585310101';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.ugift.app';
/** The app's own link scheme, for deep links from the web (invitation, redeeming a gift). */
export const APP_SCHEME = 'ugift://';

export const DEFAULT_COUNTRY_ID = 3;
