import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { formatDateTime } from '../../../lib/dayjs';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.space200}px ${({ theme }) => theme.space.space400}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
