import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import type { Popup } from '@ugift/api-client';
import { Button, Modal } from '@ugift/ui';

import { mutations } from '../../../lib/api';
import { nextTask } from '../../../lib/Later';
import { storedUser } from '../../../lib/session';
import { linkageTarget } from '../lib/linkage';

const Picture = styled.img`
  display: block;
  width: 100%;
  border-radius: var(--ug-radii-md);
`;

/**
 * Two promos in a row before any content read as a wall: a visit (a page load) shows one popup
 * at most, and the next visit the next one, remembered on the device.
 */
let shownThisVisit = false;
const LAST_SHOWN = 'ugift.popup.lastShown';

function readLastShown(): string | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LAST_SHOWN) ?? 'null');
    return typeof stored === 'string' ? stored : null;
  } catch {
    return null;
  }
}

function writeLastShown(id: string) {
  try {
    localStorage.setItem(LAST_SHOWN, JSON.stringify(id));
  } catch {
    // Private mode without storage: the first popup comes back next visit, nothing worse.
  }
}

/** Test seam: a new visit (page load) on the same device. */
export function startNewVisit() {
  shownThisVisit = false;
}

/** Test seam: start a new visit on a fresh device. */
export function resetSeenPopups() {
  shownThisVisit = false;
  try {
    localStorage.removeItem(LAST_SHOWN);
  } catch {
    // See writeLastShown.
  }
}

/** The popup for this visit: the one after the popup shown last visit (in the api's order). */
export function popupForVisit(popups: readonly Popup[], lastShown: string | null) {
  if (popups.length === 0) return undefined;
  const last = popups.findIndex((popup) => popup.id === lastShown);
  return popups[(last + 1) % popups.length];
}

/** Runs `run` when the browser is next idle (at most half a second from now); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * One promo popup per visit, with 'Go' and 'Don't Show Again' (spec section 2). Home renders it
 * once its content is on screen, so the popup never stands in for the page.
 */
export function Popups({ popups }: { popups: Popup[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [popup] = useState(() =>
    shownThisVisit ? undefined : popupForVisit(popups, readLastShown()),
  );
  const [open, setOpen] = useState(true);
  // 'waiting' for the browser to be idle, 'preparing' the popup's content unseen (its styles
  // generated, its picture requested), then 'shown': each step in a task of its own.
  const [stage, setStage] = useState<'waiting' | 'preparing' | 'shown'>('waiting');
  const shown = stage === 'shown';
  const markNotShowAgain = useMutation(mutations.frontend.markNotShowAgain);

  // The popup opens once the home is drawn and the browser is idle, in a task of its own: on a
  // first visit its dialog (focus, scroll lock, styles) would otherwise lengthen the first
  // render's task, which keeps a phone from answering a tap.
  useEffect(() => {
    if (!popup) return undefined;
    return whenIdle(() => setStage('preparing'));
  }, [popup]);

  useEffect(() => {
    if (stage !== 'preparing') return undefined;
    let live = true;
    void nextTask().then(() => {
      if (live) setStage('shown');
    });
    return () => {
      live = false;
    };
  }, [stage]);

  useEffect(() => {
    if (!popup || !shown) return;
    shownThisVisit = true;
    writeLastShown(popup.id);
  }, [popup, shown]);

  const next = () => setOpen(false);

  if (!popup || !open || stage === 'waiting') return null;
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

  const content = (
    <>
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
    </>
  );
  // Drawn hidden first, so that the dialog's own task (focus, scroll lock, its frame's styles)
  // does not also generate the content's styles: neither task keeps a phone from a tap for long.
  if (stage === 'preparing') return <div hidden>{content}</div>;

  return (
    <Modal.Root
      open
      onOpenChange={(open) => {
        if (!open) next();
      }}
    >
      <Modal.Content title={popup.name || t('home.promotion')}>{content}</Modal.Content>
    </Modal.Root>
  );
}
