import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { formatDateTime } from '../../../lib/dayjs';
import { useLanguage } from '../../../lib/language';
import { formatZonedTime, wallTimeIn } from '../../../lib/zoned-time';

const Banner = styled.p`
  margin: 0;
  padding: var(--ug-space-space200) var(--ug-space-space400);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-warning-subtle);
  color: var(--ug-colors-text);
  font-size: var(--ug-font-sizes-sm);
`;

export interface OfflineBannerProps {
  /** When the wallet was saved on the device (epoch ms). */
  savedAt: number;
  /** The member's zone (IANA) then; without it the device's clock zone. */
  zone?: string | undefined;
}

/**
 * 'Offline: as of <time>': the wallet shows what was saved on the device at that time, in the
 * member's zone as orders are (issue 45).
 */
export function OfflineBanner({ savedAt, zone }: OfflineBannerProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const time = zone
    ? formatZonedTime(wallTimeIn(savedAt, zone), zone, language)
    : formatDateTime(savedAt, i18n.language);
  return <Banner role="status">{t('pwa.offlineAsOf', { time })}</Banner>;
}
