import path from 'node:path';

import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { seedIfEmpty } from './db/seed';
import { buildServer } from './server';

const config = loadConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
const applied = await migrate(db);
const seeded = await seedIfEmpty(db);
const app = await buildServer({ ...config, api: { db, config, closeDb: true } });
app.log.info(
  `Database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`}` +
    `${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}${seeded ? ', seed data loaded' : ''}`,
);

try {
  await app.listen({ host: config.host, port: config.port });
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(`Ugift is running: open http://${shownHost}:${config.port}${config.basePath}`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
