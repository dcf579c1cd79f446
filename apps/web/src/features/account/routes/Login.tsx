import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';

import { Button, PasswordField, PhoneField } from '@ugift/ui';

import type { LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { deviceStorage, mutations } from '../../../lib/api';
import { countriesQuery, useCountryCodeOptions } from '../../../lib/countries';
import { isSignedIn } from '../../../lib/session';
import { AuthScreen, Centered, Divider, Hint } from '../components/AuthScreen';
import { SocialLogin } from '../components/SocialLogin';
import { apiFieldError, useFieldErrors } from '../../../lib/field-errors';
import { useAlert } from '../../../lib/useAlert';
import { afterLoginPath, rememberMember } from '../lib/after-login';
import type { CarriedPhone } from '../lib/known-phone';
import { checkLogin, fullPhoneNumber, loginBlocker } from '../lib/validation';

const DEFAULT_CODE = '65';

/**
 * A member is sent to /home. `type=redirect&id=` is kept as redirect_id so that the login ends
 * on that received gift. The country codes load with the screen.
 */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  ({ request }) => {
    if (isSignedIn()) throw redirect(paths.home);
    const query = new URL(request.url).searchParams;
    const id = query.get('id');
    if (query.get('type') === 'redirect' && id) deviceStorage.set('redirect_id', id);
    void queryClient.prefetchQuery(countriesQuery);
    return null;
  };

export function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [countryCode, setCountryCode] = useState(DEFAULT_CODE);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const options = useCountryCodeOptions(DEFAULT_CODE);
  const { alert, show, showKeys } = useAlert();
  const { errors, setError, clearError } = useFieldErrors<'countryCode' | 'phone' | 'password'>();
  const blocker = loginBlocker(phone, password);
  const blockerId = useId();

  const login = useMutation(mutations.auth.login);
  const expired = useMutation(mutations.auth.getOtp);

  // The password expired: a new one is set through the forgot-password OTP.
  const resetExpired = (phoneNumber: string) => {
    deviceStorage.set('phoneNumber', phoneNumber);
    deviceStorage.set('countryCode', countryCode);
    expired.mutate(
      { action: 'forgot_password', phone_number: phoneNumber },
      {
        onSuccess: () => navigate(paths.forgotPasswordVerification),
        onError: (error) =>
          show({ title: t('account.otp.sentFailed'), message: error.message, variant: 'danger' }),
      },
    );
  };

  const submit = () => {
    const problem = checkLogin(countryCode, phone, password);
    if (problem) {
      setError(problem.field as 'countryCode' | 'phone' | 'password', problem.message);
      return showKeys(problem);
    }
    const phoneNumber = fullPhoneNumber(countryCode, phone);
    login.mutate(
      { phone_number: phoneNumber, password },
      {
        onSuccess: (body) => {
          rememberMember(body.data);
          navigate(afterLoginPath(params.get('from')), { replace: true });
        },
        onError: (error) => {
          if (error.bodyField('migrate_member') === true) {
            show({
              title: t('account.login.expiredTitle'),
              message: t('account.login.expiredMessage'),
              onClose: () => resetExpired(phoneNumber),
            });
            return;
          }
          // A refused field (too short a number) is shown on it, in the shopper's language.
          const refused = apiFieldError(error);
          if (refused?.field === 'phone_number') setError('phone', refused.key);
          if (refused?.field === 'password') setError('password', refused.key);
          show({
            title: t('account.login.failed'),
            message: refused ? t(refused.key) : error.message,
            variant: 'danger',
          });
        },
      },
    );
  };

  return (
    <AuthScreen title={t('account.login.title')} onSubmit={submit}>
      <PhoneField
        countries={options}
        countryCode={countryCode}
        onCountryCodeChange={(code) => {
          setCountryCode(code);
          clearError('countryCode');
        }}
        value={phone}
        onChange={(value) => {
          setPhone(value);
          clearError('phone');
        }}
        label={t('account.login.phone')}
        autoComplete="tel-national"
        error={
          errors.phone ? t(errors.phone) : errors.countryCode ? t(errors.countryCode) : undefined
        }
      />
      <PasswordField
        label={t('account.login.password')}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearError('password');
        }}
        autoComplete="current-password"
        error={errors.password ? t(errors.password) : undefined}
      />
      <Centered>
        {/* The number typed so far goes along: the reset starts on it. */}
        <Link to={paths.forgotPassword} state={{ countryCode, phone } satisfies CarriedPhone}>
          {t('account.login.forgot')}
        </Link>
      </Centered>
      <Button
        type="submit"
        fullWidth
        disabled={blocker !== null}
        aria-describedby={blocker ? blockerId : undefined}
        loading={login.isPending || expired.isPending}
      >
        {t('account.login.submit')}
      </Button>
      {blocker ? <Hint id={blockerId}>{t(blocker)}</Hint> : null}
      <Button variant="secondary" fullWidth onClick={() => navigate(paths.home)}>
        {t('account.login.guest')}
      </Button>
      <Divider>{t('account.login.or')}</Divider>
      <SocialLogin from={params.get('from')} />
      <Centered>
        {t('account.login.noAccount')} <Link to={paths.register}>{t('account.login.create')}</Link>
      </Centered>
      {alert}
    </AuthScreen>
  );
}

export { Login as Component };
