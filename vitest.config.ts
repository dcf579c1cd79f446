import { defineConfig } from 'vitest/config';

// One runner for every package: each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // The Storybook test run's own checks (platform-fonts.ts), in chromium through Playwright.
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
