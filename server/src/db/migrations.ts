import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './tables';
import { MIGRATIONS } from './migration-list';

// Every migration file, in order: migration-list.ts, which `npm run contract:refresh` writes from the folder.
const provider: MigrationProvider = { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) };

/** Brings the database schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${name} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
