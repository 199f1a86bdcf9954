import { sql, type Kysely, type Transaction } from 'kysely';
import type { CollectionName, CollectionSpec } from '../../../sync/protocol/collections';
import { COLLECTIONS } from '../../../sync/protocol/collections';
import type { PushRow } from '../../../sync/protocol/messages';
import { reserveFamilySeq } from '../db/family-sequence';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { rememberApplied, wasApplied, writeIdOf, type WriteKey } from './applied-writes';
import { announceChange } from './change-feed';
import { removeChildData } from './child-removal';
import { parseAssumedDocument, parsePushedDocument, sameContent } from './documents';
import { dynamic } from './dynamic-tables';
import { assertBoardMayWrite, assertMayPush, assertReferencesInFamily } from './push-authorization';
import { ensureRewardsRow, recomputeRewards } from './rewards-writer';
import { documentToColumns, rowToDocument, type WireDocument } from './row-mapping';
import type { SyncPrincipal } from './sync-principal';

/** What a push answers: the server's copy of every row not written, and which of them were replays. */
export interface PushOutcome {
  conflicts: WireDocument[];
  /** Ids of rows this server had applied before (a re-sent push) and that were changed since. */
  alreadyApplied: string[];
}

/**
 * Applies a push in one transaction (docs/sync-protocol.md). For each row: a document the server does not
 * have is inserted; one whose stored content equals the client's assumed state is updated; anything
 * else is a conflict, answered with the server's copy for the client to merge and push again. A row
 * whose content the server already has is a no-op, and a row whose exact state was applied before
 * (ADR 0013) is never applied again, so a re-sent push is harmless however late it comes.
 */
export async function pushDocuments(
  db: Kysely<Database>,
  principal: SyncPrincipal,
  name: CollectionName,
  rows: PushRow[],
): Promise<PushOutcome> {
  const spec = COLLECTIONS[name];
  assertMayPush(principal, name, spec);
  const { familyId } = principal;
  // Parsed before the transaction: a refused document costs no lock.
  const pushed = rows.map((row) => ({
    next: parsePushedDocument(name, spec, row.newDocumentState, familyId),
    assumed: row.assumedMasterState == null ? null : parseAssumedDocument(spec, row.assumedMasterState),
  }));

  return db.transaction().execute(async (trx) => {
    // Ordering-sensitive: one writer per family at a time, so sequence order is commit order (ADR 0002).
    await sql`select pg_advisory_xact_lock(hashtextextended(${familyId}, 0))`.execute(trx);
    const conflicts: WireDocument[] = [];
    const alreadyApplied: string[] = [];
    const applied: WriteKey[] = [];
    const changed = new Set<CollectionName>();
    const ledgerChildren = new Set<string>();

    for (const { next, assumed } of pushed) {
      const storedRow = await dynamic(trx)
        .selectFrom(spec.table)
        .selectAll()
        .where('id', '=', next.id as string)
        .forUpdate()
        .executeTakeFirst();
      // Security: an id that exists in another family is refused without saying whose it is.
      if (storedRow !== undefined && storedRow.family_id !== familyId) throw new AppError('FORBIDDEN');
      const stored = storedRow === undefined ? null : rowToDocument(spec, storedRow);
      assertBoardMayWrite(principal, spec, next, stored);

      if (stored !== null && sameContent(stored, next)) {
        // Already applied (a re-sent push): answered with the server's copy, which equals the client's,
        // unless the client already knew it.
        if (assumed == null || !sameContent(assumed, stored)) conflicts.push(stored);
        continue;
      }
      // Ledger entries never change, so the content check above already catches their replays.
      const key = { collection: name, documentId: next.id as string, writeId: writeIdOf(next) };
      const remembered = spec.kind !== 'ledger';
      if (stored !== null && remembered && (await wasApplied(trx, key))) {
        // A replay of a write that was overwritten since: the later write stands, and the client is
        // told to keep the server's copy rather than merge its old change back in.
        conflicts.push(stored);
        alreadyApplied.push(key.documentId);
        continue;
      }
      if (stored !== null && (spec.kind === 'ledger' || assumed == null || !sameContent(assumed, stored))) {
        conflicts.push(stored);
        continue;
      }
      await assertReferencesInFamily(trx, next, familyId);
      if (name === 'rewardTransactions') {
        await ensureRewardsRow(trx, familyId, next.childId as string, next.rewardId as string);
        ledgerChildren.add(next.childId as string);
      }
      await write(trx, spec, familyId, next, stored === null);
      if (remembered) applied.push(key);
      changed.add(name);
      if (name === 'children' && next._deleted === true && stored?._deleted !== true) {
        for (const collection of await removeChildData(trx, familyId, next.id as string))
          changed.add(collection);
      }
    }

    await rememberApplied(trx, familyId, applied);
    for (const childId of ledgerChildren) {
      if (await recomputeRewards(trx, familyId, childId)) changed.add('rewards');
    }
    if (changed.size > 0) await announceChange(trx, { familyId, collections: [...changed] });
    return { conflicts, alreadyApplied };
  });
}

/** Writes a document with the family's next sequence number and a server-assigned updated_at. */
async function write(
  trx: Transaction<Database>,
  spec: CollectionSpec,
  familyId: string,
  document: WireDocument,
  insert: boolean,
): Promise<void> {
  const table = spec.table;
  const seq = await reserveFamilySeq(trx, familyId);
  const columns = { ...documentToColumns(spec, document), family_id: familyId, seq, updated_at: new Date() };
  if (insert) {
    await dynamic(trx).insertInto(table).values(columns).execute();
  } else {
    await dynamic(trx)
      .updateTable(table)
      .set(columns)
      .where('id', '=', document.id as string)
      .execute();
  }
}
