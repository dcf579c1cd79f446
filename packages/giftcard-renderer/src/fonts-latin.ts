// The Latin slices of the card's fonts alone (a few KB of CSS): an app can load these when a card
// first shows and '@ugift/giftcard-renderer/fonts' (every slice: hundreds of @font-face rules,
// mostly the CJK ranges, which cost a phone a style recalculation of the whole page) only when a
// card or page shows Chinese or Japanese text. Same families and weights as the full entry.
import '@fontsource/noto-sans-sc/latin-400.css';
import '@fontsource/noto-sans-sc/latin-700.css';
import '@fontsource/noto-sans-jp/latin-400.css';
import '@fontsource/noto-sans-jp/latin-700.css';
import '@fontsource/noto-serif/latin-400.css';
