import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from '@ugift/ui';

import { reloadToUpdate, useUpdateReady } from './pwa';

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.layout.footerHeight + theme.space.space300}px;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space300}px;
  width: calc(100% - ${({ theme }) => theme.space.space400 * 2}px);
  max-width: ${({ theme }) => theme.layout.columnMaxWidth - theme.space.space400 * 2}px;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.space300}px ${({ theme }) => theme.space.space400}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.toast};
  color: ${({ theme }) => theme.colors.onToast};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.span`
  flex: 1;
`;

/** 'A new version is available' with Reload: what the member sees when a new build is waiting. */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Bar role="status">
      <Message>{t('pwa.updateAvailable')}</Message>
      <Button size="sm" onClick={onReload}>
        {t('pwa.reload')}
      </Button>
    </Bar>
  );
}

/** The banner, once the service worker has installed a new version (lib/pwa). */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  return ready ? <UpdateBanner onReload={reloadToUpdate} /> : null;
}
