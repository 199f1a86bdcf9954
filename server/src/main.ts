import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { resolveSessionSecret } from './config/session-secret';
import { migrateToLatest } from './db/migrations';
import { openDatabase } from './db/open-database';
import { runWorkers, workerSlot } from './server-processes';

function where(config: Config): string {
  if (config.databaseUrl === undefined) return `embedded database in ${config.dataDir}`;
  return config.workers > 1 ? `Postgres, ${config.workers} processes` : 'Postgres';
}

function announce(config: Config): void {
  console.log(`\nBrightday is running at ${config.publicUrl}  (${where(config)})\n`);
}

/** Migrates the database once, before any process serves from it. */
async function migrate(config: Config): Promise<void> {
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}

/** One server process: the database, then the HTTP server on the shared port. */
async function serve(config: Config, options: { migrate: boolean; announce: boolean }): Promise<void> {
  const database = await openDatabase(config);
  if (options.migrate) await migrateToLatest(database.db);
  const slot = workerSlot();
  // Of several processes only the first runs the hourly jobs (ADR 0077).
  const app = await buildApp({ config, database, maintenance: slot === undefined || slot === 0 });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an error');
    else if (options.announce) app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  if (options.announce) announce(config);
}

/** Starts Brightday: configuration, database, migrations, then one or several server processes. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.workers === 1) return serve(config, { migrate: true, announce: true });
  if (cluster.isWorker) return serve(config, { migrate: false, announce: false });
  // Once, before the workers race for them: the schema, and a generated session secret they all share.
  await migrate(config);
  await resolveSessionSecret(config);
  await runWorkers(config.workers, (line) => console.error(line));
  announce(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
