/**
 * The families '@ugift/giftcard-renderer/fonts' declares and the default stacks in styles.tsx
 * name: Noto Sans SC (English, Chinese), Noto Sans JP (first on Japanese pages) and Noto Serif
 * (a design's `serif`).
 */
export const cardFontFaces = {
  sans: 'Noto Sans SC',
  sansJapanese: 'Noto Sans JP',
  serif: 'Noto Serif',
} as const;
