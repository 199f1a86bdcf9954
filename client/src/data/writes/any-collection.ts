// The writes every collection makes alike, for the per-collection files beside this one (ADR 0073). Each
// answers the document as stored after the write, or null when there was none to write to.
import type { CollectionName } from '@sync/protocol/collections';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import type { DocumentOf } from '../synced-document';

/**
 * Stores a new document once: with the id a form made when it opened, a repeated submit finds it there and
 * answers it unchanged (ADR 0049). A deleted document of that id comes back.
 */
export async function insertOnce<Name extends CollectionName>(
  database: BrightdayDatabase,
  name: Name,
  document: DocumentOf<Name>,
): Promise<DocumentOf<Name>> {
  const stored = await collectionOf(database, name).insertIfNotExists(document);
  return stored.toMutableJSON();
}

/** Sets `change` onto the document as stored now; null when it is gone. */
export async function patchById<Name extends CollectionName>(
  database: BrightdayDatabase,
  name: Name,
  id: string,
  change: Partial<DocumentOf<Name>>,
): Promise<DocumentOf<Name> | null> {
  const document = await collectionOf(database, name).findOne(id).exec();
  if (!document) return null;
  return (await document.incrementalPatch(change)).toMutableJSON();
}

/** Deletes the document on every device (a tombstone replicates); null when it was not there. */
export async function removeById<Name extends CollectionName>(
  database: BrightdayDatabase,
  name: Name,
  id: string,
): Promise<DocumentOf<Name> | null> {
  const document = await collectionOf(database, name).findOne(id).exec();
  if (!document) return null;
  await document.incrementalRemove();
  return document.toMutableJSON();
}
