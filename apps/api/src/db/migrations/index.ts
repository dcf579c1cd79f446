import type { Migration, MigrationProvider } from 'kysely';

import { initial } from './001-initial';

/** Versioned migrations, in order. Add new ones at the end; never edit a released one. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
