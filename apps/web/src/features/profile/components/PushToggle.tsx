import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { hitArea } from '@ugift/ui';

import type { PushFailure, PushState } from '../../../lib/push';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
  /* Lined up with the profile card's rows. */
  padding: ${({ theme }) => `${theme.space.space300}px ${theme.space.space400}px`};
`;

const Switch = styled.label`
  ${hitArea}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ug-space-space300);
  font-size: var(--ug-font-sizes-md);
  cursor: pointer;
  input {
    width: calc(var(--ug-sizes-icon-small) + var(--ug-space-space200));
    height: calc(var(--ug-sizes-icon-small) + var(--ug-space-space200));
    margin: 0;
    accent-color: var(--ug-colors-primary);
    cursor: pointer;
  }
  input:disabled {
    cursor: not-allowed;
  }
`;

const Hint = styled.p<{ $danger: boolean }>`
  margin: 0;
  font-size: var(--ug-font-sizes-sm);
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.textMuted)};
`;

/**
 * The 'Push notifications' switch (on /profile and with the reminder settings), with what it
 * means, or why it cannot be used or failed and what to do instead.
 */
export function PushToggle({
  state,
  busy = false,
  failed = null,
  onChange,
}: {
  state: PushState;
  busy?: boolean;
  /** Why the last change failed (the permission was given but no subscription was made). */
  failed?: PushFailure | null;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const blocked = state === 'denied' || state === 'unsupported';
  return (
    <Box>
      <Switch>
        {t('pwa.push.title')}
        <input
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          aria-checked={state === 'on'}
          disabled={busy || blocked}
          aria-describedby="push-hint"
          onChange={(event) => onChange(event.target.checked)}
        />
      </Switch>
      <Hint
        id="push-hint"
        $danger={failed !== null || state === 'denied'}
        role={failed !== null ? 'alert' : undefined}
      >
        {failed
          ? t('pwa.push.failedWhy', {
              failed: t('pwa.push.failed'),
              why: t(`pwa.push.why.${failed}`),
            })
          : state === 'denied'
            ? t('pwa.push.denied')
            : state === 'unsupported'
              ? t('pwa.push.unsupported')
              : t('pwa.push.hint')}
      </Hint>
    </Box>
  );
}
