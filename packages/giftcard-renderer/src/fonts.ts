// The renderer's fonts, opt-in: import '@ugift/giftcard-renderer/fonts' once where the card is
// embedded (with a bundler); the three Fontsource packages are dependencies, installed with it.
// They declare the families the default stacks in styles.tsx name, sliced by unicode-range so a
// page fetches only the slices of the characters it shows, every file from the embedder's origin.
// Weights: 400 and 700 (the stylesheet's 600 resolves to 700); Noto Serif stands in for a
// design's `serif` (Latin; CJK text falls through to the sans faces).
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
import '@fontsource/noto-serif/400.css';
