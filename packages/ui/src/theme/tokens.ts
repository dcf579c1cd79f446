/**
 * Raw design tokens: the only place colour and size literals live. Components read the semantic
 * theme (theme.ts) or the CSS variables emitted from it, never these scales directly.
 */

/** Layout constants of the product (spec section 9). */
export const layout = {
  /** The app is a single column at most this wide. */
  columnMaxWidth: 480,
  /** Top bar height. */
  headerHeight: 56,
  /** Bottom tab bar height. */
  footerHeight: 76,
} as const;

/** Colour palette (raw). Contrast of text pairs is checked against WCAG AA. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  blue50: '#e8f1fc',
  blue100: '#cfe2fa',
  blue500: '#1f6fd1',
  blue600: '#1760bd',
  blue700: '#124f9e',
  grey50: '#f6f7f9',
  grey100: '#eef0f3',
  grey200: '#dfe3e8',
  grey300: '#c5ccd5',
  grey500: '#8a94a3',
  grey600: '#5f6b7a',
  grey800: '#2b3340',
  grey900: '#161b22',
  red50: '#fdecec',
  red600: '#c62828',
  red700: '#a61f1f',
  green50: '#e9f6ec',
  green700: '#2e7d32',
  orange50: '#fff4e5',
  orange700: '#b45309',
  overlay: 'rgba(22, 27, 34, 0.55)',
  skeleton: '#e6e9ee',
  skeletonHighlight: '#f3f5f8',
} as const;

/**
 * The families `@ugift/ui/fonts` declares (Fontsource's Noto Sans SC, JP and Mono). Noto Sans SC
 * comes first for English and Chinese: its Latin is the one the kit was designed with (the Latin
 * of Noto Sans CJK); Japanese pages put Noto Sans JP first for the Japanese glyph forms.
 */
export const fontFaces = {
  sans: 'Noto Sans SC',
  sansJapanese: 'Noto Sans JP',
  mono: 'Noto Sans Mono',
} as const;

/**
 * Font stacks. Only the generic family at the end is the machine's, for characters none of ours
 * has (emoji, for one, come from the device's emoji font).
 */
export const fontFamilies = {
  body: `'${fontFaces.sans}', '${fontFaces.sansJapanese}', sans-serif`,
  /** The body stack when the document's language is Japanese (`<html lang="ja">`). */
  bodyJapanese: `'${fontFaces.sansJapanese}', '${fontFaces.sans}', sans-serif`,
  mono: `'${fontFaces.mono}', '${fontFaces.sans}', '${fontFaces.sansJapanese}', monospace`,
} as const;

/**
 * Type scale in rem (1rem = the reader's root size, 16 px by default), so text follows the
 * browser's text-size setting. The px each step is at the default: 9, 11, 13, 15, 17, 20, 24.
 */
export const fontSizes = {
  xxs: '0.5625rem',
  xs: '0.6875rem',
  sm: '0.8125rem',
  md: '0.9375rem',
  lg: '1.0625rem',
  xl: '1.25rem',
  xxl: '1.5rem',
} as const;

export const lineHeights = {
  tight: 1.2,
  normal: 1.45,
} as const;

export const fontWeights = {
  regular: 400,
  bold: 700,
} as const;

/** Spacing scale in px, Polaris-style names: space100 = 4 px. */
export const space = {
  space0: 0,
  space50: 2,
  space100: 4,
  space200: 8,
  space300: 12,
  space400: 16,
  space500: 20,
  space600: 24,
  space800: 32,
  space1000: 40,
  space1200: 48,
} as const;

/** Component sizes in px. */
export const sizes = {
  icon: 24,
  iconSmall: 16,
  emptyIcon: 36,
  control: 48,
  controlSmall: 36,
  /** The least hit area of anything tappable (WCAG 2.5.5, the platforms' 44 pt guidance). */
  hitArea: 44,
  otpCell: 44,
  flag: 24,
  avatarSmall: 32,
  avatar: 48,
  avatarLarge: 72,
  badge: 18,
  stepperButton: 32,
  qr: 184,
  barcodeHeight: 64,
  barcodeBar: 2,
  progress: 8,
  thumbnail: 72,
  cardImage: 120,
  preloader: 40,
  focusRing: 2,
  border: 1,
  sheetMaxHeight: 85,
  dialogWidth: 320,
} as const;

export const radii = {
  none: 0,
  sm: 4,
  md: 8,
  lg: 12,
  xl: 16,
  pill: 999,
  round: '50%',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(22, 27, 34, 0.08)',
  md: '0 2px 8px rgba(22, 27, 34, 0.12)',
  lg: '0 8px 24px rgba(22, 27, 34, 0.18)',
  top: '0 -1px 4px rgba(22, 27, 34, 0.08)',
} as const;

export const zIndices = {
  base: 0,
  raised: 1,
  header: 100,
  footer: 100,
  overlay: 1000,
  modal: 1001,
  toast: 1100,
  preloader: 1200,
} as const;

/** Motion durations (ms) and easings; spec section 9 timing constants live here too. */
export const motion = {
  fast: 120,
  normal: 200,
  slow: 320,
  /** One turn of a spinner. */
  spin: 800,
  /** One sweep of the skeleton shimmer. */
  shimmer: 1400,
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
  /** Banner carousel advance (spec section 9). */
  carouselInterval: 5000,
  /** Preloader display (spec section 9). */
  preloaderDuration: 2500,
  /** OTP resend cooldown in seconds (spec section 9). */
  otpResendSeconds: 30,
  /** Toast display. */
  toastDuration: 3000,
} as const;
