import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from '@ugift/ui';

import { reloadToUpdate, useUpdateReady } from './pwa';

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(var(--ug-layout-footer-height) + var(--ug-space-space300));
  transform: translateX(-50%);
  z-index: var(--ug-z-indices-toast);
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  width: calc(100% - calc(var(--ug-space-space400) * 2));
  max-width: calc(var(--ug-layout-column-max-width) - var(--ug-space-space400) * 2);
  box-sizing: border-box;
  padding: var(--ug-space-space300) var(--ug-space-space400);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-toast);
  color: var(--ug-colors-on-toast);
  box-shadow: var(--ug-shadows-lg);
  font-size: var(--ug-font-sizes-sm);
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
