import { defineConfig } from 'vitest/config';

// One runner for every package: each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
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
