// The text of server/src/db/migration-list.ts: every file of server/src/db/migrations/, in order, imported
// statically so the migrations run the same under tsx, in tests and in a bundle. Written by
// `npm run contract:refresh`; migration-list.test.ts fails while the file differs from what this renders.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the migrations and their list live, from the repository's root. */
export const MIGRATIONS_FOLDER = 'server/src/db/migrations';
export const MIGRATION_LIST_FILE = 'server/src/db/migration-list.ts';

/** The migrations' names (their file names without `.ts`), in the order they run. */
export function migrationNames(root: string): string[] {
  return readdirSync(join(root, MIGRATIONS_FOLDER))
    .filter((file) => /^\d{4}-[a-z0-9-]+\.ts$/.test(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

// `0007-reward-goals-and-pauses` → `m0007RewardGoalsAndPauses`.
function importName(migration: string): string {
  return `m${migration.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}`;
}

/** The list file for these migrations. */
export function renderMigrationList(names: readonly string[]): string {
  const imports = names.map((name) => `import * as ${importName(name)} from './migrations/${name}';`);
  const entries = names.map((name) => `  '${name}': ${importName(name)},`);
  return [
    '// Written by `npm run contract:refresh` from the files in migrations/; do not edit. Every migration, in the',
    '// order it runs, imported statically rather than read from a folder, so the migrations work the same under',
    '// tsx, in tests and in a bundle. Migration files are never edited after they ship.',
    "import type { Migration } from 'kysely';",
    ...imports,
    '',
    '/** Every migration by name, in order. */',
    'export const MIGRATIONS: Readonly<Record<string, Migration>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
