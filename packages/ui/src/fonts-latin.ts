// The Latin slices of the kit's fonts alone (a few KB of CSS): an app can load these with its first
// paint and '@ugift/ui/fonts' (every slice; about 450 KB of @font-face rules, mostly CJK ranges)
// later, or first for a Chinese or Japanese page. The full entry declares these rules again after
// its CJK slices, so Latin characters that a CJK slice also lists still come from the Latin slice.
import '@fontsource/noto-sans-sc/latin-400.css';
import '@fontsource/noto-sans-sc/latin-700.css';
import '@fontsource/noto-sans-jp/latin-400.css';
import '@fontsource/noto-sans-jp/latin-700.css';
import '@fontsource/noto-sans-mono/latin-700.css';
