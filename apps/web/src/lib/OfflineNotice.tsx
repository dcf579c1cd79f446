import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button, EmptyState } from '@ugift/ui';

import { paths } from '../config/paths';

/**
 * The offline page: what a screen that needs the network shows without one (QueryState
 * shows it instead of a spinner that never ends), with the way to the wallet, which
 * works offline.
 */
export function OfflineNotice({ message }: { message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div role="alert">
      <EmptyState
        title={t('pwa.offlineTitle')}
        description={message ?? t('pwa.offlineMessage')}
        icon="wallet"
        action={
          <Button variant="secondary" onClick={() => navigate(paths.vouchers)}>
            {t('pwa.openWallet')}
          </Button>
        }
      />
    </div>
  );
}
