import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import type { OtpAction } from '@ugift/api-client';
import { Button, PhoneField } from '@ugift/ui';

import { paths, withQuery } from '../../../config/paths';
import { deviceStorage, mutations } from '../../../lib/api';
import { countriesQuery, useCountryCodeOptions } from '../../../lib/countries';
import { apiFieldError, useFieldErrors } from '../../../lib/field-errors';
import { phoneLabel } from '../../../lib/member-name';
import { useAlert } from '../../../lib/useAlert';
import { type CarriedPhone, knownPhone } from '../lib/known-phone';
import { checkPhone, fullPhoneNumber } from '../lib/validation';
import { AuthScreen, Centered, Intro } from './AuthScreen';

const flows = {
  register: {
    title: 'account.register.title',
    intro: 'account.register.intro',
    failed: 'account.register.failed',
    defaultCode: '65',
    next: paths.verification,
    back: paths.login,
  },
  forgot_password: {
    title: 'account.forgot.title',
    intro: 'account.forgot.intro',
    failed: 'account.otp.sentFailed',
    defaultCode: '60',
    next: paths.forgotPasswordVerification,
    back: paths.login,
  },
} as const;

/**
 * Where the forgot-password form starts (the number carried from the login form, the one last
 * used here, the chosen country's code); register starts on the spec's default.
 */
function useKnownPhone(action: OtpAction, defaultCode: string) {
  const { state } = useLocation();
  const { data: countries } = useQuery(countriesQuery);
  if (action !== 'forgot_password') return { countryCode: defaultCode, phone: '' };
  const countryId = deviceStorage.get('country');
  const country = countryId ? countries?.find((c) => String(c.id) === countryId) : undefined;
  return knownPhone({
    carried: (state as CarriedPhone | null) ?? null,
    storedCode: deviceStorage.get('countryCode'),
    storedNumber: deviceStorage.get('phoneNumber'),
    countryCallingCode: country ? country.country_code.replace(/\D+/g, '') : null,
    fallbackCode: defaultCode,
  });
}

/** /register and /forgot-password: a phone number, then Get OTP (spec sections 2 and 5). */
export function PhoneOtpScreen({ action }: { action: OtpAction }) {
  const flow = flows[action];
  const { t } = useTranslation();
  const navigate = useNavigate();
  // /register?referral= (the invitation link): the code goes on to /set-password.
  const [params] = useSearchParams();
  const referral = action === 'register' ? params.get('referral') : null;
  const known = useKnownPhone(action, flow.defaultCode);
  // The code follows what is known (the country list may arrive after the first render) until
  // the visitor picks one.
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const countryCode = chosenCode ?? known.countryCode;
  const [phone, setPhone] = useState(known.phone);
  const options = useCountryCodeOptions(countryCode);
  const { alert, show, showKeys } = useAlert();
  const { errors, setError, clearError } = useFieldErrors<'countryCode' | 'phone'>();

  const requestOtp = useMutation(mutations.auth.getOtp);
  const onSent = (phoneNumber: string) => {
    deviceStorage.set('phoneNumber', phoneNumber);
    deviceStorage.set('countryCode', countryCode);
    deviceStorage.remove('OTP');
    show({
      title: t('account.otp.sentTitle'),
      message: t('account.otp.sentMessage', { phone: phoneLabel(phoneNumber) }),
      onClose: () => navigate(withQuery(flow.next, { referral })),
    });
  };

  const submit = () => {
    const problem = checkPhone(countryCode, phone);
    if (problem) {
      setError(problem.field === 'countryCode' ? 'countryCode' : 'phone', problem.message);
      return showKeys(problem);
    }
    const phoneNumber = fullPhoneNumber(countryCode, phone);
    requestOtp.mutate(
      { action, phone_number: phoneNumber },
      {
        onSuccess: () => onSent(phoneNumber),
        onError: (error) => {
          // 'phone_number must be 6 to 20 digits' is the api's; the field says it in words.
          const refused = apiFieldError(error);
          if (refused?.field === 'phone_number') setError('phone', refused.key);
          show({
            title: t(flow.failed),
            message: refused ? t(refused.key) : error.message,
            variant: 'danger',
          });
        },
      },
    );
  };

  return (
    <AuthScreen title={t(flow.title)} back={flow.back} onSubmit={submit}>
      <Intro>{t(flow.intro)}</Intro>
      <PhoneField
        countries={options}
        countryCode={countryCode}
        onCountryCodeChange={(code) => {
          setChosenCode(code);
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
      <Button type="submit" fullWidth disabled={phone === ''} loading={requestOtp.isPending}>
        {t(action === 'register' ? 'account.register.submit' : 'account.forgot.submit')}
      </Button>
      {action === 'register' ? (
        <>
          <Centered>
            <Trans
              i18nKey="account.register.agree"
              components={{
                terms: <Link to={paths.termsAndConditions} />,
                privacy: <Link to={paths.privacyPolicy} />,
              }}
            />
          </Centered>
          <Centered>
            {t('account.register.haveAccount')} <Link to={paths.login}>{t('common.login')}</Link>
          </Centered>
        </>
      ) : null}
      {alert}
    </AuthScreen>
  );
}
