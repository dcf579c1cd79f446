import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts'],
    // The machine is shared by many runners: first renders can take seconds under load.
    testTimeout: 30_000,
  },
});
