// The font files ship inside the package. `new URL(..., import.meta.url)` keeps them as separate
// assets for Vite (dev, Storybook, library build) and for consumers' bundlers, never inlined.
/** URL of the regular (400) weight of the kit's Noto Sans subset. */
export const fontRegularUrl = new URL('../fonts/ugift-noto-sans-regular.woff2', import.meta.url)
  .href;
/** URL of the bold (700) weight. */
export const fontBoldUrl = new URL('../fonts/ugift-noto-sans-bold.woff2', import.meta.url).href;

/** The family name declared by GlobalStyle's @font-face rules. */
export const fontFaceName = 'Ugift Noto Sans';
