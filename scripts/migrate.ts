// `npm run db:migrate`: brings the configured database (DATABASE_URL, or the embedded one in DATA_DIR)
// up to date. The server also migrates at startup; this is for deploys that migrate first.
import { ConfigError, loadConfig } from '../server/src/config/config';
import { migrateToLatest } from '../server/src/db/migrations';
import { openDatabase } from '../server/src/db/open-database';

try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || !(error instanceof Error) ? String(error) : error.message);
  process.exit(1);
}
