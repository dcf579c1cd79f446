/** The device storage keys of spec section 3. */
export const STORAGE_KEYS = [
  'authAPI',
  'authUser',
  'OTP',
  'phoneNumber',
  'countryCode',
  'country',
  'currency',
  'basketCount',
  'redirect_id',
  'gid',
  'fbToken',
  'I18N_LANGUAGE',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];
