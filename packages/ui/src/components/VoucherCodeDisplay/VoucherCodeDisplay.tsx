import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { motion } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Icon } from '../Icon/Icon';
import { Barcode } from './Barcode';
import { ExpiredImage } from './ExpiredImage';
import { chooseCodeDisplay, type VoucherCodeType } from './codeDisplay';
import { QrCode } from './QrCode';

export interface VoucherCodeDisplayProps {
  /** The voucher code (or URL). */
  code: string;
  /** How the api says to show it. */
  codeType: VoucherCodeType | string;
  /** Hides the code and shows the expired image. */
  expired?: boolean;
  /** Called after the code was copied. */
  onCopy?: (code: string) => void;
  /** Opens the redeem URL after 'Redirect' is confirmed; default window.open in a new tab. */
  onRedirect?: (url: string) => void;
  /** Milliseconds the copy button says 'Copied'. Default theme motion.toastDuration. */
  copiedDuration?: number;
  /** Labels (default from i18n). */
  copyLabel?: string;
  /** The copy button while the code is copied (default from i18n 'voucher.copied'). */
  copiedLabel?: string;
  /** The button of a URL code (default from i18n 'voucher.redeem'). */
  redeemLabel?: string;
  /** Title of the dialog before leaving for the redeem URL (default from i18n 'voucher.redirectTitle'). */
  redirectTitle?: string;
  /** Its message (default from i18n 'voucher.redirectMessage'). */
  redirectMessage?: string;
  /** The word on the expired image, and its name (default from i18n 'voucher.expiredStamp'). */
  expiredLabel?: string;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-surface);
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-family: var(--ug-fonts-mono);
  font-size: var(--ug-font-sizes-lg);
  font-weight: var(--ug-font-weights-bold);
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const CodeFrame = styled.div`
  padding: var(--ug-space-space200) var(--ug-space-space400);
  border: var(--ug-sizes-border) dashed var(--ug-colors-primary);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-primary-subtle);
  max-width: 100%;
`;

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Shows a voucher code by its type: QR code or barcode drawn from the code, the code with
 * 'Copy code', a 'Click to Redeem Gift Card' link for URLs (after a 'Redirect' confirmation),
 * or, once expired, nothing but the expired image.
 */
export function VoucherCodeDisplay({
  code,
  codeType,
  expired = false,
  onCopy,
  onRedirect = openInNewTab,
  copiedDuration = motion.toastDuration,
  copyLabel,
  copiedLabel,
  redeemLabel,
  redirectTitle,
  redirectMessage,
  expiredLabel,
}: VoucherCodeDisplayProps) {
  const { t } = useUiText();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [barcodeFailed, setBarcodeFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  let display = chooseCodeDisplay(codeType, code, expired);
  if (display === 'barcode' && barcodeFailed) display = 'text';

  const copy = () => {
    // Not awaited: a clipboard prompt or refusal must not hold the feedback; when refused, the
    // code stays visible to copy by hand.
    navigator.clipboard?.writeText(code).catch(() => undefined);
    setCopied(true);
    onCopy?.(code);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedDuration);
  };

  const copyButton = (
    <Button variant="secondary" size="sm" icon={<Icon name="copy" size="small" />} onClick={copy}>
      {copied ? (copiedLabel ?? t('voucher.copied')) : (copyLabel ?? t('voucher.copy'))}
    </Button>
  );

  const redeem = redeemLabel ?? t('voucher.redeem');
  const redirect = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title={redirectTitle ?? t('voucher.redirectTitle')}
      message={redirectMessage ?? t('voucher.redirectMessage')}
      // The spec's words (section 9): Ok leaves for the URL, Close stays.
      confirmLabel={t('voucher.redirectOk')}
      cancelLabel={t('common.close')}
      onConfirm={() => onRedirect(code.trim())}
    />
  );

  return (
    <Box data-display={display}>
      {display === 'expired' ? (
        <ExpiredImage label={expiredLabel ?? t('voucher.expiredStamp')} />
      ) : null}
      {display === 'qr' ? (
        <>
          <QrCode value={code} label={t('voucher.qr', { code })} />
          <Code>{code}</Code>
        </>
      ) : null}
      {display === 'barcode' ? (
        <>
          <Barcode
            value={code}
            label={t('voucher.barcode', { code })}
            onError={() => setBarcodeFailed(true)}
          />
          <Code>{code}</Code>
        </>
      ) : null}
      {display === 'text' ? (
        <>
          <CodeFrame>
            <Code>{code}</Code>
          </CodeFrame>
          {copyButton}
        </>
      ) : null}
      {display === 'textLink' ? (
        <>
          <CodeFrame>
            <Button
              variant="link"
              icon={<Icon name="external" size="small" />}
              onClick={() => setConfirming(true)}
            >
              {redeem}
            </Button>
          </CodeFrame>
          {copyButton}
        </>
      ) : null}
      {display === 'redeemButton' ? (
        <Button
          fullWidth
          icon={<Icon name="external" size="small" />}
          onClick={() => setConfirming(true)}
        >
          {redeem}
        </Button>
      ) : null}
      {display === 'textLink' || display === 'redeemButton' ? redirect : null}
    </Box>
  );
}
