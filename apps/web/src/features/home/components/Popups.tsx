import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import type { Popup } from '@ugift/api-client';
import { Button, Modal } from '@ugift/ui';

import { mutations } from '../../../lib/api';
import { storedUser } from '../../../lib/session';
import { linkageTarget } from '../lib/linkage';

const Picture = styled.img`
  display: block;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

/** Popups already shown in this visit: coming back to /home does not show them again. */
const seen = new Set<string>();

/** Test seam: forget what this visit has shown. */
export function resetSeenPopups() {
  seen.clear();
}

/** Promo popups, one after another, each with 'Go' and 'Don't Show Again' (spec section 2). */
export function Popups({ popups }: { popups: Popup[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [queue, setQueue] = useState(() => popups.filter((popup) => !seen.has(popup.id)));
  const markNotShowAgain = useMutation(mutations.frontend.markNotShowAgain);
  const popup = queue[0];

  const next = () => {
    if (popup) seen.add(popup.id);
    setQueue((rest) => rest.slice(1));
  };

  if (!popup) return null;
  const target = linkageTarget(popup);
  const user = storedUser();

  const go = () => {
    next();
    if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'external' || target.kind === 'video')
      window.open(target.kind === 'external' ? target.href : target.src, '_blank', 'noopener');
  };

  const dontShowAgain = () => {
    if (user) markNotShowAgain.mutate({ member_id: user.member_id, popup_id: popup.id });
    next();
  };

  return (
    <Modal.Root
      key={popup.id}
      open
      onOpenChange={(open) => {
        if (!open) next();
      }}
    >
      <Modal.Content title={popup.name || t('home.promotion')}>
        <Modal.Body>
          <Picture src={popup.image} alt={popup.name || t('home.promotion')} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" fullWidth onClick={dontShowAgain}>
            {t('home.dontShowAgain')}
          </Button>
          {target.kind !== 'none' ? (
            <Button fullWidth onClick={go}>
              {t('home.go')}
            </Button>
          ) : null}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
