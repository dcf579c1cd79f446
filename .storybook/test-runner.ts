import path from 'node:path';

import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

import { findForeignFonts } from './platform-fonts';

const snapshotsDir = path.join(process.cwd(), '.storybook', '__snapshots__');

/**
 * Every story is a test: its play function runs, then axe checks the page, every text on it must
 * be drawn with our fonts (none of the machine's: a fallback would make the baseline depend on
 * what fonts a machine has), and a screenshot is compared with the committed baseline (missing
 * baselines fail in CI, --ci).
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
    if (story.parameters?.snapshot?.disable) return;
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.002,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
