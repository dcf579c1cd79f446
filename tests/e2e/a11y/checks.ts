// The accessibility suite's checks, run in the page: axe (WCAG 2.2 AA), the 44 px target size,
// and where focus is (visible, not on <body>, not under a sticky bar).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

import { expect, type Page } from '../fixtures';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page, loaded: no skeleton, no progress bar, fonts and pictures settled. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"][role="status"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * axe over the page with the WCAG 2.2 AA rule tags; its source is evaluated, not added as a
 * script, so the app's Content-Security-Policy stays as it is.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // The whole page in one viewport, the sticky bars in their own places: a row that merely
  // scrolls under the tab bar is not a small target (focus under a bar is the keyboard suite's).
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  try {
    return await runAxe(page);
  } finally {
    await page.setViewportSize(viewport);
  }
}

async function runAxe(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{
              violations: { id: string; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Every interactive element at least 44x44 px, or with a 44 px hit area of its own (an
 * ::after), or with spacing that gives it a 44 px square no other target overlaps; links inside a
 * sentence are exempt (WCAG 2.5.8's inline exception).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [tabindex="0"]';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      // Off screen until focused (the skip link).
      return r.bottom > 0 && r.top < document.documentElement.scrollHeight;
    };
    // A native checkbox or radio inside its label: the label is the target.
    const targetOf = (el: Element): Element => {
      if (
        el instanceof HTMLInputElement &&
        (el.type === 'checkbox' || el.type === 'radio') &&
        el.closest('label')
      )
        return el.closest('label')!;
      return el;
    };
    const all = [...document.querySelectorAll(selector)].filter(visible).map(targetOf);
    const targets = [...new Set(all)];
    const rects = targets.map((el) => el.getBoundingClientRect());
    const hitArea = (el: Element) => {
      let w = 0;
      let h = 0;
      for (const pseudo of ['::after', '::before']) {
        const s = getComputedStyle(el, pseudo);
        if (s.content === 'none' || s.position !== 'absolute') continue;
        w = Math.max(w, parseFloat(s.width) || 0);
        h = Math.max(h, parseFloat(s.height) || 0);
      }
      return { w, h };
    };
    const inline = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const parent = el.parentElement;
      if (!parent || getComputedStyle(el).display !== 'inline') return false;
      return [...parent.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 0,
      );
    };
    const problems: string[] = [];
    targets.forEach((el, i) => {
      const r = rects[i]!;
      if (r.width >= min - 0.5 && r.height >= min - 0.5) return;
      const area = hitArea(el);
      if (Math.max(area.w, r.width) >= min - 0.5 && Math.max(area.h, r.height) >= min - 0.5) return;
      if (inline(el)) return;
      // The spacing exception: a 44 px square centred on it touches no other target.
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const square = {
        left: cx - min / 2,
        right: cx + min / 2,
        top: cy - min / 2,
        bottom: cy + min / 2,
      };
      const overlaps = rects.some(
        (o, j) =>
          j !== i &&
          !targets[j]!.contains(el) &&
          !el.contains(targets[j]!) &&
          o.left < square.right &&
          o.right > square.left &&
          o.top < square.bottom &&
          o.bottom > square.top,
      );
      if (!overlaps) return;
      const name =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30) ?? el.tagName;
      problems.push(
        `${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`,
      );
    });
    return problems;
  }, 44);
}

/** Where the focused element is, and whether anything hides it or its focus indicator. */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'focus on <body>';
    if (el.closest('[role="dialog"], [role="alertdialog"]')) return null;
    const r = el.getBoundingClientRect();
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName)
      .trim()
      .slice(0, 40);
    // A focus indicator: what focus changes in the look of it or of its nearest ancestors (an
    // outline, a ring, a border, a background), compared with the same chain without focus.
    const chain: Element[] = [];
    for (let node: Element | null = el; node && chain.length < 4; node = node.parentElement) {
      chain.push(node);
    }
    const look = () =>
      chain
        .map((node) => {
          const st = getComputedStyle(node);
          return [
            st.outlineStyle,
            st.outlineWidth,
            st.outlineColor,
            st.boxShadow,
            st.borderColor,
            st.backgroundColor,
          ].join('|');
        })
        .join('#');
    const focused = look();
    (el as HTMLElement).blur();
    const blurred = look();
    (el as HTMLElement).focus({ preventScroll: true });
    if (focused === blurred && el.tagName !== 'H1' && el.tagName !== 'MAIN') {
      return `no visible focus on ${el.tagName.toLowerCase()} "${name}"`;
    }
    // Under a sticky bar: the top bar, the tab bar or a screen's bottom bar.
    const bars = [...document.querySelectorAll('header, nav, [data-bar]')].filter((bar) => {
      const pos = getComputedStyle(bar).position;
      return (pos === 'sticky' || pos === 'fixed') && !bar.contains(el);
    });
    for (const bar of bars) {
      const b = bar.getBoundingClientRect();
      const overlap = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
      const horizontal = Math.min(r.right, b.right) - Math.max(r.left, b.left);
      // Stuck in place (a sticky bar in its resting place does not cover anything).
      if (overlap > 1 && horizontal > 1) {
        const under = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (under && bar.contains(under))
          return `"${name}" hidden under ${bar.tagName.toLowerCase()}`;
      }
    }
    if (r.bottom < 0 || r.top > window.innerHeight) return `"${name}" focused off screen`;
    return null;
  });
}

/** Tabs through the page (at most `max` stops), checking focus at every stop. */
export async function tabThrough(page: Page, max = 60): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    // Past the last control focus leaves the page for the browser's own controls: the end.
    if (i > 0 && (await page.evaluate(() => document.activeElement === document.body))) break;
    const problem = await focusProblem(page);
    if (problem) problems.push(`${page.url()} stop ${i + 1}: ${problem}`);
    const key = await page.evaluate(() => {
      const el = document.activeElement;
      const r = el?.getBoundingClientRect();
      return `${el?.tagName}|${el?.textContent?.slice(0, 20)}|${r?.left}|${(r?.top ?? 0) + window.scrollY}`;
    });
    if (seen.has(key)) break;
    seen.add(key);
  }
  return problems;
}
