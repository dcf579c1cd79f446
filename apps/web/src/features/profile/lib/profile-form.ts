import type { Country, Profile } from '@ugift/api-client';

/** What the Edit Profile form holds: the editable fields, all as text. */
export interface ProfileForm {
  name: string;
  email: string;
  gender: '' | 'Male' | 'Female';
  /** YYYY-MM-DD as a date input gives it; '' when unknown. */
  dob: string;
  country_id: string;
  billing_address: string;
  billing_postcode: string;
  billing_state: string;
  billing_country_id: string;
  shipping_address: string;
  shipping_postcode: string;
  shipping_state: string;
  shipping_country_id: string;
}

const EMPTY_DOB = '0000-00-00';

/** A real calendar date in YYYY-MM-DD, or null ('0000-00-00' and 2021-02-30 are not). */
function validIsoDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || value === EMPTY_DOB) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? value
    : null;
}

/** The form's starting values from the stored profile ('0000-00-00' shows as empty). */
export function formFromProfile(profile: Profile): ProfileForm {
  return {
    name: profile.name,
    email: profile.email,
    gender: profile.gender,
    dob: validIsoDate(profile.dob) ?? '',
    country_id: profile.country_id === '0' ? '' : profile.country_id,
    billing_address: profile.billing_address,
    billing_postcode: profile.billing_postcode,
    billing_state: profile.billing_state,
    billing_country_id: profile.billing_country_id === '0' ? '' : profile.billing_country_id,
    shipping_address: profile.shipping_address,
    shipping_postcode: profile.shipping_postcode,
    shipping_state: profile.shipping_state,
    shipping_country_id: profile.shipping_country_id === '0' ? '' : profile.shipping_country_id,
  };
}

/** 'Same as billing address': billing address, postcode, state and country go to shipping. */
export function copyBillingToShipping(form: ProfileForm): ProfileForm {
  return {
    ...form,
    shipping_address: form.billing_address,
    shipping_postcode: form.billing_postcode,
    shipping_state: form.billing_state,
    shipping_country_id: form.billing_country_id,
  };
}

/** Midnight UTC of a YYYY-MM-DD date, in epoch seconds. */
export function dobToEpochSeconds(value: string): string | null {
  const iso = validIsoDate(value);
  if (!iso) return null;
  return String(Date.parse(`${iso}T00:00:00Z`) / 1000);
}

export type UpdateProfileFields = Partial<
  Record<keyof ProfileForm | 'billing_country' | 'shipping_country', string>
>;

/**
 * The fields update_profile receives (spec section 5): only non-empty values; a country id of
 * '0' or '' is skipped; dob as epoch seconds, skipped when empty or invalid; the registered
 * country only while the member has none; billing and shipping country names looked up from
 * the chosen ids.
 */
export function updateFields(
  form: ProfileForm,
  profile: Pick<Profile, 'country_id'>,
  countries: readonly Pick<Country, 'id' | 'name'>[],
): UpdateProfileFields {
  const fields: UpdateProfileFields = {};
  const text = [
    'name',
    'email',
    'gender',
    'billing_address',
    'billing_postcode',
    'billing_state',
    'shipping_address',
    'shipping_postcode',
    'shipping_state',
  ] as const;
  for (const key of text) {
    const value = form[key].trim();
    if (value !== '') fields[key] = value;
  }
  const dob = dobToEpochSeconds(form.dob);
  if (dob) fields.dob = dob;
  const hasCountry = (id: string) => id !== '' && id !== '0';
  if (!hasCountry(profile.country_id) && hasCountry(form.country_id)) {
    fields.country_id = form.country_id;
  }
  for (const side of ['billing', 'shipping'] as const) {
    const id = form[`${side}_country_id`];
    if (!hasCountry(id)) continue;
    fields[`${side}_country_id`] = id;
    const name = countries.find((country) => country.id === id)?.name;
    if (name) fields[`${side}_country`] = name;
  }
  return fields;
}

/** The photo picker accepts image files only (spec section 5). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The inline errors of the profile form, as i18n keys per field. */
export type ProfileFormErrors = Partial<Record<'name' | 'email', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What the form refuses before saving. Empty values are not sent (spec section 5), so clearing
 * the name would save nothing while 'Profile updated' showed: a name the member had is required.
 */
export function checkProfileForm(form: ProfileForm, profile: Profile): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!form.name.trim() && profile.name.trim()) errors.name = 'profile.edit.nameRequired';
  if (form.email.trim() && !EMAIL.test(form.email.trim()))
    errors.email = 'profile.edit.emailInvalid';
  return errors;
}
