import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { Screen } from '../../../lib/Screen';

/** Any unknown path (spec section 2: 'Sorry, page not found'). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Screen title={t('notFound.title')} text="center">
      <p>{t('notFound.message')}</p>
      <Link to={paths.home}>{t('common.backToHome')}</Link>
    </Screen>
  );
}

export { NotFound as Component };
