import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { migrate, newPGlite, openDatabase } from '../src/db';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed';
import { POSTGRES_URL } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite data directory; every test database starts from it. */
    pgliteTemplate: string;
    /** A migrated, seeded PostgreSQL database each test database copies ('' when unreachable). */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database of each kind once per run: each test file then starts from a
 * copy (PGlite loads the dump, PostgreSQL copies the template) instead of running initdb, the
 * migrations and the seed again.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-api-template-'));
  const pglite = newPGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  await seedIfEmpty(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dumpFile = path.join(dir, 'pglite.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', dumpFile);

  const template = `ugift_template_${crypto.randomBytes(6).toString('hex')}`;
  let created = false;
  try {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    created = true;
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${template}`;
    const pgDb = await openDatabase({ databaseUrl: url.toString() });
    await migrate(pgDb);
    await seedIfEmpty(pgDb);
    await pgDb.destroy();
    project.provide('postgresTemplate', template);
  } catch (error) {
    // The PostgreSQL suites fail on their own with the connection error; PGlite's still run.
    console.warn(`No PostgreSQL template (${String(error)})`);
    project.provide('postgresTemplate', '');
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!created) return;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
