import type { Kysely } from 'kysely';
import type { CollectionName } from '@sync/protocol/collections';
import { COLLECTIONS } from '@sync/protocol/collections';
import {
  FULL_RESYNC_PROTOCOL_VERSION,
  SYNC_PROTOCOL_VERSION,
  type PullResponse,
} from '@sync/protocol/messages';
import { keepChoreDaysUpToDate } from '../chores/chore-days';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { prunedThrough } from '../retention/pruned-horizon';
import { readPullPage } from './pull-page';
import { storedCollection } from '../db/stored-collections';
import { columnOf, dynamic, rowToDocument } from '../db/stored-rows';
import type { SyncPrincipal } from './sync-principal';
import { mayPull } from './sync-authorization';

/** Brings the family's documents of a collection up to date before a pull reads them (the server's own writes). */
const BEFORE_PULL: {
  readonly [N in CollectionName]?: (db: Kysely<Database>, familyId: string) => Promise<void>;
} = {
  // Whoever asks for chore instances gets today's, set up by the server if no parent's phone has (ADR 0059).
  choreInstances: keepChoreDaysUpToDate,
};

/** What the client says of its copy beyond the checkpoint sequence. */
export interface PullingClient {
  /** The pruned-through sequence its copy already accounts for (from its checkpoint; 0 when none). */
  prunedThrough: number;
  /** Its `X-Sync-Protocol` version. */
  protocol: number;
}

const CURRENT_CLIENT: PullingClient = { prunedThrough: 0, protocol: SYNC_PROTOCOL_VERSION };

/**
 * The documents of a collection that changed after checkpoint `seq`, in sequence order, limited to what
 * the principal may see: a parent sees the family; a board sees its child's documents and the family
 * documents a board needs. Because sequences are taken under the family lock (ADR 0002), a document
 * with a lower sequence can never commit after one with a higher sequence has been read.
 *
 * A client whose checkpoint is below the family's pruned tombstones (R-RETAIN-RESYNC, ADR 0047) may have
 * missed deletions the feed no longer holds: its answer also lists every document that exists, so that it
 * deletes the others.
 */
export async function pullDocuments(
  db: Kysely<Database>,
  principal: SyncPrincipal,
  name: CollectionName,
  seq: number,
  limit: number,
  client: PullingClient = CURRENT_CLIENT,
): Promise<PullResponse> {
  const spec = COLLECTIONS[name];
  const visible = await visibleRows(db, principal, name);
  if (visible === null) return { documents: [], checkpoint: { seq, prunedThrough: client.prunedThrough } };
  const stored = storedCollection(name);
  const { rows, cut } = await readPullPage(dynamic(db), visible(), stored.table, { after: seq }, limit);
  // Ordering-sensitive: read after the rows. Tombstones are deleted and the horizon raised in one
  // statement, so a tombstone missing from the rows above shows in the horizon read here.
  const horizon = await horizonOf(db, principal, name);
  const last = rows.at(-1);
  const answer: PullResponse = {
    documents: rows.map((row) => rowToDocument(spec, stored, row)),
    checkpoint: {
      seq: last === undefined ? seq : Number(last.seq),
      prunedThrough: Math.max(horizon, client.prunedThrough),
    },
    ...(cut ? { more: true as const } : {}),
  };
  // A fresh client (seq 0) never held what was pruned; one past the horizon has seen every pruned deletion.
  const mayHaveMissed = seq > 0 && seq < horizon && client.prunedThrough < horizon;
  if (!mayHaveMissed) return answer;
  // An older app would keep the deleted documents: it is told to update, and the new app resyncs.
  if (client.protocol < FULL_RESYNC_PROTOCOL_VERSION) throw new AppError('UPGRADE_REQUIRED');
  const existing = await visible().select('id').where('deleted', '=', false).execute();
  return { ...answer, existingIds: existing.map((row) => String(row.id)) };
}

/**
 * A page of a fresh device's first sync (R-FIRST-NEWEST, ADR 0085): the visible documents below sequence
 * `before` (from the top when undefined), newest first, so that today's arrive before the history. The
 * answer's checkpoint is the page's highest sequence, and `before` its lowest, where the next page starts.
 * A fresh device held nothing, so nothing it held can have been pruned: the horizon is only passed on.
 */
export async function pullNewestDocuments(
  db: Kysely<Database>,
  principal: SyncPrincipal,
  name: CollectionName,
  before: number | undefined,
  limit: number,
): Promise<PullResponse> {
  const spec = COLLECTIONS[name];
  const visible = await visibleRows(db, principal, name);
  if (visible === null) return { documents: [], checkpoint: { seq: 0, prunedThrough: 0 } };
  const stored = storedCollection(name);
  const start = { newestBefore: before ?? null };
  const { rows, cut } = await readPullPage(dynamic(db), visible(), stored.table, start, limit);
  const horizon = await horizonOf(db, principal, name);
  const [highest, lowest] = [rows.at(0), rows.at(-1)];
  return {
    documents: rows.map((row) => rowToDocument(spec, stored, row)),
    checkpoint: { seq: highest === undefined ? 0 : Number(highest.seq), prunedThrough: horizon },
    ...(lowest === undefined ? {} : { before: Number(lowest.seq) }),
    ...(cut ? { more: true as const } : {}),
  };
}

/**
 * The rows of a collection the principal may see, as a query to narrow further; null when its role keeps
 * the collection from it (HOUSEHOLD-4: answered nothing, not refused). Throws for a board asking for a
 * collection a board never keeps.
 */
async function visibleRows(db: Kysely<Database>, principal: SyncPrincipal, name: CollectionName) {
  const spec = COLLECTIONS[name];
  // Security: a board reads only what a board keeps or writes; a parent's conversations with Nia are never
  // a board's, even those about its child (ADR 0043).
  if (principal.kind === 'board' && !spec.heldBy.includes('board') && spec.boardWrites === null) {
    throw new AppError('FORBIDDEN', `A board does not keep ${name}.`);
  }
  if (!mayPull(principal, name)) return null;
  const stored = storedCollection(name);
  // Ordering-sensitive: before the rows are read, so that what the server writes is in this answer.
  await BEFORE_PULL[name]?.(db, principal.familyId);
  return () => {
    let query = dynamic(db).selectFrom(stored.table);
    // Daily content is shared by all families (ADR 0003); everything else is the family's own.
    if (spec.kind !== 'content') query = query.where('family_id', '=', principal.familyId);
    if (principal.kind === 'board' && spec.childField !== null) {
      query = query.where(columnOf(spec.childField), '=', principal.childId);
    }
    return query;
  };
}

/** The family's pruned-through sequence of a collection; shared content is never pruned. */
function horizonOf(db: Kysely<Database>, principal: SyncPrincipal, name: CollectionName): Promise<number> {
  return COLLECTIONS[name].kind === 'content'
    ? Promise.resolve(0)
    : prunedThrough(db, principal.familyId, name);
}
