// What a client keeps when a push comes back with a conflict (ADR 0018, ADR 0019). The client wraps this in
// RxDB's conflict handler `resolve`; this file knows nothing of RxDB beyond the shape of its input.
import { applyFormChanges, formChanges, type FormClash } from '../domain/form-changes';
import { withStepIds } from '../domain/step-ids';
import type { CollectionKind } from '../collections/define-collection';
import type { CollectionName } from '../protocol/collections';
import type { WireDocument } from './json-value';
import { jsonClone, jsonEqual } from './json-value';
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

/** Lists kept by id (M-TASKS-5), each with how a list gets its items' ids when some have none. */
const LISTS_BY_ID: Partial<
  Record<CollectionName, Readonly<Record<string, (documentId: string, list: readonly object[]) => object[]>>>
> = {
  routines: { tasks: (routineId, steps) => withStepIds(routineId, steps) },
};

/**
 * M-TASKS-2…5: a list kept by id merges item by item on the base: this device's changes to it (against the
 * base) are applied to the master's list, the master winning a clash. Without a base, or when a side is not
 * such a list, it is one value (M-CONFIG-3, M-CONFIG-4). When this device changed nothing in it, or the merge
 * leaves the master's items as they are, the master's list is kept exactly (M-CONVERGE-2).
 */
function mergeListById(
  field: string,
  named: (list: readonly object[]) => object[],
  [base, local, master]: readonly [unknown, unknown, unknown],
  lost: FormClash[],
): unknown {
  if (!Array.isArray(base) || !Array.isArray(local) || !Array.isArray(master)) {
    return mergeField(base, local, master);
  }
  const [namedBase, namedLocal, namedMaster] = [base, local, master].map(named);
  const changes = formChanges({ [field]: namedBase }, { [field]: namedLocal }, { listsById: [field] });
  if (changes.length === 0) return master;
  const { document, clashes } = applyFormChanges({ [field]: namedMaster }, changes, 'theirs');
  lost.push(...clashes.filter((clash) => clash.kept === 'theirs'));
  return jsonEqual(document[field], namedMaster) ? master : document[field];
}

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

/** A field both sides changed, to different values: the master's wins (M-CONFIG-3), this device's is lost. */
function lostField(field: string, base: unknown, local: unknown, master: unknown): FormClash | null {
  if (jsonEqual(local, master) || jsonEqual(local, base) || jsonEqual(master, base)) return null;
  return { path: [field], start: base, mine: local, theirs: master, kept: 'theirs' };
}

/** M-CONFIG-1…4, M-RINST-1, M-TASKS-5, M-DELETE-1: the three-way field merge of a config document. */
function mergeConfig(collectionName: CollectionName, input: ConflictInput): Resolution {
  const { newDocumentState: local, realMasterState: master } = input;
  const base = input.assumedMasterState ?? {};
  const mergers = FIELD_MERGERS[collectionName] ?? {};
  const lists = LISTS_BY_ID[collectionName] ?? {};
  const documentId = String(master.id ?? local.id);
  const lost: FormClash[] = [];
  const merged = mergeRecords(base, local, master, {
    skip: DECIDED_APART,
    mergeOne: (field, b, l, m) => {
      const merger = mergers[field];
      if (merger !== undefined) return merger(field, b, l, m);
      const named = lists[field];
      if (named !== undefined && input.assumedMasterState) {
        return mergeListById(field, (list) => named(documentId, list), [b, l, m], lost);
      }
      const clash = lostField(field, b, l, m);
      if (clash) lost.push(clash);
      return mergeField(b, l, m);
    },
  });
  const document = jsonClone({
    ...merged,
    updatedAt: master.updatedAt,
    // A deletion on either side wins: a resolve that let a live copy override it would bring the document
    // back on every device (docs/pitfalls.md#rxdb).
    _deleted: isDeleted(local) || isDeleted(master),
  });
  return { document, lost };
}

/** A resolved conflict: the document to keep, and this device's changes the master's values beat. */
export interface Resolution {
  readonly document: Record<string, unknown>;
  /** M-FORM-6: fields (or steps) this device changed that another device had changed first; theirs is kept. */
  readonly lost: readonly FormClash[];
}

/**
 * Resolves a push conflict into the document the client keeps (and, if it differs from the master's, pushes
 * again). `kind` is the collection's `COLLECTIONS[name].kind`:
 * - `config`: three-way field merge on `assumedMasterState` (an empty base when it is missing); a field
 *   changed on both sides to different values takes the master's value; `routineInstances.status` merges
 *   task by task and a routine's `tasks` step by step (M-TASKS-5); a deletion on either side wins.
 * - `ledger`, `projection`, `content`: the master's copy, whole.
 * The result is a new object with the master's `updatedAt` and an explicit `_deleted`; inputs are untouched.
 */
export function resolveConflict(
  kind: CollectionKind,
  collectionName: CollectionName,
  input: ConflictInput,
): Record<string, unknown> {
  return resolveConflictTelling(kind, collectionName, input).document;
}

/**
 * `resolveConflict`, with the changes this device loses to the master (M-FORM-6), for the device to tell
 * the person. Only config documents lose changes this way; ledger, projection and content keep the master's
 * copy, which this device never edits.
 */
export function resolveConflictTelling(
  kind: CollectionKind,
  collectionName: CollectionName,
  input: ConflictInput,
): Resolution {
  switch (kind) {
    case 'config':
      return mergeConfig(collectionName, input);
    case 'ledger':
    case 'projection':
    case 'content':
      return { document: mastersCopy(input.realMasterState), lost: [] };
  }
}
