import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { Page } from '../../../lib/Page';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('notFound.title')}</h1>
      <Link to={paths.home}>{t('common.backToHome')}</Link>
    </Page>
  );
}

export { NotFound as Component };
