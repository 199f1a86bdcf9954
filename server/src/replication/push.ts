// The push procedure (ADR 0007), top to bottom: who may push, parsing, then per row under the family
// lock: the stored copy, a board's limits, replays and conflicts, references, the write and its effects.
// What differs between collections is read from the registry (stored-collections.ts) and the write
// effects (write-effects.ts).
import type { Kysely, Transaction } from 'kysely';
import type { CollectionName, CollectionSpec } from '@sync/protocol/collections';
import { COLLECTIONS } from '@sync/protocol/collections';
import type { PushRow } from '@sync/protocol/messages';
import { documentsEqual } from '@sync/merge/documents-equal';
import { lockFamily, reserveFamilySeq } from '../db/family-sequence';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { rememberApplied, sentWriteIdOf, wasApplied, type WriteKey } from './applied-writes';
import { wasPruned } from '../retention/pruned-documents';
import { announceChange } from '../db/change-notices';
import { readOnce } from './push-reads';
import { storedCollection, type StoredCollectionShape } from '../db/stored-collections';
import { documentToColumns, dynamic, rowToDocument, type WireDocument } from '../db/stored-rows';
import { writeEffectsOf } from './write-effects';
import type { SyncPrincipal } from './sync-principal';
import { assertMemberMayWrite, authorizePush } from './sync-authorization';
import { assertDoneByIsPusher } from './done-by-check';
import { acrossFamilies } from '../db/across-families';

/** What a push answers: the server's copy of every row not written, and which of them were replays. */
export interface PushOutcome {
  conflicts: WireDocument[];
  /** Ids of rows this server had applied before (a re-sent push) and that were changed since. */
  alreadyApplied: string[];
}

/**
 * Applies a push in one transaction. For each row: a document the server does not have is inserted;
 * one whose stored content equals the client's assumed state is updated; anything else is a conflict,
 * answered with the server's copy for the client to merge and push again. A row whose content the
 * server already has is a no-op, and a row whose exact state was applied before (ADR 0013) is never
 * applied again, so a re-sent push is harmless however late it comes.
 */
