import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import appStoreBadge from '../../../assets/app-store-badge.svg';
import playStoreBadge from '../../../assets/google-play-badge.svg';
import { APP_SCHEME, APP_STORE_URL, PLAY_STORE_URL } from '../../../config/app';
import { paths, withQuery } from '../../../config/paths';
import { browser, detectPlatform, type Platform } from '../../../lib/platform';
import { StaticPage } from '../components/StaticPage';

/** The app link that opens the app's registration with the referral code filled in. */
export function referralDeepLink(referral: string) {
  return withQuery(`${APP_SCHEME}register`, { referral });
}

/**
 * What the landing page opens by itself: the app with the referral when there is one, otherwise
 * the store of the phone's platform. Nothing inside WeChat, which blocks both.
 */
export function automaticTarget(platform: Platform, referral: string | null): string | null {
  if (platform === 'wechat') return null;
  if (referral) return referralDeepLink(referral);
  if (platform === 'ios') return APP_STORE_URL;
  if (platform === 'android') return PLAY_STORE_URL;
  return null;
}

/** The app-download landing page (query id, referral, source). */
export function Invitation({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const referral = params.get('referral');
  const platform = useMemo(() => detectPlatform(userAgent), [userAgent]);
  const target = automaticTarget(platform, referral);

  useEffect(() => {
    if (target) browser.open(target);
  }, [target]);

  return (
    <StaticPage title={t('invitation.title')}>
      {platform === 'wechat' ? (
        <section role="alert" aria-labelledby="wechat-title">
          <h2 id="wechat-title">{t('invitation.wechatTitle')}</h2>
          <p>{t('invitation.wechat')}</p>
        </section>
      ) : null}
      <p>{t('invitation.promo')}</p>
      <p>
        <a href={APP_STORE_URL}>
          <img src={appStoreBadge} alt={t('invitation.appStore')} width={150} height={50} />
        </a>{' '}
        <a href={PLAY_STORE_URL}>
          <img src={playStoreBadge} alt={t('invitation.playStore')} width={150} height={50} />
        </a>
      </p>
      {referral && platform !== 'wechat' ? (
        <p>
          <a href={referralDeepLink(referral)}>{t('invitation.openApp')}</a>
        </p>
      ) : null}
      <p>
        <Link to={paths.privacyPolicy}>{t('common.privacyPolicy')}</Link>
      </p>
    </StaticPage>
  );
}

function InvitationRoute() {
  return <Invitation />;
}

export { InvitationRoute as Component };
