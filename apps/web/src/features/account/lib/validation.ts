/** The form fields a problem can be shown on. */
export type ProblemField =
  'countryCode' | 'phone' | 'password' | 'newPassword' | 'retype' | 'country';

/**
 * A validation failure: the spec's alert (translation keys of its title and message) and the
 * field that shows the message inline.
 */
export interface Problem {
  title: string;
  message: string;
  field: ProblemField;
}

const MIN_PASSWORD_LENGTH = 6;
export const OTP_LENGTH = 6;

const problems = {
  countryCode: {
    title: 'account.validation.countryCodeTitle',
    message: 'account.validation.countryCode',
    field: 'countryCode',
  },
  phone: {
    title: 'account.validation.phoneTitle',
    message: 'account.validation.phone',
    field: 'phone',
  },
  password: {
    title: 'account.validation.passwordTitle',
    message: 'account.validation.password',
    field: 'password',
  },
  newPassword: {
    title: 'account.validation.newPasswordTitle',
    message: 'account.validation.newPassword',
    field: 'newPassword',
  },
  retype: {
    title: 'account.validation.retypeTitle',
    message: 'account.validation.retype',
    field: 'retype',
  },
  mismatch: {
    title: 'account.validation.mismatchTitle',
    message: 'account.validation.mismatch',
    field: 'retype',
  },
  country: {
    title: 'account.validation.countryTitle',
    message: 'account.validation.country',
    field: 'country',
  },
} as const satisfies Record<string, Problem>;

/** Register and forgot password (spec section 5): a country code and a phone number. */
export function checkPhone(countryCode: string, phone: string): Problem | null {
  if (!countryCode.trim()) return problems.countryCode;
  if (!phone.trim()) return problems.phone;
  return null;
}

/** Login (spec section 5): country code, phone and password, in that order. */
export function checkLogin(countryCode: string, phone: string, password: string): Problem | null {
  return checkPhone(countryCode, phone) ?? (password ? null : problems.password);
}

/** Login is enabled only with a phone number and a password of 6 or more characters. */
export function canLogin(phone: string, password: string): boolean {
  return loginBlocker(phone, password) === null;
}

/**
 * Why Login is still disabled, as the i18n key of the hint shown under it (null: enabled). The
 * spec keeps the button disabled until then; the hint says what is missing.
 */
export function loginBlocker(phone: string, password: string): string | null {
  if (phone.trim() === '') return 'account.login.needPhone';
  if (password.length < MIN_PASSWORD_LENGTH) return 'account.login.needPassword';
  return null;
}

/** Create and reset password (spec section 5). */
export function checkNewPassword(password: string, retype: string): Problem | null {
  if (!password) return problems.newPassword;
  if (!retype) return problems.retype;
  if (password !== retype) return problems.mismatch;
  return null;
}

/** Both password fields need 6 characters before the button is enabled. */
export function canSubmitNewPassword(password: string, retype: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && retype.length >= MIN_PASSWORD_LENGTH;
}

/** The social login country modal. */
export function checkCountry(countryId: string): Problem | null {
  return countryId ? null : problems.country;
}

/** The phone_number the backend wants: the calling code's digits, then the number's. */
export function fullPhoneNumber(countryCode: string, phone: string): string {
  return `${countryCode.replace(/\D+/g, '')}${phone.replace(/\D+/g, '')}`;
}
