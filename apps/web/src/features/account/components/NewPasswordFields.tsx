import { useTranslation } from 'react-i18next';

import { PasswordField } from '@ugift/ui';

export interface NewPasswordFieldsProps {
  password: string;
  retype: string;
  onPasswordChange: (value: string) => void;
  onRetypeChange: (value: string) => void;
  labels: { password: string; retype: string };
  /** Inline errors as i18n keys (validation: empty, retype empty, mismatch; the api's refusal). */
  errors?: { newPassword?: string; retype?: string };
}

/** The two password fields of creating and resetting a password, each with show and hide. */
export function NewPasswordFields({
  password,
  retype,
  onPasswordChange,
  onRetypeChange,
  labels,
  errors = {},
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t(labels.password)}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        autoComplete="new-password"
        error={errors.newPassword ? t(errors.newPassword) : undefined}
      />
      <PasswordField
        label={t(labels.retype)}
        value={retype}
        onChange={(event) => onRetypeChange(event.target.value)}
        autoComplete="new-password"
        error={errors.retype ? t(errors.retype) : undefined}
      />
    </>
  );
}
