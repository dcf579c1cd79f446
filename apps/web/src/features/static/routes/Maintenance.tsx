import { useTranslation } from 'react-i18next';

import { StaticPage } from '../components/StaticPage';

export function Maintenance() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('maintenance.title')}>
      <p>{t('maintenance.message')}</p>
    </StaticPage>
  );
}

export { Maintenance as Component };
