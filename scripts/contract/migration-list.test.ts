import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATION_LIST_FILE, migrationNames, renderMigrationList } from './migration-list';

const root = join(import.meta.dirname, '../..');

describe('the list of migrations', () => {
  it('names every file of the migrations folder, in order — if not, run npm run contract:refresh', () => {
    expect(readFileSync(join(root, MIGRATION_LIST_FILE), 'utf8')).toBe(
      renderMigrationList(migrationNames(root)),
    );
  });

  it('imports each migration under a name of its own and keys it by its file name', () => {
    const text = renderMigrationList(['0001-families-and-accounts', '0021-start-when-ready']);
    expect(text).toContain(
      "import * as m0001FamiliesAndAccounts from './migrations/0001-families-and-accounts';",
    );
    expect(text).toContain("  '0021-start-when-ready': m0021StartWhenReady,");
  });
});
