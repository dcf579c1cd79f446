import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts'],
    // Property tests run hundreds of cases; on a shared 2-core machine 5 s is too tight.
    testTimeout: 30_000,
  },
});
