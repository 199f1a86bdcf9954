// What a collection module declares (ADR 0100): one file per replicated collection says everything about it —
// its wire schema, who may write it, how a device keeps it in RxDB, and how the server stores it — and every
// list that serves all collections alike (the registry, the RxDB schemas, the server's storage) is derived
// from these declarations. Nothing here names a collection.
import { z } from 'zod';
import { timestamp } from '../schemas/fields';
import type { CollectionStorage } from './storage';

/** The metadata every document carries on the wire, beside the entity's own fields. */
const wireMeta = {
  /** Server-assigned at each write (ISO); informational, never used to order or detect changes. */
  updatedAt: timestamp(),
  /** Deletes are soft so that offline devices learn of them. */
  _deleted: z.boolean().default(false),
};

/**
 * How a collection's documents behave under replication:
 * - `config`: edited by people on several devices; merged field by field (three-way) on conflict.
 * - `ledger`: immutable once written (reward transactions, ADR 0018); a conflict keeps the server's copy.
 * - `projection`: computed by the server from the ledger (rewards); nobody pushes it.
 * - `content`: shared daily content, not a family's data (ADR 0003); nobody pushes it.
 */
export type CollectionKind = 'config' | 'ledger' | 'projection' | 'content';

/**
 * What a writer other than a parent may push to a collection: a paired board, or a caregiver (HOUSEHOLD-3).
 * Parents may push every config and ledger collection; null refuses the collection whole.
 */
export interface WriteRule {
  /** The fields the writer may set on a document it did not create; anything else must stay as stored. */
  fields: readonly string[];
  /** May the writer create documents, or only change existing ones? */
  insert: boolean;
}

/** The kinds of device that keep a local copy of replicated data. */
export type DeviceKind = 'parent' | 'board';

/** An RxDB index: one field, or several (compound, in order). */
export type RxdbIndex = string | readonly string[];

/** Upgrades a stored document from the previous schema version; null drops it. */
export type RxdbMigrationStrategy = (oldDocument: Record<string, unknown>) => Record<string, unknown> | null;

/** How a device keeps the collection in RxDB (P-RXDB-4, P-RXDB-5). */
export interface RxdbDeclaration {
  /**
   * The indexes, few, for the queries the screens make. Only required fields of bounded length (UUIDs, dates,
   * instants) can be indexed; nullable ones cannot.
   */
  indexes: readonly RxdbIndex[];
  /**
   * Key N upgrades a stored document from schema version N-1 to N; the collection's version is the highest
   * key (0 without any). A change stored documents would fail adds the next one, saying why beside it. A
   * synced collection could return the old document unchanged and let the next pull replace it, but the
   * stored pull checkpoint is not migrated (docs/pitfalls.md#rxdb): a document the server does not change
   * again would never be replaced.
   */
  migrations?: Readonly<Record<number, RxdbMigrationStrategy>>;
}

// Every collection is held by both kinds of device unless it says otherwise.
const EVERY_DEVICE: readonly DeviceKind[] = ['parent', 'board'];

/** A collection's wire schema: its entity's fields and the wire metadata. */
type WireSchema<Shape extends z.ZodRawShape> = z.ZodObject<z.util.Extend<Shape, typeof wireMeta>>;

/** The fields of a collection's wire documents, as a storage declaration names them. */
type WireField<Shape extends z.ZodRawShape> = (keyof Shape & string) | keyof typeof wireMeta;

/** Everything one collection module declares. */
export interface CollectionDeclaration<
  Shape extends z.ZodRawShape,
  Kind extends CollectionKind,
  Storage extends CollectionStorage<WireField<Shape>>,
> {
  schema: z.ZodObject<Shape>;
  kind: Kind;
  /** The field that names the child a board's view is limited to; 'id' for the child itself; null = whole family. */
  childField: string | null;
  /** What a paired board may push (R-BOARD). */
  boardWrites: WriteRule | null;
  /** What a caregiver's device may push (HOUSEHOLD-3); their ledger entries are held to ledger-claims too. */
  caregiverWrites: WriteRule | null;
  /** The devices that keep the collection offline (ADR 0008); every device unless given. */
  heldBy?: readonly DeviceKind[];
  /** The field naming the board a document is about, which a board may only set to itself; null = none. */
  deviceField?: string | null;
  /**
   * Where a document says who did it (ADR 0072), which a push may set only to its pusher: in its `doneBy`
   * field (`document`, the default when the entity has one), in each ticked step (`steps`), or nowhere.
   */
  doneByIn?: 'document' | 'steps' | null;
  rxdb: RxdbDeclaration;
  /** How the server stores it (server/src/db/stored-collections.ts reads it). */
  storage: Storage;
}

/** A collection as the registry holds it: the declaration with its defaults filled in and its wire schema. */
export function defineCollection<
  Shape extends z.ZodRawShape,
  Kind extends CollectionKind,
  const Storage extends CollectionStorage<WireField<Shape>>,
>(declaration: CollectionDeclaration<Shape, Kind, Storage>) {
  // safeExtend keeps the entity's refinements, but its typing cannot see through a generic shape.
  const schema = (declaration.schema as z.ZodObject).safeExtend(wireMeta) as unknown as WireSchema<Shape>;
  const doneByIn = declaration.doneByIn ?? ('doneBy' in declaration.schema.shape ? 'document' : null);
  const migrations = declaration.rxdb.migrations ?? {};
  const versions = Object.keys(migrations).map(Number);
  return {
    ...declaration,
    heldBy: declaration.heldBy ?? EVERY_DEVICE,
    deviceField: declaration.deviceField ?? null,
    doneByIn,
    schema,
    rxdb: {
      indexes: declaration.rxdb.indexes,
      migrations,
      version: versions.length === 0 ? 0 : Math.max(...versions),
    },
  };
}
