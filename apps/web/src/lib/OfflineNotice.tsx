import { useEffect, useId, useSyncExternalStore } from 'react';
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
  const first = useFirstNotice();
  // A screen of several queries (/home has four) shows the notice once, not once per query.
  if (!first) return null;
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

/** The notices on screen, in mounting order: only the first one shows. */
let mounted: string[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = (next: string[]) => {
  mounted = next;
  for (const listener of listeners) listener();
};

function useFirstNotice(): boolean {
  const id = useId();
  useEffect(() => {
    changed([...mounted, id]);
    return () => changed(mounted.filter((other) => other !== id));
  }, [id]);
  const list = useSyncExternalStore(
    subscribe,
    () => mounted,
    () => mounted,
  );
  // Before its effect runs a notice is not listed yet: it shows only if no other one is.
  return list.length === 0 ? true : list[0] === id;
}
