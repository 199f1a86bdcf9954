// A form's save of a stored document (ADR 0051, M-FORM-1…5): only what the person changed is written, onto
// the document as it is in the local database at that moment, so another device's change to a field the
// form left alone stands. Replication then pushes the result with that stored state as its base, and a
// conflict merges it field by field again (M-CONFIG, M-TASKS-5).
import { applyFormChanges, formChanges, type ChangeRules, type FormClash } from '@sync/domain/form-changes';
import { jsonEqual } from '@sync/merge/json-value';
import { routineWithStepIds } from '@sync/domain/step-ids';
import { COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import type { DocumentOf } from '../synced-document';

type Fields = Record<string, unknown>;

/** How a collection's documents are compared for a save. */
interface SaveRules extends ChangeRules {
  /** Makes a stored document comparable with a form's values (a routine's steps get their ids, M-TASKS-1). */
  readonly named?: (document: Fields) => Fields;
}

const SAVE_RULES: Partial<Record<CollectionName, SaveRules>> = {
  routines: {
    listsById: ['tasks'],
    named: (document) =>
      Array.isArray(document.tasks) && typeof document.id === 'string'
        ? routineWithStepIds({ ...document, id: document.id, tasks: document.tasks as object[] })
        : document,
  },
};

/** The rules a form of this collection compares its values by (lists kept by id). */
export function changeRulesOf(name: CollectionName): ChangeRules {
  return { listsById: SAVE_RULES[name]?.listsById ?? [] };
}

/** A stored document as a form of this collection compares it: a routine's steps with their ids. */
export function comparableDocument<Document extends object>(
  name: CollectionName,
  document: Document,
): Document {
  const named = SAVE_RULES[name]?.named;
  return (named ? named(document as Fields) : document) as Document;
}

/** What a save did. */
export interface SavedChanges<Name extends CollectionName> {
  /** The document as stored just before the save (another device's values in it). */
  before: DocumentOf<Name>;
  /** The document as saved. */
  document: DocumentOf<Name>;
  /** Fields the person changed that another device had changed too (M-FORM-3, M-FORM-5). */
  clashes: FormClash[];
}

/** The options of a save. */
export interface SaveOptions<Name extends CollectionName> {
  /** A last step on the merged document (a one-off alarm saved is set again). */
  finish?: (document: DocumentOf<Name>) => DocumentOf<Name>;
}

// RxDB's bookkeeping travels beside the fields and is handed back untouched.
const KEPT_AS_STORED = ['_meta', '_rev', '_attachments', '_deleted'];

function split(stored: Fields): { bookkeeping: Fields; fields: Fields } {
  const bookkeeping: Fields = {};
  const fields: Fields = {};
  for (const [key, value] of Object.entries(stored))
    (KEPT_AS_STORED.includes(key) ? bookkeeping : fields)[key] = value;
  return { bookkeeping, fields };
}

function pick(document: Fields, keys: readonly string[]): Fields {
  return Object.fromEntries(keys.map((key) => [key, document[key]]));
}

/**
 * M-FORM-5: a merged document the wire schema refuses (two valid changes making an invalid whole: two
 * devices adding steps past the most a routine may have) takes each field the person changed whole, as the
 * form holds it; if even that is refused, every field of the form. Each such field another device changed
 * is a clash, told whole.
 */
function formFieldsOverStored(
  name: CollectionName,
  stored: Fields,
  start: Fields,
  current: Fields,
): { document: Fields; clashes: FormClash[] } {
  const changed = Object.keys(current).filter((field) => !jsonEqual(start[field], current[field]));
  const fields = COLLECTIONS[name].schema.safeParse({ ...stored, ...pick(current, changed) }).success
    ? changed
    : Object.keys(current);
  const clashes = fields.flatMap((field): FormClash[] =>
    jsonEqual(stored[field], start[field]) || jsonEqual(stored[field], current[field])
      ? []
      : [{ path: [field], start: start[field], mine: current[field], theirs: stored[field], kept: 'mine' }],
  );
  return { document: { ...stored, ...pick(current, fields) }, clashes };
}

/**
 * Saves a form's changes to the stored document `id` of `name`: the change set from `start` (the form's
 * values as they stood on the document, in the document's terms) to `current` (its values now), applied to
 * the document as stored now, the person's value winning a clash (M-FORM-3). Resolves null when the
 * document is gone (deleted on another device); nothing is written then.
 */
export async function saveDocumentChanges<Name extends CollectionName>(
  database: BrightdayDatabase,
  name: Name,
  id: string,
  start: Fields,
  current: Fields,
  options: SaveOptions<Name> = {},
): Promise<SavedChanges<Name> | null> {
  const rules = changeRulesOf(name);
  const changes = formChanges(start, current, rules);
  const stored = await collectionOf(database, name).findOne(id).exec();
  if (!stored) return null;
  if (changes.length === 0 && !options.finish) {
    // Nothing changed: no write, so nothing is pushed and no other device hears of it.
    const document = stored.toMutableJSON();
    return { before: document, document, clashes: [] };
  }
  let outcome: SavedChanges<Name> | undefined;
  const saved = await stored.incrementalModify((data) => {
    const { bookkeeping, fields } = split(data);
    const before = comparableDocument(name, fields);
    const applied = applyFormChanges(before, changes, 'mine');
    let { document, clashes } = applied;
    if (!COLLECTIONS[name].schema.safeParse(document).success) {
      ({ document, clashes } = formFieldsOverStored(name, before, start, current));
    }
    const parsed = COLLECTIONS[name].schema.parse(document) as Fields;
    const { _deleted: _unused, ...next } = parsed;
    const finished = options.finish ? options.finish(next as DocumentOf<Name>) : (next as DocumentOf<Name>);
    // Run again when RxDB retries on a newer revision: the last run is the one written.
    outcome = { before: before as DocumentOf<Name>, document: finished, clashes };
    return { ...bookkeeping, ...finished };
  });
  if (outcome === undefined) return null;
  return { ...outcome, document: saved.toMutableJSON() };
}
