import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { StaticPage } from '../components/StaticPage';

const topics = ['orders', 'vouchers', 'account'] as const;

export function Support() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('support.title')} center={false}>
      <p>{t('support.intro')}</p>
      {topics.map((topic) => (
        <section key={topic} aria-labelledby={`support-${topic}`}>
          <h2 id={`support-${topic}`}>{t(`support.${topic}Title`)}</h2>
          <p>{t(`support.${topic}`)}</p>
        </section>
      ))}
      <p>
        {t('support.contact')} <Link to={paths.contactUs}>{t('support.contactLink')}</Link>
      </p>
    </StaticPage>
  );
}

export { Support as Component };
