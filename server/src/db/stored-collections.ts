// How each replicated collection is stored in Postgres: its table, the columns whose values differ from
// the wire, the documents it points at, what a child's removal does to it, and the columns stored but never
// replicated. The contract (sync/protocol/collections.ts) says what a collection holds; this declares where
// it lives, and imports nothing but the contract, so the database's row types can be derived from it. What
// a write sets off is write-effects.ts. Everything the server does per collection is read from these two,
// never decided by a collection's name.
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '@sync/protocol/collections';

/** A document field of a collection, as its wire schema names it. */
export type FieldOf<N extends CollectionName> = keyof (typeof COLLECTIONS)[N]['schema']['shape'] & string;

/**
 * How a column's value differs from the field's wire value; a field not declared is stored as sent
 * (timestamps are read as Date and answered as ISO strings).
 * - `json`: a jsonb column, written as JSON text and read back parsed.
 * - `numeric`: an exact decimal, which node-postgres reads as a string; the wire carries a number.
 */
export type ColumnKind = 'json' | 'numeric';

/** What a reference field points at, which must belong to the pusher's family (ADR 0007). */
export interface Reference {
  table: string;
  /** What to call it in a message to the person whose push was refused. */
  noun: string;
  /** Its rows are soft-deleted: a new document pointing at a removed one is refused for good. */
  removable: boolean;
  /**
   * The column naming the child a row belongs to, when it belongs to one: a board may point only at its
   * own child's rows (R-BOARD-REFS).
   */
  childColumn?: string;
}

const CHILD: Reference = { table: 'children', noun: 'child', removable: true, childColumn: 'id' };
const PARENT: Reference = { table: 'users', noun: 'parent', removable: false };
const ROUTINE: Reference = { table: 'routines', noun: 'routine', removable: true, childColumn: 'child_id' };
const CHORE: Reference = { table: 'chores', noun: 'chore', removable: true };
const LEDGER_ENTRY: Reference = {
  table: 'reward_transactions',
  noun: 'coin entry',
  removable: true,
  childColumn: 'child_id',
};
// A savings goal may outlive its magic reward (ADR 0031): the apps then show no goal. Magic rewards are
// soft-deleted, but refusing a configuration whose goal was removed meanwhile would drop the parent's other
// settings for good, so only the family and the reward's arrival are checked.
const GOAL_REWARD: Reference = { table: 'magic_rewards', noun: 'magic reward', removable: false };

/**
 * What a child's removal does to a collection's documents that name the child in `field`
 * (docs/product.md#entities-and-fields): `delete` soft-deletes them; `unassign` clears the field and sets
 * `reset`, keeping them.
 */
export type ChildRemoval<Field extends string> =
  | { field: Field; action: 'delete' }
  | { field: Field; action: 'unassign'; reset: Readonly<Partial<Record<Field, unknown>>> };

/**
 * A column stored beside a collection's fields and never replicated; `T` is its Kysely column type,
 * carried only in the type (server/src/db/replicated-tables.ts reads it).
 */
export interface StoredOnlyColumn<T> {
  readonly type?: T;
}

/** Declares a stored-only column of Kysely type `T`. */
export function storedOnly<T>(): StoredOnlyColumn<T> {
  return {};
}

/** How one collection is stored. */
export interface StoredCollection<N extends CollectionName> {
  table: string;
  /** The fields whose column is not stored as sent. */
  columns: { readonly [F in FieldOf<N>]?: ColumnKind };
  /** The fields that point at another document of the family. */
  references: { readonly [F in FieldOf<N>]?: Reference };
  /** What a child's removal does here; null when the collection does not hang off a child. */
  childRemoval: ChildRemoval<FieldOf<N>> | null;
  /** Columns the table has beyond the collection's fields and the sync columns. */
  storedOnly: Readonly<Record<string, StoredOnlyColumn<unknown>>>;
}

