import { describe, expect, it } from 'vitest';

import { mockData } from '@ugift/api-client/mocks';

import {
  checkProfileForm,
  copyBillingToShipping,
  dobToEpochSeconds,
  formFromProfile,
  isImageFile,
  updateFields,
} from './profile-form';

const countries = [
  { id: '3', name: 'Singapore' },
  { id: '4', name: 'Malaysia' },
];

describe('given the Edit Profile form rules (spec section 5)', () => {
  const profile = { ...mockData.profile, country_id: '0', dob: '0000-00-00' };

  it('should show 0000-00-00 and a country id of 0 as empty', () => {
    const form = formFromProfile({ ...profile, billing_country_id: '0' });
    expect(form.dob).toBe('');
    expect(form.country_id).toBe('');
    expect(form.billing_country_id).toBe('');
  });

  it('should send only non-empty values, trimmed', () => {
    const form = {
      ...formFromProfile(profile),
      name: '  Mei  ',
      email: '',
      billing_state: ' ',
      shipping_address: '',
    };
    const fields = updateFields(form, profile, countries);
    expect(fields.name).toBe('Mei');
    expect(fields).not.toHaveProperty('email');
    expect(fields).not.toHaveProperty('billing_state');
    expect(fields).not.toHaveProperty('shipping_address');
  });

  it('should send dob as epoch seconds and skip an empty or invalid one', () => {
    expect(dobToEpochSeconds('1994-05-17')).toBe(String(Date.UTC(1994, 4, 17) / 1000));
    expect(dobToEpochSeconds('0000-00-00')).toBeNull();
    expect(dobToEpochSeconds('2021-02-30')).toBeNull();
    expect(dobToEpochSeconds('')).toBeNull();
    const form = { ...formFromProfile(profile), dob: '2021-02-30' };
    expect(updateFields(form, profile, countries)).not.toHaveProperty('dob');
  });

  it('should skip country ids of 0 or empty and add the country names of the chosen ids', () => {
    const form = {
      ...formFromProfile(profile),
      billing_country_id: '4',
      shipping_country_id: '0',
    };
    const fields = updateFields(form, profile, countries);
    expect(fields.billing_country_id).toBe('4');
    expect(fields.billing_country).toBe('Malaysia');
    expect(fields).not.toHaveProperty('shipping_country_id');
    expect(fields).not.toHaveProperty('shipping_country');
  });

  it('should send the registered country only while the member has none', () => {
    const form = { ...formFromProfile(profile), country_id: '4' };
    expect(updateFields(form, profile, countries).country_id).toBe('4');
    expect(updateFields(form, { country_id: '3' }, countries)).not.toHaveProperty('country_id');
  });

  it('should copy billing address, postcode, state and country to shipping', () => {
    const form = copyBillingToShipping({
      ...formFromProfile(profile),
      billing_address: '9 Jalan Ampang',
      billing_postcode: '50450',
      billing_state: 'Kuala Lumpur',
      billing_country_id: '4',
    });
    expect(form).toMatchObject({
      shipping_address: '9 Jalan Ampang',
      shipping_postcode: '50450',
      shipping_state: 'Kuala Lumpur',
      shipping_country_id: '4',
    });
  });

  it('should accept image files only as the photo', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
  });
});

describe('given the profile form checks', () => {
  const named = { ...mockData.profile, name: 'Alice Tan' };

  it('should refuse to clear a name the member has (it would not be sent)', () => {
    const form = { ...formFromProfile(named), name: '   ' };
    expect(checkProfileForm(form, named)).toEqual({ name: 'profile.edit.nameRequired' });
  });

  it('should let a member without a name save other fields', () => {
    const nameless = { ...mockData.profile, name: '' };
    expect(checkProfileForm(formFromProfile(nameless), nameless)).toEqual({});
  });

  it('should refuse an email that is not an address, and accept none', () => {
    const form = formFromProfile(named);
    expect(checkProfileForm({ ...form, email: 'alice@' }, named)).toEqual({
      email: 'profile.edit.emailInvalid',
    });
    expect(checkProfileForm({ ...form, email: '' }, named)).toEqual({});
    expect(checkProfileForm({ ...form, email: 'alice@example.com' }, named)).toEqual({});
  });
});
