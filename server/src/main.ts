import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { migrateToLatest } from './db/migrations';
import { openDatabase } from './db/open-database';

/** Starts Brightday: configuration, database, migrations, then the HTTP server. */
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

  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'Postgres';
  console.log(`\nBrightday is running at ${config.publicUrl}  (${where})\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