/** A registry entry without its collection's field names, for code that serves every collection alike. */
export interface StoredCollectionShape {
  table: string;
  columns: Readonly<Record<string, ColumnKind | undefined>>;
  references: Readonly<Record<string, Reference | undefined>>;
  childRemoval: ChildRemoval<string> | null;
  storedOnly: Readonly<Record<string, StoredOnlyColumn<unknown>>>;
}

/** Every replicated collection's storage, by wire name; a collection without an entry fails typecheck. */
export const STORED_COLLECTIONS = {
  children: {
    table: 'children',
    columns: { nightHours: 'json' },
    references: { parentId: PARENT },
    childRemoval: null,
    // Never replicated: a pairing code must not reach other devices.
    storedOnly: { pairing_code: storedOnly<string | null>() },
  },
  routines: {
    table: 'routines',
    columns: { tasks: 'json' },
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  routineInstances: {
    table: 'routine_instances',
    columns: { status: 'json' },
    references: { childId: CHILD, routineId: ROUTINE },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  alarms: {
    table: 'alarms',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  activities: {
    table: 'activities',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  chores: {
    table: 'chores',
    columns: {},
    references: { userId: PARENT },
    childRemoval: null,
    storedOnly: {},
  },
  choreInstances: {
    table: 'chore_instances',
    columns: { doneBy: 'json' },
    references: { assignedChildId: CHILD, choreId: CHORE },
    // A chore outlives the child it was given to: it goes back to the unassigned pool.
    childRemoval: { field: 'assignedChildId', action: 'unassign', reset: { status: 'not_assigned' } },
    storedOnly: {},
  },
  rewards: {
    table: 'rewards',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  rewardTransactions: {
    table: 'reward_transactions',
    columns: { doneBy: 'json' },
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  rewardConfigurations: {
    table: 'reward_configurations',
    columns: { streakMultiplier: 'numeric', streakPauses: 'json' },
    references: { childId: CHILD, parentId: PARENT, goalRewardId: GOAL_REWARD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  magicRewards: {
    table: 'magic_rewards',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  dailyContent: {
    table: 'daily_content',
    columns: {},
    references: {},
    childRemoval: null,
    storedOnly: {},
  },
  boardUsageSessions: {
    table: 'board_usage_sessions',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  rewardHandovers: {
    table: 'reward_handovers',
    columns: {},
    references: { childId: CHILD, transactionId: LEDGER_ENTRY, parentId: PARENT },
    childRemoval: { field: 'childId', action: 'delete' },
    storedOnly: {},
  },
  coachConversations: {
    table: 'coach_conversations',
    columns: { messages: 'json' },
    references: { childId: CHILD },
    // A conversation is the parent's, not the child's: it stays, about no child in particular.
    childRemoval: { field: 'childId', action: 'unassign', reset: {} },
    storedOnly: {},
  },
} as const satisfies { readonly [N in CollectionName]: StoredCollection<N> };

/** How a collection is stored, seen without its field names. */
export function storedCollection(name: CollectionName): StoredCollectionShape {
  return STORED_COLLECTIONS[name];
}

/** The table of a collection a family owns (shared daily content aside): its rows carry family_id and seq. */
export type SyncedTable = {
  [N in CollectionName]: (typeof COLLECTIONS)[N]['kind'] extends 'content'
    ? never
    : (typeof STORED_COLLECTIONS)[N]['table'];
}[CollectionName];

const syncedTables = new Set<string>(
  COLLECTION_NAMES.filter((name) => COLLECTIONS[name].kind !== 'content').map(
    (name) => STORED_COLLECTIONS[name].table,
  ),
);

function isSyncedTable(table: string): table is SyncedTable {
  return syncedTables.has(table);
}

/**
 * Every table whose rows replicate to a family's devices, in the contract's collection order: a subset of
 * the tables distributed by family (`FAMILY_TABLES` in family-tables.ts), which also hold accounts and logs.
 */
export const SYNCED_TABLES: readonly SyncedTable[] = [...syncedTables].filter(isSyncedTable);
