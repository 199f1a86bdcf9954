// The pull and push handlers of one collection: RxDB's replication primitives speaking the replication
// messages of sync/protocol/messages.ts.
import type {
  ReplicationPullHandler,
  ReplicationPushHandler,
  RxReplicationWriteToMasterRow,
  WithDeleted,
} from 'rxdb';
import type { CollectionName } from '@sync/protocol/collections';
import { documentsEqual } from '@sync/merge/documents-equal';
import { groupsWithin, REQUEST_BODY_MAX_BYTES } from '@sync/protocol/request-size';
import {
  MAX_PULL_LIMIT,
  pullResponseSchema,
  pushResponseSchema,
  type Checkpoint,
  type PushRow,
} from '@sync/protocol/messages';
import type { RefusedWrites } from './refused-writes';
import { HttpError } from '../../lib/http-client';
import { isPermanentRefusal, syncRequest, type SyncEndpoint } from './sync-http';
import type { SyncedDocument } from '../synced-document';

// The server's answers are documents of the collection asked for (it parsed each with the shared zod
// schema when it was written); this is the one place they are seen as RxDB documents.
function asDocuments(documents: Record<string, unknown>[]): WithDeleted<SyncedDocument>[] {
  return documents as WithDeleted<SyncedDocument>[];
}

/**
 * What a full resync deletes (R-RETAIN-RESYNC): given every id the server still has and the documents of
 * the page, the deletions of the device's other documents, as if the server had sent their tombstones.
 */
export type MissedDeletions = (
  existingIds: readonly string[],
  pulled: readonly WithDeleted<SyncedDocument>[],
) => Promise<WithDeleted<SyncedDocument>[]>;

/** One answer of GET /api/sync/{collection}/pull with `query`, checked against the protocol. */
async function pullPage(endpoint: SyncEndpoint, name: CollectionName, query: Record<string, string>) {
  const answer = await syncRequest(endpoint, `/api/sync/${name}/pull?${new URLSearchParams(query)}`);
  return pullResponseSchema.parse(answer);
}

/**
 * GET /api/sync/{collection}/pull from the checkpoint RxDB kept (none yet: from the start). When the
 * server answers that the checkpoint is older than the tombstones it has deleted, the page also carries
 * the deletions `missedDeletions` finds, and RxDB's pull stores them like any pulled tombstone.
 */
export function pullHandlerFor(
  endpoint: SyncEndpoint,
  name: CollectionName,
  missedDeletions?: MissedDeletions,
): ReplicationPullHandler<SyncedDocument, Checkpoint> {
  const page = (checkpoint: Checkpoint | undefined, limit: number) =>
    pullPage(endpoint, name, {
      seq: String(checkpoint?.seq ?? 0),
      limit: String(limit),
      prunedThrough: String(checkpoint?.prunedThrough ?? 0),
    });
  return async (checkpoint, batchSize) => {
    let answer = await page(checkpoint, batchSize);
    const documents = asDocuments(answer.documents);
    const existingIds = answer.existingIds;
    // RxDB stops pulling at the first page shorter than its batch, so a page the server cut at its byte
    // bound (`more`, ADR 0048) is followed here until the batch is full or the server has no more.
    while (answer.more === true && answer.documents.length > 0 && documents.length < batchSize) {
      answer = await page(answer.checkpoint, batchSize - documents.length);
      documents.push(...asDocuments(answer.documents));
    }
    if (existingIds === undefined || missedDeletions === undefined) {
      return { documents, checkpoint: answer.checkpoint };
    }
    return {
      documents: [...documents, ...(await missedDeletions(existingIds, documents))],
      checkpoint: answer.checkpoint,
    };
  };
}

/**
 * GET /api/sync/{collection}/pull newest first (R-FIRST-NEWEST): a page of a fresh device's first sync, from
 * the top of the collection or below `before`.
 */
export function newestPagesFor(endpoint: SyncEndpoint, name: CollectionName) {
  return (before: number | undefined, limit: number) =>
    pullPage(endpoint, name, {
      order: 'newest',
      limit: String(limit),
      ...(before === undefined ? {} : { before: String(before) }),
    });
}

function wireRow(row: RxReplicationWriteToMasterRow<SyncedDocument>): PushRow {
  // RxDB leaves the assumed state out for a new document; the contract says null.
  return { assumedMasterState: row.assumedMasterState ?? null, newDocumentState: row.newDocumentState };
}

