import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated, seeded database of each kind per run; every test database is a copy of it.
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own server and database; keep them apart.
    pool: 'forks',
    testTimeout: 60_000,
    // PGlite compiles its WebAssembly on start: seconds alone, far more on a busy machine.
    hookTimeout: 240_000,
  },
});
