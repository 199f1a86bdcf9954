// `npm run contract:refresh`: brings the contract's bookkeeping up to date after a change to a schema or a
// migration, so that a new field or collection is written by hand only where a person decides something.
// It lists the migrations (server/src/db/migration-list.ts), pins each collection's RxDB schema at a version
// not pinned yet (P-RXDB-6), records the wire hash for the current protocol version (P-WIRE-1) and the wire's
// fields, says in protocol/CHANGELOG.md what changed (or leaves a line to fill in), and writes the migrated
// database's schema to server/src/db/schema.snapshot.txt. The tests beside each fail while any of them is
// stale. It never bumps a version: whether a change needs one is a person's call.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_NAMES } from '@sync/protocol/collections';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { RXDB_SCHEMA_PINS } from '@sync/protocol/rxdb-schema-pins';
import { rxdbSchemaFor } from '@sync/protocol/rxdb-schemas';
import { stableHash } from '@sync/protocol/stable-hash';
import { CHANGELOG_PLACEHOLDER, wireDescription, wireSchemaHash } from '@sync/protocol/wire-description';
import { WIRE_SCHEMA_HASH, WIRE_SCHEMA_VERSION } from '@sync/protocol/wire-version';
import { MIGRATION_LIST_FILE, migrationNames, renderMigrationList } from './contract/migration-list';
import {
  changelogEntry,
  renderWireFields,
  WIRE_FIELDS_FILE,
  wireChanges,
  wireFields,
  type WireFields,
} from './contract/wire-fields';

const root = join(import.meta.dirname, '..');
const protocol = (file: string) => join(root, 'sync/protocol', file);
const done: string[] = [];
const byHand: string[] = [];
/** The RxDB versions this run pinned, for the CHANGELOG's sentence. */
const pinnedNow: string[] = [];

/** Pins the hash of every collection's RxDB schema at its current version, where none is pinned yet. */
function refreshRxdbPins(): void {
  const pins: Record<string, Record<number, string>> = {};
  for (const name of COLLECTION_NAMES) {
    const { version, ...schema } = rxdbSchemaFor(name);
    const hash = stableHash(schema);
    const pinned: Readonly<Record<number, string>> =
      (RXDB_SCHEMA_PINS as Record<string, Record<number, string>>)[name] ?? {};
    pins[name] = { ...pinned };
    if (pinned[version] === hash) continue;
    if (pinned[version] !== undefined) {
      byHand.push(
        `the RxDB schema of ${name} changed at version ${version}: add the next migration strategy to its ` +
          'module (rxdb.migrations in sync/collections/), then run this again',
      );
      continue;
    }
    pins[name][version] = hash;
    done.push(`pinned the RxDB schema of ${name} at version ${version}: ${hash}`);
    if (version > 0) pinnedNow.push(`The RxDB schema of \`${name}\` moves to version ${version} (P-RXDB-5).`);
  }
  const file = protocol('rxdb-schema-pins.ts');
  const text = readFileSync(file, 'utf8');
  const literal = COLLECTION_NAMES.map((name) => {
    const versions = Object.entries(pins[name] ?? {})
      .map(([version, hash]) => `${version}: '${hash}'`)
      .join(', ');
    return `  ${name}: { ${versions} },`;
  }).join('\n');
  const next = text.replace(
    /export const RXDB_SCHEMA_PINS = \{\n[\s\S]*?\n\} as const/,
    `export const RXDB_SCHEMA_PINS = {\n${literal}\n} as const`,
  );
  if (next !== text) writeFileSync(file, next);
}

/**
 * Records the wire hash for the current protocol version and its fields, and says in CHANGELOG.md what
 * changed: whole for a field added with a default, otherwise under a line a person must replace.
 */
