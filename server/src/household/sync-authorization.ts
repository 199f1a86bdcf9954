// What a member's role may push and pull (HOUSEHOLD-3, HOUSEHOLD-4, HOUSEHOLD-5), decided from the rule
// table in sync/domain/member-permissions.ts. push.ts and pull.ts each make one call here; a board's own
// limits stay in push.ts.
import type { Kysely } from 'kysely';
import type { CollectionName } from '@sync/protocol/collections';
import { documentsEqual } from '@sync/merge/documents-equal';
import { CAREGIVER_WRITES, roleMayPull, roleMayPush } from '@sync/domain/member-permissions';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { storedCollection } from '../replication/stored-collections';
import type { WireDocument } from '../replication/stored-rows';
import type { SyncPrincipal } from '../replication/sync-principal';
import { dynamic, rowToDocument } from '../replication/stored-rows';
import { COLLECTIONS } from '@sync/protocol/collections';

const META_FIELDS = new Set(['id', 'familyId', 'updatedAt', '_deleted']);

function refuse(message: string): never {
  throw new AppError('ROLE_NOT_ALLOWED', message);
}

/**
 * Refuses, whole and before anything is written, a push the principal's role does not allow (HOUSEHOLD-3):
 * a caregiver creates only what its rules let it create, changes only the fields they name, deletes
 * nothing. What a caregiver's ledger entries may claim, bonuses within the family's bound among them
 * (HOUSEHOLD-5), is the ledger rules' for every writer (ledger-claims.ts, D-LEDGER-10). Parents, owners and
 * boards pass (a board's limits are push.ts's).
 */
export async function authorizePush(
  db: Kysely<Database>,
  principal: SyncPrincipal,
  name: CollectionName,
  documents: readonly WireDocument[],
): Promise<void> {
  if (principal.kind !== 'parent' || principal.role !== 'caregiver') return;
  const rules = CAREGIVER_WRITES[name];
  if (!roleMayPush(principal.role, name) || rules === undefined) {
    refuse('A caregiver cannot change this; ask a parent to do it in the app.');
  }
  if (documents.length === 0) return;
  const storage = storedCollection(name);
  const spec = COLLECTIONS[name];
  const rows = await dynamic(db)
    .selectFrom(storage.table)
    .selectAll()
    .where('family_id', '=', principal.familyId)
    .where(
      'id',
      'in',
      documents.map((document) => document.id as string),
    )
    .execute();
  const stored = new Map(rows.map((row) => [String(row.id), rowToDocument(spec, storage, row)]));
  for (const next of documents) {
    const before = stored.get(next.id as string);
    if (next._deleted === true && before?._deleted !== true) refuse('A caregiver cannot delete anything.');
    if (name === 'rewardHandovers' && next.parentId !== principal.userId) {
      refuse('A caregiver records only their own handovers.');
    }
    if (before === undefined) {
      if (!rules.insert) refuse('A caregiver cannot create this; a parent adds it.');
      continue;
    }
    const allowed = new Set(rules.fields);
    for (const field of Object.keys(next)) {
      if (META_FIELDS.has(field) || allowed.has(field)) continue;
      if (!documentsEqual({ value: next[field] }, { value: before[field] })) {
        refuse(`A caregiver cannot change the ${field} of this; a parent does that in the app.`);
      }
    }
  }
}

/** True when the principal may read collection `name`; a pull of one it may not read answers nothing (HOUSEHOLD-4). */
export function mayPull(principal: SyncPrincipal, name: CollectionName): boolean {
  return principal.kind !== 'parent' || roleMayPull(principal.role, name);
}
