import path from 'node:path';

import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';

import { DEFAULT_MODE, type LocaleMode } from './modes';
import { findForeignFonts } from './platform-fonts';

const snapshotsDir = path.join(process.cwd(), '.storybook', '__snapshots__');

type StoryContext = Awaited<ReturnType<typeof getStoryContext>>;

/**
 * The modes a story is captured in: its `parameters.chromatic.modes` (the three languages by
 * default, set in preview.tsx; English only for stories without text of their own), English
 * first. A story that fixes the locale in its own `globals` is captured once, in that locale.
 */
function captureModes(story: StoryContext): [string, LocaleMode][] {
  // getStoryContext gives the prepared story: its own globals are storyGlobals.
  const fixed = (story as { storyGlobals?: { locale?: string } }).storyGlobals?.locale;
  const modes = Object.entries(
    (story.parameters?.chromatic as { modes?: Record<string, LocaleMode> } | undefined)?.modes ??
      {},
  );
  if (modes.length === 0 || (fixed && fixed !== 'eng')) return [[DEFAULT_MODE, { locale: 'eng' }]];
  return modes.sort(([a], [b]) => Number(b === DEFAULT_MODE) - Number(a === DEFAULT_MODE));
}

/**
 * Switches the `locale` global of the rendered story, as the toolbar does, and waits for the story
 * to render again. Storybook re-renders without running the play function again (it runs only on
 * a fresh mount), so the state the play function reached is kept and shown in the new language.
 */
async function setLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate(async (value) => {
    const channel = (
      globalThis as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: {
          on(event: string, listener: () => void): void;
          off(event: string, listener: () => void): void;
          emit(event: string, payload: unknown): void;
        };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no render after locale ${value}`)), 10_000);
      const done = () => {
        clearTimeout(timer);
        channel.off('storyFinished', done);
        resolve();
      };
      channel.on('storyFinished', done);
      channel.emit('updateGlobals', { globals: { locale: value } });
    });
  }, locale);
  await page.waitForLoadState('networkidle');
}

/** Axe, then every text drawn with our fonts. */
async function checkStory(page: Page, story: StoryContext): Promise<void> {
  const a11y = story.parameters?.a11y as { disable?: boolean; test?: string } | undefined;
  if (!a11y?.disable && a11y?.test !== 'off') {
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      detailedReportOptions: { html: true },
    });
  }
  await waitForPageReady(page);
  await page.evaluate(() => document.fonts.ready);
  const foreign = await findForeignFonts(page);
  if (foreign.length > 0) {
    const lines = foreign.map(
      ({ text, familyName, isCustomFont }) =>
        `  "${text}": ${familyName} (${isCustomFont ? 'web font, not ours' : "the machine's"})`,
    );
    throw new Error(`Text drawn with fonts that are not ours:\n${lines.join('\n')}`);
  }
}

/**
 * Every story is a test: its play function runs, then axe checks the page, every text on it must
 * be drawn with our fonts (none of the machine's: a fallback would make the baseline depend on
 * what fonts a machine has), and a screenshot is compared with the committed baseline (missing
 * baselines fail in CI, --ci). This is repeated in each of the story's modes (languages): the
 * baseline of the English mode is named by the story id, the others by id--cn and id--jp.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize({ width: 480, height: 860 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const modes = captureModes(story);
    for (const [index, [mode, globals]] of modes.entries()) {
      // The first mode is the one the story was rendered in; the play function ran there.
      if (index > 0) await setLocale(page, globals.locale);
      await checkStory(page, story);
      if (story.parameters?.snapshot?.disable) continue;
      const image = await page.screenshot({
        animations: 'disabled',
        caret: 'hide',
        fullPage: true,
      });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: mode === DEFAULT_MODE ? context.id : `${context.id}--${mode}`,
        failureThreshold: 0.002,
        failureThresholdType: 'percent',
      });
    }
    // The page is shared with the next story of the file: it starts in English again.
    if (modes.length > 1) await setLocale(page, 'eng');
  },
};

export default config;
