import path from 'node:path';

import { ConfigError, loadConfig, type ApiConfig } from './config';
import { migrate, openDatabase } from './db';
import { seedIfEmpty } from './db/seed';
import { JOBS } from './jobs/definitions';
import { outboundChannels } from './notifications/channels';
import { startPgBossJobs, startTimerJobs, type JobRunner } from './jobs/runner';
import { prettyStream, wantsPrettyLogs } from './lib/pretty-log';
import { buildServer } from './server';

let config: ApiConfig;
try {
  config = loadConfig();
} catch (error) {
  // One clear line naming every missing or malformed setting, and no server.
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
  connectTimeoutMs: config.resilience.dbConnectTimeoutMs,
  statementTimeoutMs: config.resilience.dbStatementTimeoutMs,
  onIdleError: (error) =>
    process.stderr.write(`an idle database connection was lost: ${error.message}\n`),
});
const applied = await migrate(db);
// The demo catalogue and members: development, SEED_DEMO=true, or `--demo`; production starts empty.
const demo = config.seedDemo || process.argv.slice(2).includes('--demo');
const seeded = await seedIfEmpty(db, new Date(), { demoMembers: demo, catalogue: demo });
const app = await buildServer({
  ...config,
  // Readable lines at a terminal in development, JSON lines everywhere else (lib/pretty-log.ts).
  logger: wantsPrettyLogs(config.production, process.stdout.isTTY)
    ? { level: config.logLevel, stream: prettyStream(process.stdout) }
    : { level: config.logLevel },
  api: { db, config, closeDb: true },
});
if (config.production && demo) {
  app.log.warn(
    'the demo data in production (SEED_DEMO=true or --demo): the demo catalogue, and the demo members with their README passwords, go into a new database',
  );
}
app.log.info(
  `Database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`}` +
    `${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}${seeded ? ', seed data loaded' : ''}`,
);

// Background jobs: pg-boss shares them among the processes of one PostgreSQL database; the
// embedded database runs the same definitions on timers.
const services = app.services!;
const jobOptions = {
  jobs: JOBS,
  log: app.log,
  everySeconds: config.jobsEverySeconds,
  context: {
    db,
    storage: services.storage,
    limitStore: services.limitStore,
    settings: {
      pendingOrderTtlSeconds: config.pendingOrderTtlSeconds,
      uploadGraceSeconds: config.uploadGraceSeconds,
    },
    now: () => services.clock.now(),
    channels: outboundChannels(services.sms, services.push),
    texts: { sms: services.sms, siteUrl: services.siteUrl },
  },
};
let jobs: JobRunner;
try {
  jobs = config.databaseUrl
    ? await startPgBossJobs({ ...jobOptions, connectionString: config.databaseUrl })
    : startTimerJobs(jobOptions);
} catch (error) {
  app.log.error(error, 'the job engine could not start');
  process.exit(1);
}

try {
  await app.listen({ host: config.host, port: config.port });
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(`Ugift is running: open http://${shownHost}:${config.port}${config.basePath}`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

// SIGTERM (or Ctrl-C): stop taking requests, let those in flight finish, close the database, and
// end; after SHUTDOWN_TIMEOUT_MS the process ends anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: draining requests in flight, then closing`);
    const timer = setTimeout(() => {
      app.log.error(`still busy after ${config.shutdownTimeoutMs} ms: ending now`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // A connection kept alive after its request was answered would hold the close up until its
    // keep-alive ran out: close each one as soon as it is idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    // The jobs first: the one running finishes while the database is still open.
    void jobs
      .stop()
      .catch((error: unknown) => app.log.error(error))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
  });
}
