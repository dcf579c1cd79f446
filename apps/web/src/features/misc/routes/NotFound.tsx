import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { Page } from '../../../lib/Page';

/** Any unknown path (spec section 2: 'Sorry, page not found'). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <p>{t('notFound.message')}</p>
      <Link to={paths.home}>{t('common.backToHome')}</Link>
    </Page>
  );
}

export { NotFound as Component };
