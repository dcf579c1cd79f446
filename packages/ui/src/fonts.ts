// The kit's fonts, opt-in: an app imports '@ugift/ui/fonts' once at its entry, and a host page that
// brings its own fonts leaves it out. Fontsource ships Google's unicode-range slices as woff2 with
// their @font-face CSS, so the browser fetches only the slices of the characters a page shows (the
// Latin slice for an English page, a few CJK slices for a Chinese or Japanese one), and the
// consumer's bundler serves every file from its own origin. Weights: the theme's 400 and 700 (600
// in the renderer's stylesheet resolves to 700); the monospace face is used bold only.
// The family names are in ./theme/tokens.ts (fontFaces).
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
import '@fontsource/noto-sans-mono/700.css';
