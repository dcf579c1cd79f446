import os from 'node:os';

import { defineConfig } from 'vitest/config';

import { FIRST_STATE_TESTS, WEB_TEST_SETUP } from './apps/web/vitest.config';

// One runner for every package: each project keeps its own environment and setup.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine, where the api's
    // files mostly wait (on PostgreSQL, on rate-limit windows that must pass) and the other core
    // sat idle (the files' busy time summed to 1.0 core over the run).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      'packages/*',
      'apps/*',
      // The web app's tests of what its modules hold when first imported (the others share one
      // module graph per worker: apps/web/vitest.config.ts).
      {
        // Not `extends`: Vite merges arrays, and the web project's include would come along.
        root: 'apps/web',
        test: {
          ...WEB_TEST_SETUP,
          name: 'web-first-state',
          include: FIRST_STATE_TESTS,
          isolate: true,
        },
      },
      // The Storybook test run's own checks (platform-fonts.ts), in chromium through Playwright.
      // The benchmarks' own tools (tests/bench/steady.mjs).
      {
        test: { name: 'bench-tools', include: ['tests/bench/**/*.test.mjs'], environment: 'node' },
      },
      {
        test: {
          name: 'storybook-checks',
          include: ['.storybook/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
