/**
 * When an English page needs every font slice. The Latin slices come with the first paint
 * (main.tsx); the full @font-face rules of the kit and the card (about 450 KB of CSS, mostly the
 * CJK ranges of Noto Sans SC and JP, and the card's Noto Serif) cost a phone a stylesheet to parse
 * and a style recalculation of the whole page. An English page loads them when it first shows
 * Chinese or Japanese text (a name, a message, the language picker) or a gift card, and not
 * before: the home of an English visit never needs them.
 */

/** Chinese and Japanese script: CJK punctuation, kana, ideographs, compatibility and full-width forms. */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The card renderer's root (@ugift/giftcard-renderer): its serif and its faces come with the rest. */
const CARD = '.ugc-root';

/** Whether a node shows text in Chinese or Japanese script, or a gift card. */
export function needsAllFonts(node: Node): boolean {
  if (node.nodeType === Node.TEXT_NODE) return CJK.test((node as Text).data);
  if (node.nodeType !== Node.ELEMENT_NODE) return false;
  const element = node as Element;
  return (
    element.matches(CARD) ||
    element.querySelector(CARD) !== null ||
    CJK.test(element.textContent ?? '')
  );
}

/**
 * Calls `load` once, as soon as `root` shows what needs every font: at once when it already does,
 * otherwise when such a node is added or a text changes to such a text. Returns a function that
 * stops watching.
 */
export function loadAllFontsWhenNeeded(root: Node, load: () => void): () => void {
  if (needsAllFonts(root)) {
    load();
    return () => undefined;
  }
  const observer = new MutationObserver((records) => {
    const needed = records.some((record) =>
      record.type === 'characterData'
        ? needsAllFonts(record.target)
        : [...record.addedNodes].some(needsAllFonts),
    );
    if (!needed) return;
    observer.disconnect();
    load();
  });
  observer.observe(root, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}
