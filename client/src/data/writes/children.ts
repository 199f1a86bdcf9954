// Every write of the `children` collection, to the local database (offline too); replication carries it
// to the server, which checks the family's consent (ADR 0027) and carries a child's deletion to their data.
import type { z } from 'zod';
import type { ChildInput, childInputSchema } from '@sync/collections/children';
import type { BrightdayDatabase } from '../create-database';
import { saveDocumentChanges, type SavedChanges } from '../forms/save-changes';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { insertOnce, patchById, removeById } from './any-collection';

type ChildDocument = DocumentOf<'children'>;

/**
 * Adds a child with the `id` the page made when it opened, so a second tap on "Add child" writes the same
 * child (ADR 0049).
 */
export function addChild(
  database: BrightdayDatabase,
  owner: { readonly familyId: string; readonly parentId: string },
  id: string,
  input: z.input<typeof childInputSchema>,
): Promise<ChildDocument> {
  const now = new Date().toISOString();
  const child = toLocalDocument('children', {
    ...input,
    id,
    familyId: owner.familyId,
    parentId: owner.parentId,
    createdAt: now,
    updatedAt: now,
  });
  return insertOnce(database, 'children', child);
}

/** Saves only what the parent changed, from `start`, onto the profile as stored now (ADR 0051). */
export function changeChild(
  database: BrightdayDatabase,
  id: string,
  start: Record<string, unknown>,
  input: ChildInput,
): Promise<SavedChanges<'children'> | null> {
  return saveDocumentChanges(database, 'children', id, start, input);
}

/** Sets when the child's boards dim (D-NIGHT-1); null hours follow the child's routines. */
export function setNightHours(
  database: BrightdayDatabase,
  id: string,
  nightHours: ChildDocument['nightHours'],
): Promise<ChildDocument | null> {
  return patchById(database, 'children', id, { nightHours });
}

/** Deletes the child on every device; the server removes what hangs off them. */
export function removeChild(database: BrightdayDatabase, id: string): Promise<ChildDocument | null> {
  return removeById(database, 'children', id);
}
