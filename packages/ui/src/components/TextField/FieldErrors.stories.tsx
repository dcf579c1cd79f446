import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';

import { Checkbox } from '../Checkbox/Checkbox';
import { OtpInput } from '../OtpInput/OtpInput';
import { PasswordField } from '../PasswordField/PasswordField';
import { PhoneField } from '../PhoneField/PhoneField';
import { TextField } from './TextField';

const Pad = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding: var(--ug-space-space400);
`;

/**
 * The kit's one form-field pattern in its error state: the message under the field, the field
 * marked aria-invalid and described by the message (aria-describedby). The texts are the spec's
 * validation messages as the app translates them, so each language is captured.
 */
function AllFieldErrors() {
  const { t } = useTranslation();
  return (
    <Pad>
      <PhoneField
        countries={[{ code: '65', name: 'Singapore' }]}
        countryCode="65"
        onCountryCodeChange={() => {}}
        value="12"
        onChange={() => {}}
        label={t('account.login.phone')}
        error={t('account.validation.phoneInvalid')}
      />
      <PasswordField
        label={t('account.login.password')}
        defaultValue=""
        error={t('account.validation.password')}
      />
      <TextField
        label={t('profile.edit.name')}
        defaultValue=""
        error={t('profile.edit.nameRequired')}
      />
      <TextField
        label={t('profile.edit.email')}
        defaultValue="mei@"
        hint={t('profile.edit.emailInvalid')}
      />
      <OtpInput value="" onChange={() => {}} error={t('account.verification.invalid')} />
      <Checkbox label={t('profile.edit.sameAsBilling')} error={t('account.validation.country')} />
    </Pad>
  );
}

const meta = {
  title: 'Kit/Form field errors',
  component: AllFieldErrors,
} satisfies Meta<typeof AllFieldErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kit field with an inline error (and one with a hint only, not invalid). */
export const InlineErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invalid = canvasElement.querySelectorAll('[aria-invalid="true"]');
    // Phone, password, name, the one-time code and the checkbox; the hinted email is valid.
    await expect(invalid).toHaveLength(5);
    for (const control of invalid) {
      const id = control.getAttribute('aria-describedby');
      await expect(id).toBeTruthy();
      const message = canvasElement.querySelector(`#${CSS.escape(id!)}`);
      await expect(message).toBeVisible();
      await expect(message?.textContent).toBeTruthy();
    }
    await expect(canvas.getAllByRole('textbox').length).toBeGreaterThan(0);
  },
};
