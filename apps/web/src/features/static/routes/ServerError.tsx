import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { StaticPage } from '../components/StaticPage';

export function ServerError() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('serverError.title')}>
      <p>{t('serverError.message')}</p>
      <Link to={paths.home}>{t('common.backToHome')}</Link>
    </StaticPage>
  );
}

export { ServerError as Component };
