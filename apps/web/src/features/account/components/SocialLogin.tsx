import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@ugift/ui';

import { paths } from '../../../config/paths';
import { deviceStorage, mutations } from '../../../lib/api';
import { useSocialProvider, type SocialSignIn } from '../../../lib/social-provider';
import { useAlert } from '../../../lib/useAlert';
import { afterLoginPath, rememberMember } from '../lib/after-login';
import { checkCountry } from '../lib/validation';
import { SocialCountryModal } from './SocialCountryModal';

/**
 * 'Continue with Facebook' (spec sections 2, 4 and 7): the app's social provider signs in,
 * login_facebook logs in (creating the member the first time); a member without a country
 * (country_id '0') chooses one, with an optional referral code, before going on.
 */
export function SocialLogin({ from }: { from: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { provider, picker } = useSocialProvider();
  const { alert, show, showKeys } = useAlert();
  const [countryError, setCountryError] = useState<string | undefined>();
  const [askCountry, setAskCountry] = useState(false);
  // Where to go after the login: the guard's origin, also across Facebook's redirect.
  const returnTo = useRef(from);
  const resumed = useRef(false);

  const login = useMutation(mutations.auth.loginFacebook);
  const updateCountry = useMutation(mutations.profile.updateCountry);
  const applyReferral = useMutation(mutations.auth.applyReferralCode);

  const done = () => navigate(afterLoginPath(returnTo.current), { replace: true });

  const logIn = (identity: SocialSignIn) =>
    login.mutate(
      {
        facebook_id: identity.facebookId,
        full_name: identity.name,
        profile_picture_link: identity.picture || undefined,
        access_token: identity.accessToken,
      },
      {
        onSuccess: (body) => {
          rememberMember(body.data);
          deviceStorage.set('fbToken', identity.accessToken);
          if (String(body.data.country_id) === '0') setAskCountry(true);
          else done();
        },
        onError: (error) =>
          show({
            title: t('account.login.socialFailed'),
            message: error.message,
            variant: 'danger',
          }),
      },
    );

  const unavailable = () =>
    show({
      title: t('account.login.socialFailed'),
      message: t('account.login.socialUnavailable'),
      variant: 'danger',
    });

  // Back from Facebook's dialog: finish the login it started.
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    provider.resume().then((identity) => {
      if (!identity) return;
      if (identity.kept) returnTo.current = identity.kept;
      logIn(identity);
    }, unavailable);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [provider]);

  const start = () =>
    provider
      .signIn({ returnPath: paths.login, keep: from ?? undefined })
      .then((identity) => identity && logIn(identity), unavailable);

  const chooseCountry = (countryId: string, referral: string) => {
    const problem = checkCountry(countryId);
    if (problem) {
      setCountryError(problem.message);
      return showKeys(problem);
    }
    updateCountry.mutate(
      { country_id: countryId },
      {
        onSuccess: () => {
          if (!referral) return done();
          applyReferral.mutate(
            { referral_code: referral },
            {
              onSuccess: done,
              // The country is kept all the same: say so, then go on.
              onError: (error) =>
                show({
                  title: t('account.setPassword.referralFailed'),
                  message: error.message,
                  variant: 'danger',
                  onClose: done,
                }),
            },
          );
        },
        onError: (error) =>
          show({ title: t('account.social.failed'), message: error.message, variant: 'danger' }),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" fullWidth loading={login.isPending} onClick={() => void start()}>
        {t('account.login.social')}
      </Button>
      {picker}
      <SocialCountryModal
        open={askCountry}
        busy={updateCountry.isPending || applyReferral.isPending}
        onSubmit={chooseCountry}
        countryError={countryError ? t(countryError) : undefined}
      />
      {alert}
    </>
  );
}
