import fs from 'node:fs';
import path from 'node:path';

import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';

import {
  captureModes,
  type ChromaticParameters,
  DEFAULT_MODE,
  type LocaleMode,
  snapshotDisabled,
} from './modes';
import { findForeignFonts } from './platform-fonts';
import { languageStrings, mockApiText, untranslatedEnglish, visibleTexts } from './untranslated';

const snapshotsDir = path.join(process.cwd(), '.storybook', '__snapshots__');

type StoryContext = Awaited<ReturnType<typeof getStoryContext>>;

const english = languageStrings('eng');
/** Per language, the English strings it translates: none may show in a screen's capture in it. */
const untranslated = new Map(
  ['cn', 'jp'].map((locale) => [
    locale,
    untranslatedEnglish(english, languageStrings(locale), mockApiText()),
  ]),
);

const chromaticOf = (story: StoryContext) =>
  story.parameters?.chromatic as ChromaticParameters | undefined;

/** The modes of the story the test-runner opened (see captureModes in modes.ts). */
function storyModes(story: StoryContext): [string, LocaleMode][] {
  // getStoryContext gives the prepared story: its own globals are storyGlobals.
  const fixed = (story as { storyGlobals?: { locale?: string } }).storyGlobals?.locale;
  return captureModes(chromaticOf(story), fixed);
}

/**
 * Renders the story again from the start in another language: the `locale` global is set (what the
 * toolbar or a Chromatic mode does), then the story is remounted, so its loaders, its first render
 * and its play function all run in that language, and whatever the interaction produces (alerts,
 * inline results, toasts) is in it too. Resolves when the story has finished; rejects with the
 * play function's error. The globals are set on the preview's store without a render of their own
 * (the channel's `updateGlobals` would re-render the story once more before the remount).
 */
async function renderInLocale(page: Page, storyId: string, locale: string): Promise<void> {
  await page.evaluate(
    async ({ id, value }) => {
      const scope = globalThis as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: {
          on(event: string, listener: (payload: never) => void): void;
          off(event: string, listener: (payload: never) => void): void;
          emit(event: string, payload: unknown): void;
        };
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: { userGlobals: { update(globals: Record<string, unknown>): void } };
          currentRender?: { isPending?(): boolean };
        };
      };
      const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
      const preview = scope.__STORYBOOK_PREVIEW__;
      preview.storyStoreValue.userGlobals.update({ locale: value });
      if (!id) return;
      // A render still under way (one enqueued after the play function, say) must finish first:
      // Storybook reloads the whole page when a story is remounted in the middle of a render.
      for (let waited = 0; preview.currentRender?.isPending?.(); waited += 50) {
        if (waited > 10_000) throw new Error(`The story was still rendering before ${value}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise<void>((resolve, reject) => {
        const errors: string[] = [];
        const listeners: Record<string, (payload: never) => void> = {
          playFunctionThrewException: (error: { message: string }) => errors.push(error.message),
          storyThrewException: (error: { message: string }) => errors.push(error.message),
          storyErrored: ({ description }: { description: string }) => errors.push(description),
          unhandledErrorsWhilePlaying: (list: { message: string }[]) =>
            errors.push(...list.map((error) => error.message)),
          storyFinished: ({ storyId, status }: { storyId: string; status: string }) => {
            if (storyId !== id) return;
            finish();
            if (errors.length > 0 || status === 'error') {
              reject(new Error(`In ${value}: ${errors.join('\n') || 'the story errored'}`));
            } else resolve();
          },
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`The story did not finish in ${value}`));
        }, 25_000);
        function finish() {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('forceRemount', { storyId: id });
      });
    },
    { id: storyId, value: locale },
  );
  await page.waitForLoadState('networkidle');
}

/** Whether the file holds exactly these bytes (false when there is no such file). */
function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return fs.readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
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
 * baselines fail in CI, --ci; none is taken of a story with `chromatic.disableSnapshot`, as on
 * Chromatic). This is repeated in each of the story's modes (languages): the
 * baseline of the English mode is named by the story id, the others by id--cn and id--jp.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize({ width: 480, height: 860 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Once per page: the test-runner keeps one page for a file's stories, and axe-core's source
    // evaluated again for each story cost about a tenth of a second each time.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const modes = storyModes(story);
    const leftovers: string[] = [];
    try {
      for (const [index, [mode, globals]] of modes.entries()) {
        // The first mode (English) is the one the test-runner rendered and played the story in.
        if (index > 0) await renderInLocale(page, context.id, globals.locale);
        await checkStory(page, story);
        if (snapshotDisabled(chromaticOf(story))) continue;
        const image = await page.screenshot({
          animations: 'disabled',
          caret: 'hide',
          fullPage: true,
        });
        const identifier = mode === DEFAULT_MODE ? context.id : `${context.id}--${mode}`;
        // The very bytes of the baseline are the same picture: nothing to compare. (Chromium
        // encodes a picture the same way each time: of a screen's 18 captures, 16 were the same
        // bytes.) jest-image-snapshot decodes both and compares them in a Node process of its
        // own, 0.23 s a capture, a quarter of each language's time; it still judges every capture
        // that differs by a byte, with the threshold below.
        if (!sameBytes(path.join(snapshotsDir, `${identifier}.png`), image)) {
          expect(image).toMatchImageSnapshot({
            customSnapshotsDir: snapshotsDir,
            customSnapshotIdentifier: identifier,
            failureThreshold: 0.002,
            failureThresholdType: 'percent',
          });
        }
        // The threshold lets a short text in the wrong language through (an alert's title is a
        // few hundred pixels): a screen captured in Chinese or Japanese must show none of the
        // English strings that language translates. Checked after every mode is captured.
        const translated = untranslated.get(globals.locale);
        if (translated && context.id.startsWith('screens-')) {
          const shown = (await visibleTexts(page)).filter((text) => translated.has(text));
          if (shown.length > 0) leftovers.push(`${mode}: ${shown.join(' | ')}`);
        }
      }
      if (leftovers.length > 0) {
        throw new Error(`English texts in a translated capture:\n${leftovers.join('\n')}`);
      }
    } finally {
      // The page is shared with the next story of the file: it starts in English again (without
      // a render: the next story renders in it).
      if (modes.length > 1) await renderInLocale(page, '', 'eng');
    }
  },
};

export default config;
