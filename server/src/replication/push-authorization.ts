import type { Transaction } from 'kysely';
import type { CollectionName, CollectionSpec } from '../../../sync/protocol/collections';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { dynamic } from './dynamic-tables';
import { valuesEqual } from './documents';
import type { WireDocument } from './row-mapping';
import type { SyncPrincipal } from './sync-principal';

/** Throws 403 unless the principal may push to this collection at all. */
export function assertMayPush(principal: SyncPrincipal, name: CollectionName, spec: CollectionSpec): void {
  if (spec.kind === 'projection' || spec.kind === 'content') {
    throw new AppError('FORBIDDEN', `${name} are kept by Brightday and cannot be changed directly.`);
  }
  if (principal.kind === 'board' && spec.boardWrites === null) {
    throw new AppError('FORBIDDEN', `A board cannot change ${name}; ask a parent to do it in the app.`);
  }
}

// Fields that identify or describe a document's version rather than its content.
const META_FIELDS = new Set(['id', 'familyId', 'updatedAt']);

/**
 * Security: a board writes only its own child's progress — the documents its write rules allow, for its
 * child, changing only the fields a board may change, never deleting.
 */
export function assertBoardMayWrite(
  principal: SyncPrincipal,
  spec: CollectionSpec,
  next: WireDocument,
  stored: WireDocument | null,
): void {
  if (principal.kind !== 'board' || spec.boardWrites === null) return;
  const childField = spec.childField;
  const ownChild = (document: WireDocument) =>
    childField !== null && document[childField] === principal.childId;
  if (!ownChild(next) || (stored !== null && !ownChild(stored))) {
    throw new AppError('FORBIDDEN', "A board can only record its own child's progress.");
  }
  if (stored === null) {
    if (!spec.boardWrites.insert)
      throw new AppError('FORBIDDEN', 'A board cannot create this; a parent adds it.');
    if (next._deleted === true) throw new AppError('FORBIDDEN', 'A board cannot delete anything.');
    return;
  }
  if (next._deleted === true && stored._deleted !== true)
    throw new AppError('FORBIDDEN', 'A board cannot delete anything.');
  const allowed = new Set(spec.boardWrites.fields);
  for (const field of Object.keys(next)) {
    if (META_FIELDS.has(field) || field === '_deleted' || allowed.has(field)) continue;
    if (!valuesEqual(next[field], stored[field])) {
      throw new AppError(
        'FORBIDDEN',
        `A board cannot change the ${field} of this; a parent does that in the app.`,
      );
    }
  }
}

/** Which table a reference field points at, and what to call it in a message. */
const REFERENCES: Record<string, { table: keyof Database; noun: string }> = {
  childId: { table: 'children', noun: 'child' },
  assignedChildId: { table: 'children', noun: 'child' },
  routineId: { table: 'routines', noun: 'routine' },
  choreId: { table: 'chores', noun: 'chore' },
  parentId: { table: 'users', noun: 'parent' },
  userId: { table: 'users', noun: 'parent' },
};

/**
 * Security: every document a push references must belong to the pusher's family — a foreign key alone
 * would accept another family's child. A reference to something that has not arrived yet (collections
 * replicate independently, so a routine can reach the server before its child) answers 409, which the
 * client retries later.
 */
export async function assertReferencesInFamily(
  trx: Transaction<Database>,
  next: WireDocument,
  familyId: string,
): Promise<void> {
  for (const [field, target] of Object.entries(REFERENCES)) {
    const value = next[field];
    if (typeof value !== 'string') continue;
    const row = await dynamic(trx)
      .selectFrom(target.table)
      .select(target.table === 'users' ? ['family_id'] : ['family_id', 'deleted'])
      .where('id', '=', value)
      .executeTakeFirst();
    if (row === undefined) {
      throw new AppError(
        'CONFLICT',
        `This refers to a ${target.noun} that has not reached Brightday yet; it will sync shortly.`,
      );
    }
    if (row.family_id !== familyId) throw new AppError('FORBIDDEN');
    // Made offline for something removed meanwhile: refused for good, so the device drops it.
    if (row.deleted === true && next._deleted !== true) {
      throw new AppError('BAD_REQUEST', `This belongs to a ${target.noun} that has been removed.`);
    }
  }
}