async function postGroup(
  endpoint: SyncEndpoint,
  name: CollectionName,
  rows: PushRow[],
  refusals: RefusedWrites,
) {
  const answer = pushResponseSchema.parse(
    await syncRequest(endpoint, `/api/sync/${name}/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    }),
  );
  for (const id of answer.alreadyApplied) refusals.keepServerCopy(name, id);
  return asDocuments(answer.conflicts);
}

// A batch of large documents (pictures, conversations with Nia) would pass what one request may hold
// (ADR 0048), so it goes as several requests, in order; a group already written is a no-op if re-sent.
async function post(endpoint: SyncEndpoint, name: CollectionName, rows: PushRow[], refusals: RefusedWrites) {
  const conflicts: WithDeleted<SyncedDocument>[] = [];
  for (const group of groupsWithin(rows, REQUEST_BODY_MAX_BYTES)) {
    conflicts.push(...(await postGroup(endpoint, name, group, refusals)));
  }
  return conflicts;
}

/**
 * The server's copy of one document, found by reading the collection's feed from the start; undefined
 * when the credential cannot see it (or it does not exist). Only refused writes need this, and they are
 * rare (a bug or a tampered device), so a scan of one family's collection is an acceptable price.
 */
async function findOnServer(endpoint: SyncEndpoint, name: CollectionName, id: string) {
  const pull = pullHandlerFor(endpoint, name);
  let checkpoint: Checkpoint | undefined;
  for (;;) {
    const page = await pull(checkpoint, MAX_PULL_LIMIT);
    const found = page.documents.findLast((document) => document.id === id);
    if (found !== undefined) return found;
    if (page.documents.length < MAX_PULL_LIMIT) return undefined;
    checkpoint = page.checkpoint;
  }
}

/**
 * The conflicts less those whose server copy is the row's own content: the server holds what the row sent
 * (it had committed that row before, and the answer was lost), so the row is confirmed, not in conflict.
 * Answered as a conflict, RxDB would confirm the server's copy only along with writing its merge over the
 * document it read, and a newer local write since would keep the base from before the lost answer — on
 * which the merge takes a change back to that base for no change at all (ADR 0084).
 */
function withoutOwnStates(
  rows: readonly RxReplicationWriteToMasterRow<SyncedDocument>[],
  conflicts: WithDeleted<SyncedDocument>[],
): WithDeleted<SyncedDocument>[] {
  const sent = new Map(rows.map((row) => [row.newDocumentState.id, row.newDocumentState]));
  return conflicts.filter((master) => {
    const own = sent.get(master.id);
    return own === undefined || !documentsEqual(own, master);
  });
}

/**
 * POST /api/sync/{collection}/push; answers the server's copy of every row it did not write. The server
 * takes a push all or nothing, so one refused row (a board writing for another child, a document that
 * fails the schema) would hold back every change sent with it, retried forever. Refused batches are
 * therefore resent row by row; each row refused for good is recorded and answered with the server's copy
 * as it is now (or — for a document the server does not have for this device — that document deleted), so
 * RxDB puts the local copy back as the server has it and moves on: no refusal is retried (R-REFUSED-1).
 */
export function pushHandlerFor(
  endpoint: SyncEndpoint,
  name: CollectionName,
  refusals: RefusedWrites,
): ReplicationPushHandler<SyncedDocument> {
  const refused = async (
    row: RxReplicationWriteToMasterRow<SyncedDocument>,
    error: { status: number; message: string },
  ) => {
    const { id } = row.newDocumentState;
    // Recorded before the look-up below, which may fail (offline): RxDB then sends the batch again, and
    // the refused state must be answered from here, not sent again.
    refusals.mark(
      { collection: name, id, status: error.status, message: error.message },
      row.newDocumentState,
    );
    // R-REFUSED-1: the server's copy as it is now, never the state RxDB last saw. RxDB's pull skipped the
    // server's newer copies while this write waited (docs/pitfalls.md#rxdb), so a stale copy taken here
    // would never be corrected. A document the server does not hold for this device goes (deleted).
    return (await findOnServer(endpoint, name, id)) ?? { ...row.newDocumentState, _deleted: true };
  };
  // R-REFUSED-1: a row whose exact state was refused for good before is resolved again without sending it.
  const refusedBefore = (row: RxReplicationWriteToMasterRow<SyncedDocument>) =>
    refusals.refusalOf(name, row.newDocumentState.id, row.newDocumentState);
  const isRefusal = (error: unknown): error is HttpError =>
    error instanceof HttpError && isPermanentRefusal(error);

  return async (all) => {
    const answered: WithDeleted<SyncedDocument>[] = [];
    const rows = [];
    for (const row of all) {
      const before = refusedBefore(row);
      if (before === undefined) rows.push(row);
      else answered.push(await refused(row, before));
    }
    if (rows.length === 0) return answered;
    return [...answered, ...(await pushRows(rows))];
  };

  async function pushRows(rows: RxReplicationWriteToMasterRow<SyncedDocument>[]) {
    try {
      return withoutOwnStates(rows, await post(endpoint, name, rows.map(wireRow), refusals));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (rows.length === 1 && rows[0] !== undefined) return [await refused(rows[0], error)];
    }
    const conflicts: WithDeleted<SyncedDocument>[] = [];
    for (const row of rows) {
      try {
        conflicts.push(...withoutOwnStates([row], await post(endpoint, name, [wireRow(row)], refusals)));
      } catch (error) {
        // Anything else (offline, 409 "not synced yet") is retried whole: a re-sent row is a no-op.
        if (!isRefusal(error)) throw error;
        conflicts.push(await refused(row, error));
      }
    }
    return conflicts;
  }
}