export async function pushDocuments(
  db: Kysely<Database>,
  principal: SyncPrincipal,
  name: CollectionName,
  rows: PushRow[],
): Promise<PushOutcome> {
  const spec = COLLECTIONS[name];
  const storage = storedCollection(name);
  const effects = writeEffectsOf(name);
  assertMayPush(principal, name, spec);
  const { familyId } = principal;
  // Parsed before the transaction: a refused document costs no lock.
  const pushed = rows.map((row) => {
    const next = parsePushedDocument(name, spec, row.newDocumentState, familyId);
    return {
      next,
      writeId: sentWriteIdOf(row.newDocumentState, next),
      assumed: row.assumedMasterState == null ? null : parseAssumedDocument(spec, row.assumedMasterState),
    };
  });
  // Security: a member's role (ADR 0067, HOUSEHOLD-3) may push this collection at all; each row's change is
  // judged under the lock (assertMemberMayWrite).
  authorizePush(principal, name);

  return db.transaction().execute(async (trx) => {
    // Ordering-sensitive: one writer per family at a time, so sequence order is commit order (ADR 0002).
    await lockFamily(trx, familyId);
    const conflicts: WireDocument[] = [];
    const alreadyApplied: string[] = [];
    const applied: WriteKey[] = [];
    const written: WireDocument[] = [];
    const changed = new Set<CollectionName>();

    for (const { next, writeId, assumed } of pushed) {
      const storedRow = await dynamic(trx)
        .selectFrom(storage.table)
        .selectAll()
        .where('family_id', '=', familyId)
        .where('id', '=', next.id as string)
        .forUpdate()
        .executeTakeFirst();
      const stored = storedRow === undefined ? null : rowToDocument(spec, storage, storedRow);
      // Deleted long ago and its tombstone pruned since (ADR 0047): the deletion stands, as it would have
      // against the tombstone (M-DELETE-1). A deletion of it is a no-op; anything else gets it back deleted.
      if (stored === null && assumed != null && spec.heldBy.length > 0) {
        if (await wasPruned(trx, familyId, name, assumed)) {
          if (next._deleted !== true) conflicts.push({ ...assumed, _deleted: true });
          continue;
        }
      }
      assertBoardMayWrite(principal, spec, next, stored);

      if (stored !== null && documentsEqual(stored, next)) {
        // Already applied (a re-sent push): answered with the server's copy, which equals the client's,
        // unless the client already knew it.
        if (assumed == null || !documentsEqual(assumed, stored)) conflicts.push(stored);
        continue;
      }
      // Ledger entries never change, so the content check above already catches their replays.
      const key = { collection: name, documentId: next.id as string, writeId };
      const remembered = spec.kind !== 'ledger';
      if (stored !== null && remembered && (await wasApplied(trx, familyId, key))) {
        // A replay of a write that was overwritten since: the later write stands, and the client is
        // told to keep the server's copy rather than merge its old change back in.
        conflicts.push(stored);
        alreadyApplied.push(key.documentId);
        continue;
      }
      if (
        stored !== null &&
        (spec.kind === 'ledger' || assumed == null || !documentsEqual(assumed, stored))
      ) {
        conflicts.push(stored);
        continue;
      }
      // Security: whoever pushes may say only that they did it themselves (D-DONEBY-1, -4); the throw refuses
      // the push whole, since the transaction rolls back. Judged only for a row that is written: a row
      // answered with the server's copy writes nothing — a member's credit of a day a board credited
      // first, which names the member where the board's names nobody, is that board's entry, not a lie.
      assertDoneByIsPusher(principal, name, next, stored);
      assertMemberMayWrite(principal, name, next, stored);
      await assertReferencesInScope(trx, storage, next, principal);
      if (stored === null) await effects.create?.(trx, principal, next);
      else await effects.change?.(trx, principal, next, stored);
      await effects.beforeWrite?.(trx, familyId, next, stored);
      await write(trx, spec, storage, familyId, next, stored === null);
      if (remembered) applied.push(key);
      written.push(next);
      changed.add(name);
      for (const other of (await effects.afterWrite?.(trx, familyId, next, stored)) ?? []) changed.add(other);
    }

    await rememberApplied(trx, familyId, applied);
    if (written.length > 0) {
      for (const other of (await effects.afterPush?.(trx, familyId, written)) ?? []) changed.add(other);
    }
    if (changed.size > 0) await announceChange(trx, { familyId, collections: [...changed] });
    return { conflicts, alreadyApplied };
  });
}

/** Throws 403 unless the principal may push to this collection at all. */
function assertMayPush(principal: SyncPrincipal, name: CollectionName, spec: CollectionSpec): void {
  if (spec.kind === 'projection' || spec.kind === 'content') {
    throw new AppError('FORBIDDEN', `${name} are kept by Brightday and cannot be changed directly.`);
  }
  if (principal.kind === 'board' && spec.boardWrites === null) {
    throw new AppError('FORBIDDEN', `A board cannot change ${name}; ask a parent to do it in the app.`);
  }
}

/**
 * Parses a pushed document with its collection's schema. Security: `familyId` is overwritten with the
 * credential's family before parsing, so a document can never be written into another family.
 */
