// Which writes a push has already applied (ADR 0013). RxDB re-sends a push whose answer it never got
// exactly as it first sent it. While the document still holds that content the re-sent row is a no-op
// by content alone; once another device has changed the document and changed it back, only the write's
// identity can tell the replay from a new write, and applying it would undo the later, acknowledged one.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CollectionName } from '@sync/protocol/collections';
import { APPLIED_WRITE_RETENTION_DAYS } from '@sync/domain/retention';
import { stableStringify } from '@sync/protocol/stable-hash';
import type { Database } from '../db/tables';
import type { WireDocument } from '../db/stored-rows';

/**
 * How long a write's identity is kept (sync/domain/retention.ts). A device whose answer was lost re-sends
 * on reconnecting; one that stays away longer than this is judged by content alone, as before identities
 * were kept.
 */
export { APPLIED_WRITE_RETENTION_DAYS };

/**
 * The identity of a pushed document state: a hash of all of it, the client's `updatedAt` included.
 * Clients stamp `updatedAt` afresh at every local write (the data layer's hooks), so two different
 * writes of the same content get different identities, while a re-sent row keeps its own.
 */
export function writeIdOf(document: WireDocument): string {
  return createHash('sha256').update(stableStringify(document)).digest('base64url');
}

/**
 * The identity of a write as its device sent it (R-PUSH-REPLAY): the parsed document, without the
 * `updatedAt` the server fills in when a client leaves it out. Security: a re-sent push must hash the
 * same as its first attempt, so the identity never holds anything the server made up; a client that
 * does not stamp its writes gets the same identity for two writes of the same content.
 */
export function sentWriteIdOf(sent: Record<string, unknown>, parsed: WireDocument): string {
  if (sent.updatedAt !== undefined) return writeIdOf(parsed);
  const { updatedAt: _serverMade, ...unstamped } = parsed;
  return writeIdOf(unstamped);
}

/** The key of one write: which document, and which state of it. */
export interface WriteKey {
  collection: CollectionName;
  documentId: string;
  writeId: string;
}

/** True when this exact write was applied to the document before (and is still remembered). */
export async function wasApplied(
  trx: Transaction<Database>,
  familyId: string,
  key: WriteKey,
): Promise<boolean> {
  const row = await trx
    .selectFrom('applied_writes')
    .select('write_id')
    .where('family_id', '=', familyId)
    .where('collection', '=', key.collection)
    .where('document_id', '=', key.documentId)
    .where('write_id', '=', key.writeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers the writes a push applied, in its transaction, with one statement (a push has up to 500). */
export async function rememberApplied(
  trx: Transaction<Database>,
  familyId: string,
  keys: readonly WriteKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await trx
    .insertInto('applied_writes')
    .values(
      keys.map((key) => ({
        collection: key.collection,
        document_id: key.documentId,
        write_id: key.writeId,
        family_id: familyId,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
