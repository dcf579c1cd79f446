import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { Button, TextField } from '@ugift/ui';

import { paths } from '../../../config/paths';
import { deviceStorage, mutations } from '../../../lib/api';
import { AuthScreen, Intro } from '../components/AuthScreen';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { apiFieldError, useFieldErrors } from '../../../lib/field-errors';
import { useAlert } from '../../../lib/useAlert';
import { afterLoginPath, rememberMember } from '../lib/after-login';
import { canSubmitNewPassword, checkNewPassword } from '../lib/validation';

/** The prefix when no calling code was kept from /register (spec section 9: 60). */
const DEFAULT_PREFIX = '60';

/** /set-password: the new account's password and an optional referral code. */
export function SetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  // Filled in from an invitation link (/register?referral=, carried through the OTP step).
  const [params] = useSearchParams();
  const [referral, setReferral] = useState(() => params.get('referral') ?? '');
  const { alert, show, showKeys } = useAlert();
  const { errors, setError, clearError } = useFieldErrors<'newPassword' | 'retype'>();
  const phoneNumber = deviceStorage.get('phoneNumber') ?? '';

  const loginNow = useMutation(mutations.auth.login);
  const createAccount = useMutation(mutations.auth.createAccount);
  const applyReferral = useMutation(mutations.auth.applyReferralCode);

  const logIn = () =>
    loginNow.mutate(
      { phone_number: phoneNumber, password },
      {
        onSuccess: (body) => {
          rememberMember(body.data);
          navigate(afterLoginPath(null), { replace: true });
        },
        // The account exists: on any trouble the member logs in by hand.
        onError: () => navigate(paths.login, { replace: true }),
      },
    );

  const accountCreated = () =>
    show({
      title: t('account.setPassword.createdTitle'),
      message: t('account.setPassword.createdMessage'),
      okLabel: t('common.loginNow'),
      onClose: logIn,
    });

  const create = () =>
    createAccount.mutate(
      {
        phone_number: phoneNumber,
        phone_prefix: `+${deviceStorage.get('countryCode') ?? DEFAULT_PREFIX}`,
        password,
        otp_proof: deviceStorage.get('OTP') ?? '',
      },
      {
        onSuccess: (created) => {
          const code = referral.trim();
          if (!code) return accountCreated();
          applyReferral.mutate(
            { member_id: created.member_id, referral_code: code },
            {
              onSuccess: accountCreated,
              // The account is created all the same (spec section 8).
              onError: (error) =>
                show({
                  title: t('account.setPassword.referralFailed'),
                  message: error.message,
                  variant: 'danger',
                  onClose: accountCreated,
                }),
            },
          );
        },
        onError: (error) => {
          const refused = apiFieldError(error);
          if (refused?.field === 'password') setError('newPassword', refused.key);
          show({
            title: t('account.register.failed'),
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
    create();
  };

  return (
    <AuthScreen title={t('account.setPassword.title')} back={true} onSubmit={submit}>
      <Intro>{t('account.setPassword.intro')}</Intro>
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
        labels={{ password: 'account.setPassword.password', retype: 'account.setPassword.retype' }}
      />
      <TextField
        label={t('account.setPassword.referral')}
        value={referral}
        onChange={(event) => setReferral(event.target.value)}
        autoComplete="off"
      />
      <Button
        type="submit"
        fullWidth
        disabled={!canSubmitNewPassword(password, retype)}
        loading={createAccount.isPending || applyReferral.isPending || loginNow.isPending}
      >
        {t('account.setPassword.submit')}
      </Button>
      {alert}
    </AuthScreen>
  );
}

export { SetPassword as Component };
export { setPasswordLoader as loader } from '../lib/loaders';
