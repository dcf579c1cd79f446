import type { Page } from 'playwright';

import { cardFontFaces } from '../packages/giftcard-renderer/src/font-faces';
import { fontFaces } from '../packages/ui/src/theme/tokens';

/** Every family the kit's and the renderer's font entries declare (what a story may draw with). */
const OUR_FONT_FAMILIES: readonly string[] = [
  ...new Set([...Object.values(fontFaces), ...Object.values(cardFontFaces)]),
];

/** Text drawn with a font that is not one of ours. */
export interface ForeignFont {
  /** The start of the text of the element that used it. */
  text: string;
  familyName: string;
  /** False for a font of the machine; true for a web font (an @font-face file). */
  isCustomFont: boolean;
  glyphCount: number;
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/**
 * Chromium reports the family name inside the font file, and Fontsource's files (static instances
 * of Google's variable fonts) keep the default instance's name: 'Noto Sans SC Thin' for every
 * weight of Noto Sans SC. So a family of ours matches its name and its name plus a style word.
 */
function isOurs(familyName: string, families: readonly string[]): boolean {
  return families.some((family) => familyName === family || familyName.startsWith(`${family} `));
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE']);

function attribute(node: DomNode, name: string): string {
  const attributes = node.attributes ?? [];
  for (let i = 0; i < attributes.length; i += 2) {
    if (attributes[i] === name) return attributes[i + 1] ?? '';
  }
  return '';
}

/** Storybook's own parts of the preview page (docs, error and loading screens) are not a story's. */
function isStorybookChrome(node: DomNode): boolean {
  return (
    attribute(node, 'id') === 'storybook-docs' ||
    attribute(node, 'class')
      .split(/\s+/)
      .some((name) => name.startsWith('sb-'))
  );
}

/** Elements with text of their own, their shadow roots (the browser's, of inputs and selects) too. */
function elementsWithText(node: DomNode, found: { nodeId: number; text: string }[]) {
  if (node.nodeType === 1 && SKIPPED.has(node.nodeName)) return;
  const own = (node.children ?? [])
    .filter((child) => child.nodeType === 3)
    .map((child) => child.nodeValue)
    .join('')
    .trim();
  if (node.nodeType === 1 && own !== '')
    found.push({ nodeId: node.nodeId, text: own.slice(0, 40) });
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    elementsWithText(child, found);
  }
}

/**
 * Asks Chromium which fonts drew the text under #storybook-root and under anything else a story
 * put in <body> (portals: Radix dialogs, sheets, toasts), browser-drawn text of form controls
 * included, and returns every use of a font that is a machine's (isCustomFont false) or not one of
 * `families`. An element with no layout (display: none) draws nothing and reports no font.
 */
export async function findForeignFonts(
  page: Page,
  families: readonly string[] = OUR_FONT_FAMILIES,
): Promise<ForeignFont[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const html = root.children?.find((node) => node.nodeName === 'HTML');
    const body = html?.children?.find((node) => node.nodeName === 'BODY');
    const found: { nodeId: number; text: string }[] = [];
    for (const child of body?.children ?? []) {
      if (child.nodeType === 1 && !isStorybookChrome(child)) elementsWithText(child, found);
    }
    // Asked all at once: Chromium answers them in order on the one session, and a screen's 50
    // texts asked one after another waited 50 round trips between this process and the browser.
    const answers = (await Promise.all(
      found.map(({ nodeId }) => cdp.send('CSS.getPlatformFontsForNode', { nodeId })),
    )) as { fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[] }[];
    const foreign: ForeignFont[] = [];
    for (const [index, { text }] of found.entries()) {
      for (const font of answers[index]!.fonts) {
        if (!font.isCustomFont || !isOurs(font.familyName, families)) {
          foreign.push({ text, ...font });
        }
      }
    }
    return foreign;
  } finally {
    await cdp.detach();
  }
}
