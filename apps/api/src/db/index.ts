import fs from 'node:fs';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';

import { observePool } from '../observability/metrics';
import { PGliteDialect } from './pglite-dialect';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The PGlite instance behind an embedded database (its LISTEN goes through it directly). */
const embedded = new WeakMap<Db, PGlite>();

/** A Kysely over an embedded PGlite, remembered as such (embeddedOf). */
export function embeddedDatabase(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  embedded.set(db, pglite);
  return db;
}

export function embeddedOf(db: Db): PGlite | undefined {
  return embedded.get(db);
}

// numeric and bigint come back as strings from both drivers; keep them so (money stays exact).
export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite keeps its files in dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite's directory; 'memory' for an in-memory database. */
  dataDir?: string;
}

/** A PGlite instance with the extensions the migrations create (pg_trgm). */
export function newPGlite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = observePool(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dir = options.dataDir ?? 'memory';
  if (dir !== 'memory') fs.mkdirSync(dir, { recursive: true });
  return embeddedDatabase(newPGlite(dir === 'memory' ? {} : { dataDir: dir }));
}

/** Brings the schema to the newest version; throws when a migration fails. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((r) => r.migrationName);
}
