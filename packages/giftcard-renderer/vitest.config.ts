import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts'],
    // One module graph per worker, not per file (vitest.setup.ts puts the DOM back after each
    // test): 18.5 s against 11 s alone, half the CPU.
    isolate: false,
    // Property tests run hundreds of cases; on a shared 2-core machine 5 s is too tight.
    testTimeout: 30_000,
  },
});
