import path from 'node:path';

import { configDefaults, defineProject } from 'vitest/config';

/** Tests of what the app's modules hold when first imported: each runs in a module graph of its own. */
export const FIRST_STATE_TESTS = ['src/lib/i18n.test.ts'];

/** What every test of the app runs with (the first-state project in vitest.config.ts too). */
export const WEB_TEST_SETUP: { environment: 'jsdom'; testTimeout: number; setupFiles: string[] } = {
  environment: 'jsdom',
  // Route tests render the whole app; the shared 2-core machine can be slow.
  testTimeout: 30_000,
  // Absolute: the root config's first-state project uses them too.
  setupFiles: [
    path.resolve(import.meta.dirname, '../../vitest.setup.ts'),
    path.resolve(import.meta.dirname, 'src/testing/setup.ts'),
  ],
};

export default defineProject({
  test: {
    ...WEB_TEST_SETUP,
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph and jsdom per worker, not per file: the app's modules were imported and
    // set up again for each of the 72 files (149 s alone, 270 CPU seconds; 54 s and 88 this way).
    // Nothing carries over that a test relies on: the DOM is emptied after each test
    // (vitest.setup.ts), every render starts from an empty device in the language it asks for
    // (testing/render-route.tsx), and each file starts and closes its own mocked api. The one file
    // about the modules' first state runs isolated (web-first-state, vitest.config.ts).
    isolate: false,
    exclude: [...configDefaults.exclude, ...FIRST_STATE_TESTS],
  },
});
