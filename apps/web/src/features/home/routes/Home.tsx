import { useTranslation } from 'react-i18next';

import { Page } from '../../../lib/Page';

export function Home() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('home.welcome')}</h1>
    </Page>
  );
}

export { Home as Component };
