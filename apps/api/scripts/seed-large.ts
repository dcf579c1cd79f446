// pnpm seed:large: grows the catalogue of the database the api opens with the same settings
// (DATABASE_URL, or the embedded one under DATA_DIR) to 50,000 products, for the benchmarks.
// Migrates and seeds it first when it is new. Usage: pnpm seed:large [count]
import path from 'node:path';

import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { seedIfEmpty } from '../src/db/seed';
import { growCatalogue, LARGE_CATALOGUE } from '../src/db/seed/large';

const total = Number(process.argv[2] ?? LARGE_CATALOGUE);
const config = loadConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
await migrate(db);
await seedIfEmpty(db);
process.stdout.write(`the catalogue holds ${await growCatalogue(db, total)} products\n`);
await db.destroy();
