// The card's element model and its wire codec, without React or the DOM: the entry a server, the
// api contract, a seed or a mock imports (`@ugift/giftcard-renderer/model`). A new element type
// or field is added here (edit-parameter.ts) and every user of the model follows.
export { CARD_DESIGN } from './geometry';
export {
  MIN_CONTRAST,
  MIN_TEXT_PX,
  type Rgb,
  composite,
  contrastRatio,
  parseColor,
} from './contrast';
export { type HexError, type HexErrorCode, hexToUtf8, utf8ToHex } from './hex';
export { isOwnMediaUrl, OWN_MEDIA_PATH } from './media-url';
export { type Result } from './result';
export {
  type CardElement,
  ELEMENT_DEFAULTS,
  ELEMENT_TYPES,
  type EditParameterError,
  type EditParameterIssue,
  type ElementType,
  type ImageElement,
  type JsonValue,
  type MusicElement,
  type ParseEditParameterOptions,
  type ParsedEditParameter,
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
export { type ClosedCardSvgOptions, closedCardBox, closedCardSvg } from './closed-card-svg';
