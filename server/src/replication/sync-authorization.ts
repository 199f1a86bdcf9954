// What a member's role may push and pull (HOUSEHOLD-3, HOUSEHOLD-4, HOUSEHOLD-5), decided from each
// collection's `caregiverWrites` (sync/protocol/collections.ts) and sync/domain/member-permissions.ts. push.ts and pull.ts each make one call here; a board's own
// limits stay in push.ts.
import { COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import { documentsEqual } from '@sync/merge/documents-equal';
import { roleMayPull, roleMayPush } from '@sync/domain/member-permissions';
import { AppError } from '../errors/error-codes';
import type { WireDocument } from '../db/stored-rows';
import type { SyncPrincipal } from './sync-principal';

const META_FIELDS = new Set(['id', 'familyId', 'updatedAt', '_deleted']);

function refuse(message: string): never {
  throw new AppError('ROLE_NOT_ALLOWED', message);
}

/**
 * Refuses, whole and before the family's lock, a push of a collection the principal's role may not write at
 * all (HOUSEHOLD-3). Parents, owners and boards pass (a board's limits are push.ts's).
 */
export function authorizePush(principal: SyncPrincipal, name: CollectionName): void {
  if (principal.kind !== 'parent' || principal.role !== 'caregiver') return;
  if (!roleMayPush(principal.role, name)) {
    refuse('A caregiver cannot change this; ask a parent to do it in the app.');
  }
}

/**
 * Refuses a caregiver's row that creates, changes or deletes what their rules do not let them
 * (HOUSEHOLD-3): they create only what the rules let them create, change only the fields they name and
 * delete nothing. Judged under the family's lock against the stored copy, for a row that is written: a row
 * answered with the server's copy writes nothing, and a caregiver's credit of a day a board credited first
 * differs from the board's entry in who did it without changing it. The throw refuses the push whole. What
 * a caregiver's ledger entries may claim, bonuses within the family's bound among them (HOUSEHOLD-5), is the
 * ledger rules' for every writer (ledger-claims.ts, D-LEDGER-10).
 */
export function assertMemberMayWrite(
  principal: SyncPrincipal,
  name: CollectionName,
  next: WireDocument,
  stored: WireDocument | null,
): void {
  if (principal.kind !== 'parent' || principal.role !== 'caregiver') return;
  const rules = COLLECTIONS[name].caregiverWrites;
  if (rules === null) refuse('A caregiver cannot change this; ask a parent to do it in the app.');
  if (next._deleted === true && stored?._deleted !== true) refuse('A caregiver cannot delete anything.');
  if (name === 'rewardHandovers' && next.parentId !== principal.userId) {
    refuse('A caregiver records only their own handovers.');
  }
  if (stored === null) {
    if (!rules.insert) refuse('A caregiver cannot create this; a parent adds it.');
    return;
  }
  const allowed = new Set(rules.fields);
  for (const field of Object.keys(next)) {
    if (META_FIELDS.has(field) || allowed.has(field)) continue;
    if (!documentsEqual({ value: next[field] }, { value: stored[field] })) {
      refuse(`A caregiver cannot change the ${field} of this; a parent does that in the app.`);
    }
  }
}

/** True when the principal may read collection `name`; a pull of one it may not read answers nothing (HOUSEHOLD-4). */
export function mayPull(principal: SyncPrincipal, name: CollectionName): boolean {
  return principal.kind !== 'parent' || roleMayPull(principal.role, name);
}
