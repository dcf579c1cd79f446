// The model and codec (also alone, without React: @ugift/giftcard-renderer/model).
export * from './model';
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
  renderedFontSize,
  textPlateStyle,
  textStyle,
} from './layout';
export {
  MIN_CONTRAST,
  MIN_TEXT_PX,
  contrastRatio,
  parseColor,
  plateFor,
  worstContrastOnPlate,
} from './contrast';
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