function refreshWireHash(): void {
  const fieldsFile = join(root, WIRE_FIELDS_FILE);
  const before = JSON.parse(readFileSync(fieldsFile, 'utf8')) as WireFields;
  const after = wireFields(wireDescription());
  const fieldsText = renderWireFields(after);
  if (readFileSync(fieldsFile, 'utf8') !== fieldsText) writeFileSync(fieldsFile, fieldsText);

  const hash = wireSchemaHash();
  if (hash === WIRE_SCHEMA_HASH && WIRE_SCHEMA_VERSION === SYNC_PROTOCOL_VERSION) return;
  const file = protocol('wire-version.ts');
  const text = readFileSync(file, 'utf8')
    .replace(
      /export const WIRE_SCHEMA_VERSION = \d+;/,
      `export const WIRE_SCHEMA_VERSION = ${SYNC_PROTOCOL_VERSION};`,
    )
    .replace(/export const WIRE_SCHEMA_HASH = '[0-9a-f]+';/, `export const WIRE_SCHEMA_HASH = '${hash}';`);
  writeFileSync(file, text);
  done.push(`recorded the wire hash ${hash} for protocol version ${SYNC_PROTOCOL_VERSION}`);

  // Only a change within the version a person left alone can be called additive; a change the fields do not
  // show (the header, a schema's rule) or a version just bumped is theirs to explain.
  const keptVersion = WIRE_SCHEMA_VERSION === SYNC_PROTOCOL_VERSION;
  const found = wireChanges(before, after).map((change) => ({
    ...change,
    additive: change.additive && keptVersion,
  }));
  const changes =
    found.length > 0
      ? found
      : [
          {
            sentence: 'The wire changed beyond its fields (the protocol header or a rule of a schema).',
            additive: false,
          },
        ];
  const entry = [changelogEntry(changes, SYNC_PROTOCOL_VERSION, CHANGELOG_PLACEHOLDER), ...pinnedNow].join(
    ' ',
  );
  const changelogFile = protocol('CHANGELOG.md');
  const changelog = readFileSync(changelogFile, 'utf8');
  const heading = `## ${SYNC_PROTOCOL_VERSION}\n\n`;
  writeFileSync(
    changelogFile,
    changelog.includes(heading)
      ? changelog.replace(heading, `${heading}${entry}\n\n`)
      : changelog.replace(/^## /m, `${heading}${entry}\n\n## `),
  );
  if (changes.every((change) => change.additive)) {
    done.push(`described the change in sync/protocol/CHANGELOG.md under ## ${SYNC_PROTOCOL_VERSION}`);
    return;
  }
  byHand.push(
    `say in sync/protocol/CHANGELOG.md, under ## ${SYNC_PROTOCOL_VERSION}, what changed on the wire and ` +
      'whether older clients are still served (replace the line "TO FILL IN: …"); for a change older clients ' +
      'cannot take, bump SYNC_PROTOCOL_VERSION in messages.ts first and run this again',
  );
}

/** Writes the schema every migration leaves, on the embedded database, to schema.snapshot.txt. */
async function refreshSchemaSnapshot(): Promise<void> {
  // Imported here, after the migrations are listed: the list is a static import of the migrations.
  const { migrateToLatest } = await import('../server/src/db/migrations');
  const { openEmbedded } = await import('../server/src/db/open-database');
  const { describeSchema } = await import('../server/src/db/schema-shape');
  const embedded = await openEmbedded('memory://');
  try {
    await migrateToLatest(embedded.db);
    const file = join(root, 'server/src/db/schema.snapshot.txt');
    const schema = await describeSchema(embedded.db);
    if (readFileSync(file, 'utf8') !== schema) {
      writeFileSync(file, schema);
      done.push('wrote the migrated schema to server/src/db/schema.snapshot.txt');
    }
  } finally {
    await embedded.close();
  }
}

/** Lists the migrations of the folder, in order, before anything imports the list. */
function refreshMigrationList(): void {
  const file = join(root, MIGRATION_LIST_FILE);
  const list = renderMigrationList(migrationNames(root));
  if (readFileSync(file, 'utf8') === list) return;
  writeFileSync(file, list);
  done.push(`listed the migrations in ${MIGRATION_LIST_FILE}`);
}

refreshMigrationList();
refreshRxdbPins();
refreshWireHash();
await refreshSchemaSnapshot();
console.log(
  done.length === 0
    ? 'The contract’s bookkeeping is up to date.'
    : done.map((line) => `✓ ${line}`).join('\n'),
);
if (byHand.length > 0) {
  console.log(`\nLeft to you:\n${byHand.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
}
