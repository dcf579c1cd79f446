import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Toast } from '@ugift/ui';

import { dismissOutboxResult, useOutboxResults, type OutboxResult } from './offline-wallet';

const Stack = styled.div`
  position: fixed;
  top: var(--ug-space-space400);
  left: 50%;
  transform: translateX(-50%);
  z-index: var(--ug-z-indices-toast);
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  width: calc(100% - calc(var(--ug-space-space400) * 2));
  max-width: calc(var(--ug-layout-column-max-width) - var(--ug-space-space400) * 2);
`;

/** What the sending of queued 'Mark as used' found, one line per voucher, until dismissed. */
export function OutboxNoticeList({
  results,
  onDismiss,
}: {
  results: readonly OutboxResult[];
  onDismiss: (voucherId: string) => void;
}) {
  const { t } = useTranslation();
  if (results.length === 0) return null;
  return (
    <Stack role="status">
      {results.map((result) => (
        <Toast
          key={result.voucherId}
          variant={result.error ? 'danger' : 'success'}
          message={
            result.error
              ? t('pwa.markSyncFailed', { name: result.name, message: result.error })
              : t('pwa.markSynced', { name: result.name })
          }
          onDismiss={() => onDismiss(result.voucherId)}
        />
      ))}
    </Stack>
  );
}

/** The notices of the device's queue (lib/offline-wallet), shown over every screen. */
export function OutboxNotices() {
  return <OutboxNoticeList results={useOutboxResults()} onDismiss={dismissOutboxResult} />;
}
