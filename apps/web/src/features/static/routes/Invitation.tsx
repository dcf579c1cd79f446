import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import appStoreBadge from '../../../assets/app-store-badge.svg';
import playStoreBadge from '../../../assets/google-play-badge.svg';
import { searchParam, type LoaderFactory } from '../../../lib/routing';
import { APP_SCHEME, APP_STORE_URL, PLAY_STORE_URL } from '../../../config/app';
import { paths, withQuery } from '../../../config/paths';
import { api, API_KEY } from '../../../lib/api';
import { browser, detectPlatform, type Platform } from '../../../lib/platform';
import { storedUser } from '../../../lib/session';
import { StaticPage } from '../components/StaticPage';

/** The source track_link records when the link names none. */
export const DEFAULT_LINK_SOURCE = 'web';

/**
 * Every visit through the landing page is counted (spec section 7: track_link with the link's
 * source and the member id, 0 for a guest). Counting never holds the page up, and a failure is
 * silent like the other background calls.
 */
export const loader: LoaderFactory =
  () =>
  ({ request }) => {
    void api
      .call('track_link', {
        source: searchParam(request, 'source')?.trim().slice(0, 64) || DEFAULT_LINK_SOURCE,
        member_id: storedUser()?.member_id ?? '0',
        api_key: API_KEY,
      })
      .catch(() => null);
    return null;
  };

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
