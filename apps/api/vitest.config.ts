import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated, seeded database of each kind per run; every test database is a copy of it.
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own server and database; keep them apart.
    pool: 'forks',
    // A worker runs its files one after another in one process: PGlite's WebAssembly and the
    // server's modules load once per worker instead of once per file (about a third of the
    // suite's CPU time). Files share no state: each builds its own services and database.
    isolate: false,
    testTimeout: 60_000,
    // PGlite compiles its WebAssembly on start: seconds alone, far more on a busy machine.
    hookTimeout: 240_000,
  },
});
