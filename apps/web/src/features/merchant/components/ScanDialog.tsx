import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Modal } from '@ugift/ui';

import { qrDetector } from '../lib/scanner';

const Video = styled.video`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-surface-muted);
`;

const Problem = styled.p`
  margin: 0;
  color: var(--ug-colors-danger);
`;

export interface ScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text of the first QR code seen; the dialog closes itself. */
  onScan: (text: string) => void;
}

/**
 * The back camera's picture, read by the browser's BarcodeDetector until a QR code shows. Mounted
 * for each scan (its camera failure is then that scan's own).
 */
export function ScanDialog({ open, onOpenChange, onScan }: ScanDialogProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const detector = qrDetector();
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue && !stopped) {
          onScan(found.rawValue.trim());
          onOpenChange(false);
          return;
        }
      } catch {
        // A frame not ready yet: look at the next one.
      }
      frame = requestAnimationFrame(() => void look());
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open, onScan, onOpenChange]);

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={t('merchant.scan.title')} description={t('merchant.scan.hint')}>
        <Modal.Body>
          {failed ? (
            <Problem role="alert">{t('merchant.scan.failed')}</Problem>
          ) : (
            <Video ref={video} muted playsInline aria-label={t('merchant.scan.camera')} />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
