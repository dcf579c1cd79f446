/**
 * When an English page needs more than the kit's Latin slices. Those come with the first paint
 * (main.tsx); the full @font-face rules of the kit and the card (about 450 KB of CSS, mostly the
 * CJK ranges of Noto Sans SC and JP) cost a phone a stylesheet to parse and a style recalculation
 * of the whole page. An English page loads them when it first shows Chinese or Japanese text (a
 * name, a message, the language picker), and not before: the home of an English visit never needs
 * them. A gift card in English needs only the card's Latin slices (its Noto Serif besides the kit's
 * faces: a few KB of CSS); a card in Chinese or Japanese is Chinese or Japanese text like any other.
 */

/** Chinese and Japanese script: CJK punctuation, kana, ideographs, compatibility and full-width forms. */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The card renderer's root (@ugift/giftcard-renderer). */
const CARD = '.ugc-root';

/**
 * Elements whose text is not shown: a server-drawn page's data (a JSON script holding every
 * language's names, issue 43) is no Chinese on an English page.
 */
const NOT_SHOWN = ['script', 'style', 'template', 'noscript'];

/** Whether a text outside NOT_SHOWN elements has Chinese or Japanese script. */
function showsCjk(element: Element): boolean {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!CJK.test((text as Text).data)) continue;
    let parent = text.parentElement;
    while (parent && parent !== element && !NOT_SHOWN.includes(parent.localName))
      parent = parent.parentElement;
    if (!parent || parent === element) return true;
  }
  return false;
}

/** What a node needs beyond the Latin slices: every slice, the card's Latin slices, or nothing. */
export type FontNeed = 'all' | 'card' | null;

/** Whether a node shows text in Chinese or Japanese script ('all'), else a gift card ('card'). */
export function fontsNeeded(node: Node): FontNeed {
  if (node.nodeType === Node.TEXT_NODE) return CJK.test((node as Text).data) ? 'all' : null;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (NOT_SHOWN.includes(element.localName)) return null;
  if (CJK.test(element.textContent ?? '') && showsCjk(element)) return 'all';
  return element.matches(CARD) || element.querySelector(CARD) !== null ? 'card' : null;
}

export interface FontLoaders {
  /** Every slice of the kit's and the card's fonts. */
  all: () => void;
  /** The card's Latin slices. */
  card: () => void;
}

/**
 * Calls each loader once, as soon as `root` shows what needs it: at once when it already does,
 * otherwise when such a node is added or a text changes to such a text. A page that needed every
 * slice first never loads the card's Latin ones (the full rules include them). Returns a function
 * that stops watching.
 */
export function loadFontsWhenNeeded(root: Node, load: FontLoaders): () => void {
  let card = false;
  const need = (needed: FontNeed): boolean => {
    if (needed === 'all') {
      load.all();
      return true;
    }
    if (needed === 'card' && !card) {
      card = true;
      load.card();
    }
    return false;
  };
  if (need(fontsNeeded(root))) return () => undefined;
  const observer = new MutationObserver((records) => {
    // The first node needing every slice decides; a card's slices only when none of the batch does.
    let cardSeen = false;
    for (const record of records) {
      const nodes = record.type === 'characterData' ? [record.target] : record.addedNodes;
      for (const node of nodes) {
        const needed = fontsNeeded(node);
        if (needed === 'all') {
          need('all');
          observer.disconnect();
          return;
        }
        cardSeen ||= needed === 'card';
      }
    }
    if (cardSeen) need('card');
  });
  observer.observe(root, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}
