import { SYNCED_TABLES, type SyncedTable } from './stored-collections';
import type { Database } from './tables';

// Where each table lives once the database is Citus distributed by family (docs/scaling.md#every-query-names-its-family,
// ADR 0074). Every query on a family table names its family, so it is routed to the one node holding it; a test
// records every statement the server suite issues and holds this rule (tests/kit/server/family-filter.ts); the
// hourly pass that sweeps every family on purpose says so (`acrossFamilies`, db/across-families.ts).

/** The tables of the migrations' own bookkeeping, which Kysely names outside `Database`. */
type AnyTable = keyof Database | 'kysely_migration' | 'kysely_migration_lock';

/** The tables of family data that no collection replicates: accounts, memberships, logs and bookkeeping. */
const FAMILY_OWN_TABLES = {
  families: 'id',
  users: 'family_id',
  password_reset_tokens: 'family_id',
  members: 'family_id',
  invitations: 'family_id',
  device_tokens: 'family_id',
  parental_consents: 'family_id',
  coach_consents: 'family_id',
  coach_usage: 'family_id',
  issues: 'family_id',
  analytics_events: 'family_id',
  applied_writes: 'family_id',
  pruned_tombstones: 'family_id',
} as const satisfies Partial<Record<AnyTable, string>>;

/**
 * Family data: distributed by family. The value is the column that names the family: `id` for `families`
 * itself, `family_id` everywhere else — in every table a family's collection is stored in, which comes from
 * the collection modules (stored-collections.ts) rather than a list here.
 */
export const FAMILY_TABLES = {
  ...FAMILY_OWN_TABLES,
  ...(Object.fromEntries(SYNCED_TABLES.map((table) => [table, 'family_id'])) as Record<
    SyncedTable,
    'family_id'
  >),
};

/** A table distributed by family. */
export type FamilyTable = keyof typeof FAMILY_TABLES;

/**
 * The ways in before the family is known: a credential or an address that names a person, never a family.
 * A statement on the table that matches one of these columns by equality finds at most the rows of one
 * family (each is unique), and is the only kind allowed to leave the family out. On Citus each is a lookup
 * table keyed by the credential that answers the family, which every later statement then names.
 */
export const ENTRY_KEYS: Partial<Record<FamilyTable, { columns: readonly string[]; why: string }>> = {
  users: {
    columns: ['email'],
    why: 'Logging in, signing up and asking for a reset name an e-mail address, not a family.',
  },
  device_tokens: {
    columns: ['token_hash'],
    why: "A board's request carries its token; the token answers the family.",
  },
  invitations: {
    columns: ['token_hash'],
    why: "The invited person opens a link with the invitation's token; the token answers the family.",
  },
  password_reset_tokens: {
    columns: ['token_hash'],
    why: 'A reset link carries its token, opened before anyone is signed in; the token answers the family.',
  },
};

/**
 * Shared by every family, written by the server for all: replicated to every node (Citus reference tables).
 * Places are not a table: the towns are read from a package in memory (server/src/places/).
 */
export const REFERENCE_TABLES = {
  daily_content: "The boards' joke and thought of the day, one per date and age band, read by every family.",
} as const satisfies Partial<Record<AnyTable, string>>;

/** Tables that hold no family data: they stay on the coordinator and are keyed by something else. */
export const ACCOUNT_TABLES = {
  sessions: 'Keyed by the session id of a cookie; a request is read before it names any family.',
  rate_limits:
    'Abuse counters keyed by an address, an e-mail or a limiter key, written by rate-limiter-flexible.',
  pairing_codes:
    "A code a board shows while it waits to be paired: it lives minutes, belongs to no family until a parent claims it, and is found by the code or the board's poll secret.",
  kysely_migration: 'The migrations that ran: schema bookkeeping.',
  kysely_migration_lock: 'The lock that keeps two processes from migrating at once: schema bookkeeping.',
} as const satisfies Partial<Record<AnyTable, string>>;

/** Every table the schema has, by the place it lives. */
export function tablePlace(table: string): 'family' | 'reference' | 'account' | undefined {
  if (table in FAMILY_TABLES) return 'family';
  if (table in REFERENCE_TABLES) return 'reference';
  if (table in ACCOUNT_TABLES) return 'account';
  return undefined;
}
