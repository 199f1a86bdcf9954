// How a collection module declares where the server stores it: its table, the columns whose values differ
// from the wire, the documents it points at, what a child's removal does to it, and the columns stored but
// never replicated. Only a description: the server's code that acts on it is server/src/db/ and
// server/src/replication/ (stored-collections.ts derives the registry the server reads).

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

/** A field naming one of the family's children. */
export const CHILD: Reference = { table: 'children', noun: 'child', removable: true, childColumn: 'id' };
/** A field naming one of the family's grown-ups (household/members.ts hands these over when one leaves). */
export const PARENT: Reference = { table: 'users', noun: 'parent', removable: false };

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

/** How one collection is stored, over the names of its wire fields. */
export interface CollectionStorage<Field extends string> {
  table: string;
  /** The fields whose column is not stored as sent. */
  columns: { readonly [F in Field]?: ColumnKind };
  /** The fields that point at another document of the family. */
  references: { readonly [F in Field]?: Reference };
  /** What a child's removal does here; null when the collection does not hang off a child. */
  childRemoval: ChildRemoval<Field> | null;
  /** Columns the table has beyond the collection's fields and the sync columns. */
  storedOnly: Readonly<Record<string, StoredOnlyColumn<unknown>>>;
}
