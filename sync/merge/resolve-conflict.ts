// What a client keeps when a push comes back with a conflict (ADR 0018, ADR 0019). The client wraps this in
// RxDB's conflict handler `resolve`; this file knows nothing of RxDB beyond the shape of its input.
import type { CollectionKind, CollectionName } from '../protocol/collections';
import type { WireDocument } from './json-value';
import { jsonClone } from './json-value';
import type { FieldMerger } from './three-way';
import { asRecord, mergeField, mergeRecords } from './three-way';

/** The three states of a conflicting document, as RxDB's conflict handler receives them. */
export interface ConflictInput {
  /** The client's state, which the server refused. */
  readonly newDocumentState: WireDocument;
  /** The server's state, as the push answered it. */
  readonly realMasterState: WireDocument;
  /** The server state the client's change was based on; absent for a document the client created. */
  readonly assumedMasterState?: WireDocument | null | undefined;
}

// RxDB's local bookkeeping: never on the wire, never in a resolved document (RxDB expects `WithDeleted<T>`).
const RXDB_INTERNAL_FIELDS = ['_meta', '_rev', '_attachments'];
// Decided by their own rules (M-RESULT-1, M-DELETE-1), never by the field merge.
const DECIDED_APART = [...RXDB_INTERNAL_FIELDS, 'updatedAt', '_deleted'];

// M-RINST-1: a day's progress is a record taskKey → completion info. Two boards ticking different tasks
// both count; the same task changed differently on both sides falls back to the master's value.
const mergeKeyByKey: FieldMerger = (_field, base, local, master) => {
  const localRecord = asRecord(local);
  const masterRecord = asRecord(master);
  if (localRecord === undefined || masterRecord === undefined) return mergeField(base, local, master);
  return mergeRecords(asRecord(base) ?? {}, localRecord, masterRecord);
};

/** Fields of config collections that merge more finely than whole values. */
const FIELD_MERGERS: Partial<Record<CollectionName, Readonly<Record<string, FieldMerger>>>> = {
  routineInstances: { status: mergeKeyByKey },
};

function isDeleted(document: WireDocument): boolean {
  return document._deleted === true;
}

/** M-LEDGER-1: the master's copy, whole, without RxDB's bookkeeping. */
function mastersCopy(master: WireDocument): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(master)) {
    if (!RXDB_INTERNAL_FIELDS.includes(field)) copy[field] = value;
  }
  return jsonClone({ ...copy, _deleted: isDeleted(master) });
}

/** M-CONFIG-1…4, M-RINST-1, M-DELETE-1: the three-way field merge of a config document. */
function mergeConfig(collectionName: CollectionName, input: ConflictInput): Record<string, unknown> {
  const { newDocumentState: local, realMasterState: master } = input;
  const base = input.assumedMasterState ?? {};
  const mergers = FIELD_MERGERS[collectionName] ?? {};
  const merged = mergeRecords(base, local, master, {
    skip: DECIDED_APART,
    mergeOne: (field, b, l, m) => {
      const merger = mergers[field];
      return merger === undefined ? mergeField(b, l, m) : merger(field, b, l, m);
    },
  });
  return jsonClone({
    ...merged,
    updatedAt: master.updatedAt,
    // A deletion on either side wins: a resolve that let a live copy override it would bring the document
    // back on every device (docs/pitfalls.md#rxdb).
    _deleted: isDeleted(local) || isDeleted(master),
  });
}

/**
 * Resolves a push conflict into the document the client keeps (and, if it differs from the master's, pushes
 * again). `kind` is the collection's `COLLECTIONS[name].kind`:
 * - `config`: three-way field merge on `assumedMasterState` (an empty base when it is missing); a field
 *   changed on both sides to different values takes the master's value; `routineInstances.status` merges
 *   task by task; a deletion on either side wins.
 * - `ledger`, `projection`, `content`: the master's copy, whole.
 * The result is a new object with the master's `updatedAt` and an explicit `_deleted`; inputs are untouched.
 */
export function resolveConflict(
  kind: CollectionKind,
  collectionName: CollectionName,
  input: ConflictInput,
): Record<string, unknown> {
  switch (kind) {
    case 'config':
      return mergeConfig(collectionName, input);
    case 'ledger':
    case 'projection':
    case 'content':
      return mastersCopy(input.realMasterState);
  }
}
