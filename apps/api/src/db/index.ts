import fs from 'node:fs';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';

import { observePool } from '../observability/metrics';
import { PGliteDialect } from './pglite-dialect';
import { prepareMarkedStatements } from './prepared';
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
  /** How long a new PostgreSQL connection may take (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** How long one PostgreSQL statement may run (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** Where a connection lost while idle is reported (the pool then opens a new one). */
  onIdleError?: (error: Error) => void;
}

/** A PGlite instance with the extensions the migrations create (pg_trgm). */
export function newPGlite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    // A lost database must fail requests, not hold them: a connection attempt and a statement
    // each have a time limit, and a connection that breaks while idle (the server restarted, a
    // backend terminated) is dropped from the pool instead of ending the process.
    const statementTimeout = options.statementTimeoutMs ?? 15_000;
    const pool = observePool(
      new pg.Pool({
        connectionString: options.databaseUrl,
        max: 10,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
        statement_timeout: statementTimeout,
        // The client's own limit, a little later than the server's: a server that stopped
        // answering cannot cancel its statement.
        query_timeout: statementTimeout + 1000,
        keepAlive: true,
      }),
    );
    pool.on('error', (error) => options.onIdleError?.(error));
    // A connection that breaks while checked out between two queries (inside a transaction) emits
    // 'error' with no pool listener on it: without one of its own that ended the process (the
    // fault suite's outage found it). Its query fails, and the pool drops it when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onIdleError?.(error));
      prepareMarkedStatements(client);
    });
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
