import { Trans, useTranslation } from 'react-i18next';

import { SUPPORT_EMAIL } from '../../../config/app';
import { StaticPage } from '../components/StaticPage';

export function ContactUs() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('contactUs.title')} center={false}>
      <p>
        <Trans
          i18nKey="contactUs.body"
          values={{ email: SUPPORT_EMAIL }}
          components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
        />
      </p>
      <p>{t('contactUs.reply')}</p>
    </StaticPage>
  );
}

export { ContactUs as Component };
