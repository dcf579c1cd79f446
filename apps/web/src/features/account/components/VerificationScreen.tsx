import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import type { OtpAction } from '@ugift/api-client';
import { Button, OtpInput, ResendCountdown } from '@ugift/ui';

import { paths, withQuery } from '../../../config/paths';
import { deviceStorage, mutations } from '../../../lib/api';
import { phoneLabel } from '../../../lib/member-name';
import { useAlert } from '../../../lib/useAlert';
import { OTP_LENGTH } from '../lib/validation';
import { AuthScreen, Intro } from './AuthScreen';

const flows = {
  register: {
    submit: 'account.verification.submitRegister',
    next: paths.setPassword,
    back: paths.register,
  },
  forgot_password: {
    submit: 'account.verification.submitReset',
    next: paths.resetPassword,
    back: paths.forgotPassword,
  },
} as const;

/**
 * /verification and /forgot-password-verification: the 6-digit code is checked by the server as
 * soon as it is complete (or on the button), and its proof is kept for the next step.
 */
export function VerificationScreen({ action }: { action: OtpAction }) {
  const flow = flows[action];
  const { t } = useTranslation();
  const navigate = useNavigate();
  // An invitation's referral code rides along from /register to /set-password.
  const [params] = useSearchParams();
  const carry = (path: string) => withQuery(path, { referral: params.get('referral') });
  const phoneNumber = deviceStorage.get('phoneNumber') ?? '';
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { alert, show } = useAlert();

  const verify = useMutation(mutations.auth.verifyOtp);
  const resend = useMutation(mutations.auth.getOtp);

  const check = (otp: string) =>
    verify.mutate(
      { action, phone_number: phoneNumber, otp },
      {
        // The client keeps the proof (OTP) for the next step.
        onSuccess: () => navigate(carry(flow.next)),
        onError: (error) => {
          setInvalid(true);
          // A wrong code is cleared: the next one is typed afresh and sent once, when complete.
          setCode('');
          const wrongCode = error.kind === 'failure' || error.status === 400;
          show({
            title: t('account.verification.invalid'),
            message: wrongCode ? t('account.verification.invalid') : error.message,
            variant: 'danger',
            // Back to the emptied field, ready for the next code (after the dialog's own focus
            // handling, which would otherwise restore focus to what opened it).
            onClose: () => setTimeout(() => input.current?.focus(), 0),
          });
        },
      },
    );

  const sendAgain = () =>
    resend.mutate(
      { action, phone_number: phoneNumber },
      {
        onSuccess: () =>
          show({
            title: t('account.otp.sentTitle'),
            message: t('account.otp.sentMessage', { phone: phoneLabel(phoneNumber) }),
          }),
        onError: (error) =>
          show({ title: t('account.otp.failed'), message: error.message, variant: 'danger' }),
      },
    );

  const submit = () => {
    if (code.length === OTP_LENGTH && !verify.isPending) check(code);
  };

  return (
    <AuthScreen title={t('account.verification.title')} back={carry(flow.back)} onSubmit={submit}>
      <Intro>{t('account.verification.intro', { phone: phoneLabel(phoneNumber) })}</Intro>
      <OtpInput
        ref={input}
        value={code}
        onChange={(value) => {
          setCode(value);
          setInvalid(false);
        }}
        onComplete={check}
        error={invalid ? t('account.verification.invalid') : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only task of this screen
        autoFocus
      />
      <Button
        type="submit"
        fullWidth
        disabled={code.length !== OTP_LENGTH}
        loading={verify.isPending}
      >
        {t(flow.submit)}
      </Button>
      <ResendCountdown onResend={sendAgain} disabled={resend.isPending} />
      {alert}
    </AuthScreen>
  );
}
