import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@ugift/ui';

import { paths } from '../../../config/paths';
import { deviceStorage, mutations } from '../../../lib/api';
import { AuthScreen } from '../components/AuthScreen';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { apiFieldError, useFieldErrors } from '../../../lib/field-errors';
import { useAlert } from '../../../lib/useAlert';
import { canSubmitNewPassword, checkNewPassword } from '../lib/validation';

/** /reset-password: 'Create New Password', then 'Login Now' to /login. */
export function ResetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const { alert, show, showKeys } = useAlert();
  const { errors, setError, clearError } = useFieldErrors<'newPassword' | 'retype'>();

  const reset = useMutation(mutations.auth.resetPassword);

  const save = () =>
    reset.mutate(
      {
        phone_number: deviceStorage.get('phoneNumber') ?? '',
        password,
        otp_proof: deviceStorage.get('OTP') ?? '',
      },
      {
        onSuccess: () =>
          show({
            title: t('account.reset.doneTitle'),
            message: t('account.reset.doneMessage'),
            okLabel: t('common.loginNow'),
            onClose: () => navigate(paths.login, { replace: true }),
          }),
        onError: (error) => {
          const refused = apiFieldError(error);
          if (refused?.field === 'password') setError('newPassword', refused.key);
          show({
            title: t('account.reset.failed'),
            message: refused ? t(refused.key) : error.message,
            variant: 'danger',
          });
        },
      },
    );

  const submit = () => {
    const problem = checkNewPassword(password, retype);
    if (problem) {
      setError(problem.field === 'newPassword' ? 'newPassword' : 'retype', problem.message);
      return showKeys(problem);
    }
    save();
  };

  return (
    <AuthScreen title={t('account.reset.title')} back={true} onSubmit={submit}>
      <NewPasswordFields
        password={password}
        retype={retype}
        onPasswordChange={(value) => {
          setPassword(value);
          clearError('newPassword');
        }}
        onRetypeChange={(value) => {
          setRetype(value);
          clearError('retype');
        }}
        errors={errors}
        labels={{ password: 'account.reset.password', retype: 'account.reset.retype' }}
      />
      <Button
        type="submit"
        fullWidth
        disabled={!canSubmitNewPassword(password, retype)}
        loading={reset.isPending}
      >
        {t('account.reset.submit')}
      </Button>
      {alert}
    </AuthScreen>
  );
}

export { ResetPassword as Component };
export { resetPasswordLoader as loader } from '../lib/loaders';
