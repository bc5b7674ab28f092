export { BARCODE_DEFAULTS, Barcode, type BarcodeProps, isBarcodeText } from './Barcode';
export { defaultQrLevel, QR_DEFAULTS, QrCode, type QrCodeProps, type QrLevel, qrPath } from './QrCode';
export { LABELS_NS, registerLabelLocales, useLabelsT } from './i18n';
