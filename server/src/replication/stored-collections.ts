// How each replicated collection is stored in Postgres: its table, the columns whose values differ from
// the wire, the documents it points at, what a child's removal does to it, and what a write sets off.
// The contract (sync/protocol/collections.ts) says what a collection holds; this says where it lives.
// Everything the server does per collection is read from here, never decided by a collection's name.
import type { Kysely, Transaction } from 'kysely';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '../../../sync/protocol/collections';
import { documentsEqual } from '../../../sync/merge/documents-equal';
import { keepChoreDaysUpToDate } from '../chores/chore-days';
import { assertChildDataConsent } from '../consent/child-data-consent';
import type { Database } from '../db/tables';
import { removeChildData, type ChildDataScope } from './child-removal';
import { assertBoardEarnedIt, assertRedemptionPaid } from './board-ledger';
import { assertHandoverOfItsChild } from './reward-handovers';
import { ensureRewardsRow, recomputeRewards } from './rewards-writer';
import type { WireDocument } from './stored-rows';

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

/** What storing a document sets off, inside the push's transaction. */
export interface WriteEffects {
  /** Before a board creates the document, after every other check: refuses what the rules do not give it. */
  boardCreate?(trx: Transaction<Database>, familyId: string, next: WireDocument): Promise<void>;
  /** The same for a parent: refuses what the rules do not give a parent either. */
  parentCreate?(trx: Transaction<Database>, familyId: string, next: WireDocument): Promise<void>;
  /**
   * Before the document is stored: creates what it depends on, or refuses it. `stored` is the server's
   * copy, null when the write creates the document.
   */
  beforeWrite?(
    trx: Transaction<Database>,
    familyId: string,
    next: WireDocument,
    stored: WireDocument | null,
  ): Promise<void>;
  /** After the document is stored; answers the other collections it changed. */
  afterWrite?(
    trx: Transaction<Database>,
    familyId: string,
    next: WireDocument,
    stored: WireDocument | null,
  ): Promise<CollectionName[]>;
  /** Once per push, after every document was stored, with those written; answers the collections changed. */
  afterPush?(
    trx: Transaction<Database>,
    familyId: string,
    written: readonly WireDocument[],
  ): Promise<CollectionName[]>;
}

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
  effects: WriteEffects;
  /** Columns the table has beyond the collection's fields and the sync columns. */
  storedOnly: Readonly<Record<string, StoredOnlyColumn<unknown>>>;
  /** Brings the family's documents up to date before a pull reads them (the server's own writes). */
  beforePull?: (db: Kysely<Database>, familyId: string) => Promise<void>;
}

/** A registry entry without its collection's field names, for code that serves every collection alike. */
export interface StoredCollectionShape {
  table: string;
  columns: Readonly<Record<string, ColumnKind | undefined>>;
  references: Readonly<Record<string, Reference | undefined>>;
  childRemoval: ChildRemoval<string> | null;
  effects: WriteEffects;
  storedOnly: Readonly<Record<string, StoredOnlyColumn<unknown>>>;
  beforePull?: (db: Kysely<Database>, familyId: string) => Promise<void>;
}

const NO_EFFECTS: WriteEffects = {};

/**
 * Ledger entries keep their child's rewards row in step: it must exist first, and is recomputed after. A
 * board's entry must be one the rules give it (D-BLEDGER), and so must a parent's redemption.
 */
const LEDGER_EFFECTS: WriteEffects = {
  boardCreate: assertBoardEarnedIt,
  // A parent's redemption keeps the board's rules: the child's own reward, paid by the balance (D-LEDGER-8).
  parentCreate: assertRedemptionPaid,
  beforeWrite: (trx, familyId, next) =>
    ensureRewardsRow(trx, familyId, next.childId as string, next.rewardId as string),
  async afterPush(trx, familyId, written) {
    const children = new Set(written.map((entry) => entry.childId as string));
    let changed = false;
    for (const childId of children) changed = (await recomputeRewards(trx, familyId, childId)) || changed;
    return changed ? ['rewards'] : [];
  },
};

/**
 * A child's streak pauses (D-STREAK-4) change their streaks: a configuration written with other pauses
 * recomputes the child's rewards, so the projection the server keeps honours them (ADR 0031).
 */
const REWARD_SETTINGS_EFFECTS: WriteEffects = {
  async afterWrite(trx, familyId, next, stored) {
    if (stored !== null && documentsEqual({ pauses: stored.streakPauses }, { pauses: next.streakPauses })) {
      if (stored._deleted === next._deleted) return [];
    }
    return (await recomputeRewards(trx, familyId, next.childId as string)) ? ['rewards'] : [];
  },
};

/** A handover is of a redemption of its own child (ADR 0060); its removal goes with the child's. */
const HANDOVER_EFFECTS: WriteEffects = {
  beforeWrite: assertHandoverOfItsChild,
};

