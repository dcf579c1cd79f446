import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { Screen } from '../../../lib/Screen';

/** Holds the place of a screen that is built in part 2 of the app, so its route already resolves. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Screen title={t('comingSoon.title')} text="center">
      <p>{t('comingSoon.message')}</p>
      <Link to={paths.home}>{t('common.backToHome')}</Link>
    </Screen>
  );
}

export { ComingSoon as Component };
