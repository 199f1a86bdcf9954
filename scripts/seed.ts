// `npm run seed`: creates (or re-creates) the demo family in the configured database — DATABASE_URL,
// or the embedded one in DATA_DIR — and prints how to log in to it.
import { ConfigError, loadConfig, type Config } from '../server/src/config/config';
import { migrateToLatest } from '../server/src/db/migrations';
import { openDatabase, type OpenDatabase } from '../server/src/db/open-database';
import { PASSWORD_REQUIREMENTS } from '@sync/domain/password-strength';
import { DEMO_FAMILY_NAME, seedDemoFamily, type SeededDemoFamily } from './seed/demo-family';

/** Memorable, and strong enough for the login form's password rules (V-LOGIN-1). */
const DEFAULT_PASSWORD = 'Brightday-demo-2026!';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** SEED_PASSWORD if set, else the default; the app would refuse to log in with a weaker one. */
function readPassword(): string {
  const password = process.env.SEED_PASSWORD?.trim() || DEFAULT_PASSWORD;
  const unmet = PASSWORD_REQUIREMENTS.filter((requirement) => !requirement.test(password));
  if (unmet.length > 0) {
    fail(
      `SEED_PASSWORD is too weak for the login form: ${unmet.map((r) => r.label.toLowerCase()).join(', ')}.`,
    );
  }
  return password;
}

async function open(config: Config): Promise<OpenDatabase> {
  try {
    return await openDatabase(config);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (config.databaseUrl !== undefined) fail(`Could not connect to DATABASE_URL: ${reason}`);
    fail(`Could not open the embedded database in ${config.dataDir}: ${reason}`);
  }
}

async function migrateAndSeed(database: OpenDatabase, password: string): Promise<SeededDemoFamily> {
  await migrateToLatest(database.db);
  return seedDemoFamily(database.db, { now: new Date(), password });
}

const config = readConfig();
const password = readPassword();
const database = await open(config);
// Closed before exiting on failure too: the embedded database writes its files when it closes.
const seeded = await migrateAndSeed(database, password)
  .finally(() => database.close())
  .catch((error: unknown) =>
    fail(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`),
  );

const where = database.kind === 'embedded' ? `the embedded database in ${config.dataDir}` : 'Postgres';
const children = seeded.children.map((child) => `${child.name} (${child.age})`).join(' and ');
console.log(`
Seeded ${DEMO_FAMILY_NAME} in ${where}.

  Log in at  ${config.publicUrl}/login
  E-mail     ${seeded.email}
  Password   ${password}
  Children   ${children}

Start the app with \`npm start\` if it is not running. Seeding again replaces this demo family.
`);
