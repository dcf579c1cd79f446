export { CARD_DESIGN } from './geometry';
export { type HexError, type HexErrorCode, hexToUtf8, utf8ToHex } from './hex';
export { type Result } from './result';
export {
  type CardElement,
  ELEMENT_TYPES,
  type EditParameterError,
  type EditParameterIssue,
  type ElementType,
  type ImageElement,
  type JsonValue,
  type MusicElement,
  type StickerElement,
  TEXT_SIZES,
  TEXT_TYPES,
  type TextElement,
  type TextSize,
  type TextType,
  getMessage,
  getMusicId,
  isTextType,
  parseEditElements,
  parseEditParameter,
  serializeEditParameter,
  toWireElement,
} from './edit-parameter';
export {
  type Box,
  DEFAULT_FONT_SIZE,
  SIZE_PRESETS,
  cardHeightFor,
  cardFontFamily,
  cardScale,
  designPx,
  elementBox,
  fontSizeOf,
  innerBoxStyle,
  overlayBoxStyle,
  readingOrder,
  safeImageUrl,
  scaleBox,
  textStyle,
} from './layout';
export {
  GiftCard,
  type GiftCardProps,
  type GiftCardState,
  type Music,
  usePrefersReducedMotion,
} from './GiftCard';
export { type Labels, defaultLabels } from './labels';
export { CSS as giftCardCss, OPEN_DURATION_MS } from './styles';
export { cardFontFaces } from './font-faces';
export {
  GiftCardEditor,
  type GiftCardEditorProps,
  type GiftCardEditorValue,
  isImageFile,
} from './GiftCardEditor';
export { MusicPicker, type MusicPickerProps } from './MusicPicker';
