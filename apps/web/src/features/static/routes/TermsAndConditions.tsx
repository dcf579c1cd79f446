import { useTranslation } from 'react-i18next';

import { StaticPage } from '../components/StaticPage';

export const TERMS_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const;

export function TermsAndConditions() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('terms.title')} center={false}>
      <p>{t('terms.intro')}</p>
      {TERMS_SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`terms-${key}`}>
          <h2 id={`terms-${key}`}>{t(`terms.sections.${key}.title`)}</h2>
          <p>{t(`terms.sections.${key}.body`)}</p>
        </section>
      ))}
    </StaticPage>
  );
}

export { TermsAndConditions as Component };
