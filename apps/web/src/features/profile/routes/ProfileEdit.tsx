import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import type { Profile } from '@ugift/api-client';
import { Avatar, Button, Checkbox, TextField } from '@ugift/ui';

import type { LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { mutations, queries } from '../../../lib/api';
import { countriesQuery } from '../../../lib/countries';
import { memberName, phoneLabel } from '../../../lib/member-name';
import { Screen } from '../../../lib/Screen';
import { useAlert } from '../../../lib/useAlert';
import { SelectField } from '../../../lib/SelectField';
import { Card, CardTitle, Content } from '../components/Card';
import {
  checkProfileForm,
  copyBillingToShipping,
  formFromProfile,
  isImageFile,
  updateFields,
  type ProfileForm,
  type ProfileFormErrors,
} from '../lib/profile-form';
import { apiFieldError } from '../../../lib/field-errors';

/** The form needs the profile; the country list fills the selects when it arrives. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    void queryClient.prefetchQuery(countriesQuery);
    await queryClient.ensureQueryData(queries.profile.detail());
    return null;
  };

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding: var(--ug-space-space200) var(--ug-space-space400);
`;

const PhotoRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
`;

const HiddenInput = styled.input`
  display: none;
`;

function EditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: countries = [] } = useQuery(countriesQuery);
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(profile));
  const [sameAsBilling, setSameAsBilling] = useState(false);
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const { show: showAlert, alert } = useAlert();
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const update = useMutation(mutations.profile.updateProfile);

  const registeredCountry = profile.country_id !== '' && profile.country_id !== '0';
  const name = memberName(profile);
  const set =
    (key: keyof ProfileForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      if (key === 'name' || key === 'email') setErrors(({ [key]: _, ...rest }) => rest);
      setForm((current) => {
        const next = { ...current, [key]: value };
        return sameAsBilling && key.startsWith('billing_') ? copyBillingToShipping(next) : next;
      });
    };

  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      showAlert({ title: t('profile.edit.photoInvalid'), variant: 'danger' });
      return;
    }
    if (photo) URL.revokeObjectURL(photo.url);
    setPhoto({ file, url: URL.createObjectURL(file) });
  };

  const save = () => {
    const problems = checkProfileForm(form, profile);
    setErrors(problems);
    // The first refused field takes focus; its message is its description.
    if (problems.name) return nameInput.current?.focus();
    if (problems.email) return emailInput.current?.focus();
    const { gender, ...fields } = updateFields(form, profile, countries);
    update.mutate(
      {
        ...fields,
        ...(gender === 'Male' || gender === 'Female' ? { gender } : {}),
        ...(photo ? { files: { profile_picture: photo.file } } : {}),
      },
      {
        onSuccess: () =>
          showAlert({
            title: t('profile.edit.updated'),
            onClose: () => navigate(paths.profile),
          }),
        onError: (error) => {
          const refused = apiFieldError(error);
          if (refused?.field === 'name' || refused?.field === 'email')
            setErrors({ [refused.field]: refused.key });
          showAlert({
            title: t('profile.edit.failed'),
            message: refused ? t(refused.key) : error.message,
            variant: 'danger',
          });
        },
      },
    );
  };

  const countryOptions = (
    <>
      <option value="">{t('profile.edit.chooseCountry')}</option>
      {countries.map((country) => (
        <option key={country.id} value={country.id}>
          {country.name}
        </option>
      ))}
    </>
  );

  const address = (side: 'billing' | 'shipping', disabled = false) => (
    <>
      <TextField
        label={t('profile.edit.address')}
        value={form[`${side}_address`]}
        onChange={set(`${side}_address`)}
        disabled={disabled}
        autoComplete={`${side} street-address`}
      />
      <TextField
        label={t('profile.edit.postcode')}
        value={form[`${side}_postcode`]}
        onChange={set(`${side}_postcode`)}
        disabled={disabled}
        autoComplete={`${side} postal-code`}
      />
      <TextField
        label={t('profile.edit.state')}
        value={form[`${side}_state`]}
        onChange={set(`${side}_state`)}
        disabled={disabled}
        autoComplete={`${side} address-level1`}
      />
      <SelectField
        label={t('profile.edit.country')}
        value={form[`${side}_country_id`]}
        onChange={set(`${side}_country_id`)}
        disabled={disabled}
      >
        {countryOptions}
      </SelectField>
    </>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Content>
        <Card aria-label={t('profile.edit.photo')}>
          <PhotoRow>
            <Avatar
              src={photo?.url ?? (profile.profile_picture || null)}
              name={name || '?'}
              size="lg"
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => fileInput.current?.click()}
            >
              {t('profile.edit.changePhoto')}
            </Button>
            <HiddenInput
              ref={fileInput}
              type="file"
              accept="image/*"
              aria-label={t('profile.edit.photo')}
              onChange={pickPhoto}
            />
          </PhotoRow>
        </Card>
        <Card aria-labelledby="edit-personal">
          <CardTitle id="edit-personal">{t('profile.edit.personal')}</CardTitle>
          <Fields>
            <TextField
              label={t('profile.edit.name')}
              ref={nameInput}
              value={form.name}
              onChange={set('name')}
              autoComplete="name"
              error={errors.name ? t(errors.name) : undefined}
            />
            <TextField
              label={t('profile.edit.email')}
              type="email"
              ref={emailInput}
              value={form.email}
              onChange={set('email')}
              autoComplete="email"
              error={errors.email ? t(errors.email) : undefined}
            />
            <SelectField
              label={t('profile.edit.gender')}
              value={form.gender}
              onChange={set('gender')}
            >
              <option value="">{t('profile.edit.chooseGender')}</option>
              <option value="Male">{t('profile.edit.male')}</option>
              <option value="Female">{t('profile.edit.female')}</option>
            </SelectField>
            <TextField
              label={t('profile.edit.dob')}
              type="date"
              value={form.dob}
              onChange={set('dob')}
              autoComplete="bday"
            />
            <TextField
              label={t('profile.edit.phone')}
              value={phoneLabel(profile.phone_number)}
              readOnly
            />
            {registeredCountry ? (
              <TextField
                label={t('profile.edit.registeredCountry')}
                value={countries.find((c) => c.id === profile.country_id)?.name ?? profile.country}
                readOnly
              />
            ) : (
              <SelectField
                label={t('profile.edit.registeredCountry')}
                value={form.country_id}
                onChange={set('country_id')}
              >
                {countryOptions}
              </SelectField>
            )}
          </Fields>
        </Card>
        <Card aria-labelledby="edit-billing">
          <CardTitle id="edit-billing">{t('profile.edit.billing')}</CardTitle>
          <Fields>{address('billing')}</Fields>
        </Card>
        <Card aria-labelledby="edit-shipping">
          <CardTitle id="edit-shipping">{t('profile.edit.shipping')}</CardTitle>
          <Fields>
            <Checkbox
              label={t('profile.edit.sameAsBilling')}
              checked={sameAsBilling}
              onChange={(event) => {
                setSameAsBilling(event.target.checked);
                if (event.target.checked) setForm(copyBillingToShipping);
              }}
            />
            {address('shipping', sameAsBilling)}
          </Fields>
        </Card>
        <Button type="submit" fullWidth loading={update.isPending}>
          {t('profile.edit.save')}
        </Button>
      </Content>
      {alert}
    </form>
  );
}

export function ProfileEdit() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(queries.profile.detail());
  return (
    <Screen bare muted back={paths.profile} title={t('profile.edit.title')}>
      <EditForm profile={data.table} />
    </Screen>
  );
}

export { ProfileEdit as Component };
