import { useTranslation } from 'react-i18next';

import { PRIVACY_POLICY_UPDATED, SUPPORT_EMAIL } from '../../../config/app';
import { formatDate } from '../../../lib/dayjs';
import { StaticPage } from '../components/StaticPage';

export const PRIVACY_SECTIONS = [
  's1',
  's2',
  's3',
  's4',
  's5',
  's6',
  's7',
  's8',
  's9',
  's10',
  's11',
  's12',
  's13',
] as const;

export function PrivacyPolicy() {
  const { t, i18n } = useTranslation();
  return (
    <StaticPage title={t('privacy.title')} center={false}>
      <p>
        {t('privacy.lastUpdated', {
          date: formatDate(PRIVACY_POLICY_UPDATED, i18n.language),
        })}
      </p>
      <p>{t('privacy.intro')}</p>
      {PRIVACY_SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`privacy-${key}`}>
          <h2 id={`privacy-${key}`}>{t(`privacy.sections.${key}.title`)}</h2>
          <p>{t(`privacy.sections.${key}.body`, { email: SUPPORT_EMAIL })}</p>
        </section>
      ))}
    </StaticPage>
  );
}

export { PrivacyPolicy as Component };
