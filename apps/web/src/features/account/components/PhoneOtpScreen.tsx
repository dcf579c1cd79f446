import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import type { OtpAction } from '@ugift/api-client';
import { Button, PhoneField } from '@ugift/ui';

import { paths, withQuery } from '../../../config/paths';
import { deviceStorage, mutations } from '../../../lib/api';
import { useCountryCodeOptions } from '../../../lib/countries';
import { useAlert } from '../../../lib/useAlert';
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

/** /register and /forgot-password: a phone number, then Get OTP (spec sections 2 and 5). */
export function PhoneOtpScreen({ action }: { action: OtpAction }) {
  const flow = flows[action];
  const { t } = useTranslation();
  const navigate = useNavigate();
  // /register?referral= (the invitation link): the code goes on to /set-password.
  const [params] = useSearchParams();
  const referral = action === 'register' ? params.get('referral') : null;
  const [countryCode, setCountryCode] = useState<string>(flow.defaultCode);
  const [phone, setPhone] = useState('');
  const options = useCountryCodeOptions(flow.defaultCode);
  const { alert, show, showKeys } = useAlert();

  const requestOtp = useMutation(mutations.auth.getOtp);
  const onSent = (phoneNumber: string) => {
    deviceStorage.set('phoneNumber', phoneNumber);
    deviceStorage.set('countryCode', countryCode);
    deviceStorage.remove('OTP');
    show({
      title: t('account.otp.sentTitle'),
      message: t('account.otp.sentMessage', { phone: `+${phoneNumber}` }),
      onClose: () => navigate(withQuery(flow.next, { referral })),
    });
  };

  const submit = () => {
    const problem = checkPhone(countryCode, phone);
    if (problem) return showKeys(problem);
    const phoneNumber = fullPhoneNumber(countryCode, phone);
    requestOtp.mutate(
      { action, phone_number: phoneNumber },
      {
        onSuccess: () => onSent(phoneNumber),
        onError: (error) =>
          show({ title: t(flow.failed), message: error.message, variant: 'danger' }),
      },
    );
  };

  return (
    <AuthScreen title={t(flow.title)} back={flow.back} onSubmit={submit}>
      <Intro>{t(flow.intro)}</Intro>
      <PhoneField
        countries={options}
        countryCode={countryCode}
        onCountryCodeChange={setCountryCode}
        value={phone}
        onChange={setPhone}
        label={t('account.login.phone')}
        autoComplete="tel-national"
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
