import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'jsdom',
    // Route tests render the whole app; the shared 2-core machine can be slow.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts', './src/testing/setup.ts'],
  },
});
