/** Code types of a voucher as the api sends them. */
export type VoucherCodeType = 'qrcode' | 'barcode' | 'alphanumeric' | 'url';

/**
 * How a code is shown:
 * - qr / barcode: drawn in the browser from the code, with the code under it;
 * - text: the alphanumeric code with 'Copy code';
 * - textLink: an alphanumeric code that is a URL: 'Click to Redeem Gift Card' (and Copy code);
 * - redeemButton: the url type: the redeem button alone;
 * - expired: nothing of the code.
 */
export type CodeDisplay = 'qr' | 'barcode' | 'text' | 'textLink' | 'redeemButton' | 'expired';

/** True for an absolute http(s) URL. */
export function isUrl(code: string): boolean {
  return /^https?:\/\/\S+$/i.test(code.trim());
}

/** Chooses the display for a code by its type (unknown types show as text). */
export function chooseCodeDisplay(
  codeType: VoucherCodeType | string,
  code: string,
  expired = false,
): CodeDisplay {
  if (expired) return 'expired';
  switch (codeType) {
    case 'qrcode':
      return 'qr';
    case 'barcode':
      return 'barcode';
    case 'url':
      return 'redeemButton';
    default:
      return isUrl(code) ? 'textLink' : 'text';
  }
}
