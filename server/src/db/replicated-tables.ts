// The Kysely row types of the replicated tables, derived from the contract's zod schemas and the storage
// registry instead of being written out a second time: each field's column is its name in snake_case,
// typed as the wire types it (timestamps read as Date, json written as text, numerics read as strings),
// beside the columns every replicated row carries and those the registry declares as stored only.
import type { ColumnType, Generated } from 'kysely';
import type { z } from 'zod';
import type { CollectionName, COLLECTIONS } from '@sync/protocol/collections';
import type { StoredOnlyColumn } from '@sync/collections/storage';
import type { STORED_COLLECTIONS } from './stored-collections';

/** A timestamp column: read as Date, written as Date or ISO string, defaulted by Postgres. */
export type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Columns every replicated row of a family carries (ADR 0002: `seq` is the family's change sequence). */
interface FamilySyncColumns {
  family_id: string;
  seq: number;
  deleted: Generated<boolean>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

/** Columns of shared daily content, numbered by one global sequence (ADR 0003). */
interface ContentSyncColumns {
  seq: Generated<number>;
  deleted: Generated<boolean>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The column that stores a field, as `columnOf` names it at run time. */
type ColumnName<Field extends string> = Field extends '_deleted' ? 'deleted' : SnakeCase<Field>;

type Unwrapped<T> = T extends
  z.ZodDefault<infer Inner> | z.ZodNullable<infer Inner> | z.ZodOptional<infer Inner>
  ? Unwrapped<Inner>
  : T;

type Shape<N extends CollectionName> = (typeof COLLECTIONS)[N]['schema']['shape'];
type Stored<N extends CollectionName> = (typeof STORED_COLLECTIONS)[N];
type KindOf<N extends CollectionName, Field> = Field extends keyof Stored<N>['columns']
  ? Stored<N>['columns'][Field]
  : undefined;

// A field the schema defaults stays optional on insert (its input admits undefined), as Generated would.
type FieldColumn<Schema, Kind> = Schema extends z.ZodType ? KindColumn<Schema, Kind> : never;

type KindColumn<Schema extends z.ZodType, Kind> = Kind extends 'json'
  ? ColumnType<
      z.output<Schema>,
      string | Extract<z.input<Schema>, null | undefined>,
      string | Extract<z.input<Schema>, null>
    >
  : Kind extends 'numeric'
    ? ColumnType<string, number | string | Extract<z.input<Schema>, undefined>, number | string>
    : Unwrapped<Schema> extends z.ZodISODateTime
      ? ColumnType<
          Date | Extract<z.output<Schema>, null>,
          Date | string | Extract<z.input<Schema>, null | undefined>,
          Date | string | Extract<z.input<Schema>, null>
        >
      : ColumnType<z.output<Schema>, z.input<Schema>, Exclude<z.input<Schema>, undefined>>;

type FieldColumns<N extends CollectionName> = {
  [Field in keyof Shape<N> & string as ColumnName<Field>]: FieldColumn<Shape<N>[Field], KindOf<N, Field>>;
};

type StoredOnlyColumns<N extends CollectionName> = {
  [Column in keyof Stored<N>['storedOnly']]: Stored<N>['storedOnly'][Column] extends StoredOnlyColumn<infer T>
    ? T
    : never;
};

type SyncColumnsOf<N extends CollectionName> = (typeof COLLECTIONS)[N]['kind'] extends 'content'
  ? ContentSyncColumns
  : FamilySyncColumns;

/** The row of a replicated collection's table. */
export type ReplicatedRow<N extends CollectionName> = Omit<FieldColumns<N>, keyof SyncColumnsOf<N>> &
  SyncColumnsOf<N> &
  StoredOnlyColumns<N>;

/** Every replicated table, by the name the registry gives it. */
export type ReplicatedTables = {
  [N in CollectionName as Stored<N>['table']]: ReplicatedRow<N>;
};