function parsePushedDocument(
  name: CollectionName,
  spec: CollectionSpec,
  raw: Record<string, unknown>,
  familyId: string,
): WireDocument {
  // The nil UUID is no document's id: every writer makes ids at random or by name (D-RINST-1).
  if (raw.id === NIL_UUID)
    throw new AppError('BAD_REQUEST', `A ${name} document was refused (id): Invalid id`);
  const candidate = { updatedAt: new Date().toISOString(), ...raw, familyId };
  const result = spec.schema.safeParse(candidate);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    throw new AppError(
      'BAD_REQUEST',
      `A ${name} document was refused${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return result.data;
}

/** Parses the state a client assumed the server had; undefined when it is not even a valid document. */
function parseAssumedDocument(spec: CollectionSpec, raw: Record<string, unknown>): WireDocument | undefined {
  const result = spec.schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

// Fields that identify or describe a document's version rather than its content.
const META_FIELDS = new Set(['id', 'familyId', 'updatedAt']);

/**
 * Security: a board writes only its own child's progress — the documents its write rules allow, for its
 * child, changing only the fields a board may change, never deleting.
 */
function assertBoardMayWrite(
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
  // Security: a board speaks only for itself (R-BOARD-USAGE); its device id comes from its credential.
  const deviceField = spec.deviceField;
  const ownDevice = (document: WireDocument) =>
    deviceField === null || document[deviceField] === principal.deviceId;
  if (!ownDevice(next) || (stored !== null && !ownDevice(stored))) {
    throw new AppError('FORBIDDEN', 'A board can only record its own use.');
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
    if (!documentsEqual({ value: next[field] }, { value: stored[field] })) {
      throw new AppError(
        'FORBIDDEN',
        `A board cannot change the ${field} of this; a parent does that in the app.`,
      );
    }
  }
}

/**
 * Security: every document a push references must belong to the pusher's family — a foreign key alone
 * would accept another family's child — and, for a board, to its own child when it belongs to a child
 * (R-BOARD-REFS): a board's routine instance may not point at a sibling's routine. A reference to something
 * that has not arrived yet (collections replicate independently, so a routine can reach the server before
 * its child) answers 409, which the client retries later.
 */
async function assertReferencesInScope(
  trx: Transaction<Database>,
  storage: StoredCollectionShape,
  next: WireDocument,
  principal: SyncPrincipal,
): Promise<void> {
  for (const [field, target] of Object.entries(storage.references)) {
    const value = next[field];
    if (target === undefined || typeof value !== 'string') continue;
    const boardScoped = principal.kind === 'board' && target.childColumn !== undefined;
    const read = () =>
      dynamic(trx)
        .selectFrom(target.table)
        .select([
          'family_id',
          ...(target.removable ? ['deleted'] : []),
          ...(boardScoped && target.childColumn !== undefined
            ? [`${target.childColumn} as owner_child`]
            : []),
        ])
        .where('family_id', '=', principal.familyId)
        .where('id', '=', value)
        .executeTakeFirst();
    // A push writes only its own collection's table: a row of another is read once per push (push-reads.ts).
    const row =
      target.table === storage.table
        ? await read()
        : await readOnce(trx, `reference:${field}:${target.table}:${value}`, read);
    if (row === undefined) {
      // Security: another family's document is refused for good (403), not retried as one still on its
      // way. Only this rare miss asks beyond the family: on Citus it is the one push statement that goes
      // to every shard (ADR 0074).
      const elsewhere = await acrossFamilies('a reference outside the family', () =>
        dynamic(trx).selectFrom(target.table).select('id').where('id', '=', value).executeTakeFirst(),
      );
      if (elsewhere !== undefined) throw new AppError('FORBIDDEN');
      throw new AppError(
        'CONFLICT',
        `This refers to a ${target.noun} that has not reached Brightday yet; it will sync shortly.`,
      );
    }
    if (row.family_id !== principal.familyId) throw new AppError('FORBIDDEN');
    if (boardScoped && principal.kind === 'board' && row.owner_child !== principal.childId) {
      throw new AppError('FORBIDDEN', "A board can only record its own child's progress.");
    }
    // Made offline for something removed meanwhile: refused for good, so the device drops it.
    if (row.deleted === true && next._deleted !== true) {
      throw new AppError('BAD_REQUEST', `This belongs to a ${target.noun} that has been removed.`);
    }
  }
}

/** Writes a document with the family's next sequence number and a server-assigned updated_at. */
async function write(
  trx: Transaction<Database>,
  spec: CollectionSpec,
  storage: StoredCollectionShape,
  familyId: string,
  document: WireDocument,
  insert: boolean,
): Promise<void> {
  const seq = await reserveFamilySeq(trx, familyId);
  const columns = {
    ...documentToColumns(spec, storage, document),
    family_id: familyId,
    seq,
    updated_at: new Date(),
  };
  if (insert) {
    const inserted = await dynamic(trx)
      .insertInto(storage.table)
      .values(columns)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    // Security: the id is taken in another family, which the family's own lookup above cannot see; refused
    // without saying whose it is (ADR 0074).
    if (inserted.numInsertedOrUpdatedRows === 0n) throw new AppError('FORBIDDEN');
  } else {
    await dynamic(trx)
      .updateTable(storage.table)
      .set(columns)
      .where('family_id', '=', familyId)
      .where('id', '=', document.id as string)
      .execute();
  }
}