/**
 * A child is created only in a family whose parent agreed to how Brightday keeps children's information
 * (ADR 0027); changing or removing an existing child needs nothing more. A child's deletion is carried to
 * everything that hangs off the child.
 */
const CHILD_EFFECTS: WriteEffects = {
  async beforeWrite(trx, familyId, _next, stored) {
    if (stored === null) await assertChildDataConsent(trx, familyId);
  },
  async afterWrite(trx, familyId, next, stored) {
    if (next._deleted !== true || stored?._deleted === true) return [];
    return removeChildData(trx, familyId, next.id as string, childDataScopes());
  },
};

/** Every replicated collection's storage, by wire name; a collection without an entry fails typecheck. */
export const STORED_COLLECTIONS = {
  children: {
    table: 'children',
    columns: { nightHours: 'json' },
    references: { parentId: PARENT },
    childRemoval: null,
    effects: CHILD_EFFECTS,
    // Never replicated: a pairing code must not reach other devices.
    storedOnly: { pairing_code: storedOnly<string | null>() },
  },
  routines: {
    table: 'routines',
    columns: { tasks: 'json' },
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  routineInstances: {
    table: 'routine_instances',
    columns: { status: 'json' },
    references: { childId: CHILD, routineId: ROUTINE },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  alarms: {
    table: 'alarms',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  activities: {
    table: 'activities',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  chores: {
    table: 'chores',
    columns: {},
    references: { userId: PARENT },
    childRemoval: null,
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  choreInstances: {
    table: 'chore_instances',
    columns: {},
    references: { assignedChildId: CHILD, choreId: CHORE },
    // A chore outlives the child it was given to: it goes back to the unassigned pool.
    childRemoval: { field: 'assignedChildId', action: 'unassign', reset: { status: 'not_assigned' } },
    effects: NO_EFFECTS,
    storedOnly: {},
    // Whoever asks for chore instances gets today's, set up by the server if no parent's phone has (ADR 0059).
    beforePull: keepChoreDaysUpToDate,
  },
  rewards: {
    table: 'rewards',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  rewardTransactions: {
    table: 'reward_transactions',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: LEDGER_EFFECTS,
    storedOnly: {},
  },
  rewardConfigurations: {
    table: 'reward_configurations',
    columns: { streakMultiplier: 'numeric', streakPauses: 'json' },
    references: { childId: CHILD, parentId: PARENT, goalRewardId: GOAL_REWARD },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: REWARD_SETTINGS_EFFECTS,
    storedOnly: {},
  },
  magicRewards: {
    table: 'magic_rewards',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  dailyQuotes: {
    table: 'daily_quotes',
    columns: {},
    references: {},
    childRemoval: null,
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  dailyJokes: {
    table: 'daily_jokes',
    columns: {},
    references: {},
    childRemoval: null,
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  boardUsageSessions: {
    table: 'board_usage_sessions',
    columns: {},
    references: { childId: CHILD },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: NO_EFFECTS,
    storedOnly: {},
  },
  rewardHandovers: {
    table: 'reward_handovers',
    columns: {},
    references: { childId: CHILD, transactionId: LEDGER_ENTRY, parentId: PARENT },
    childRemoval: { field: 'childId', action: 'delete' },
    effects: HANDOVER_EFFECTS,
    storedOnly: {},
  },
  coachConversations: {
    table: 'coach_conversations',
    columns: { messages: 'json' },
    references: { childId: CHILD },
    // A conversation is the parent's, not the child's: it stays, about no child in particular.
    childRemoval: { field: 'childId', action: 'unassign', reset: {} },
    effects: NO_EFFECTS,
    storedOnly: {},
  },
} as const satisfies { readonly [N in CollectionName]: StoredCollection<N> };

/** How a collection is stored, seen without its field names. */
export function storedCollection(name: CollectionName): StoredCollectionShape {
  return STORED_COLLECTIONS[name];
}

/** The table of a collection a family owns (shared daily content aside): its rows carry family_id and seq. */
export type FamilyTable = {
  [N in CollectionName]: (typeof COLLECTIONS)[N]['kind'] extends 'content'
    ? never
    : (typeof STORED_COLLECTIONS)[N]['table'];
}[CollectionName];

const familyTables = new Set<string>(
  COLLECTION_NAMES.filter((name) => COLLECTIONS[name].kind !== 'content').map(
    (name) => STORED_COLLECTIONS[name].table,
  ),
);

function isFamilyTable(table: string): table is FamilyTable {
  return familyTables.has(table);
}

/** Every family-owned table, in the contract's collection order. */
export const FAMILY_TABLES: readonly FamilyTable[] = [...familyTables].filter(isFamilyTable);

/** Where a child's data lives, from every collection that declares a child removal. */
function childDataScopes(): ChildDataScope[] {
  return COLLECTION_NAMES.flatMap((name) => {
    const { table, childRemoval } = storedCollection(name);
    return childRemoval === null ? [] : [{ collection: name, table, removal: childRemoval }];
  });
}
