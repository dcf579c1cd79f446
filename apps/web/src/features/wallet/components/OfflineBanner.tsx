import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { formatDateTime } from '../../../lib/dayjs';

const Banner = styled.p`
  margin: 0;
  padding: var(--ug-space-space200) var(--ug-space-space400);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-warning-subtle);
  color: var(--ug-colors-text);
  font-size: var(--ug-font-sizes-sm);
`;

/** 'Offline: as of <time>': the wallet shows what was saved on the device at that time. */
export function OfflineBanner({ savedAt }: { savedAt: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Banner role="status">
      {t('pwa.offlineAsOf', { time: formatDateTime(savedAt, i18n.language) })}
    </Banner>
  );
}
