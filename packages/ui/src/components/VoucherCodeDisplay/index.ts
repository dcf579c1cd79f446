export { Barcode } from './Barcode';
export { chooseCodeDisplay, isUrl, type CodeDisplay, type VoucherCodeType } from './codeDisplay';
export { QrCode, qrPath } from './QrCode';
export { VoucherCodeDisplay, type VoucherCodeDisplayProps } from './VoucherCodeDisplay';
