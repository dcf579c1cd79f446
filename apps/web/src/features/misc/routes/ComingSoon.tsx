import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { Page } from '../../../lib/Page';

/** Holds the place of a screen that is built in part 2 of the app, so its route already resolves. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Page title={t('comingSoon.title')}>
      <p>{t('comingSoon.message')}</p>
      <Link to={paths.home}>{t('common.backToHome')}</Link>
    </Page>
  );
}

export { ComingSoon as Component };
