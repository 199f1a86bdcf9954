// The replication wire protocol (docs/sync-protocol.md): the messages of pull, push and the change stream.
// Any change to these shapes must bump SYNC_PROTOCOL_VERSION (a test pins a hash of them).
import { z } from 'zod';

/** The protocol version this code speaks; sent by clients in the `X-Sync-Protocol` header. */
export const SYNC_PROTOCOL_VERSION = 4;
/**
 * The oldest client protocol the server still serves; older clients get 426 and are asked to reload.
 * Protocol 1 clients did not stamp `updatedAt` at each local write, so the server could take a new write
 * of theirs for a replay of an earlier one with the same content (CHANGELOG, version 2).
 */
export const MIN_SYNC_PROTOCOL_VERSION = 2;
/** The request header that carries the client's protocol version. */
export const SYNC_PROTOCOL_HEADER = 'x-sync-protocol';
/** At most this many documents per pull. */
export const MAX_PULL_LIMIT = 500;
/** At most this many rows per push. */
export const MAX_PUSH_ROWS = 500;

/**
 * The first protocol that understands a full resync (`existingIds`, ADR 0047). An older client whose
 * checkpoint is behind the pruned tombstones is answered 426, so it reloads and resyncs.
 */
export const FULL_RESYNC_PROTOCOL_VERSION = 3;

/**
 * Where a client is in a collection's change feed: the highest change sequence it has seen, and the
 * family's pruned-through sequence its copy already accounts for (R-RETAIN-RESYNC). Checkpoints stored
 * before protocol 3 have no `prunedThrough`, which reads as 0.
 */
export const checkpointSchema = z.object({ seq: z.int().min(0), prunedThrough: z.int().min(0).optional() });
/** A replication checkpoint. */
export type Checkpoint = z.infer<typeof checkpointSchema>;

/** The query of GET /api/sync/{collection}/pull. */
export const pullQuerySchema = z.object({
  seq: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PULL_LIMIT).default(MAX_PULL_LIMIT),
  prunedThrough: z.coerce.number().int().min(0).default(0),
  /**
   * `newest`: a fresh device's first sync (R-FIRST-NEWEST, ADR 0085) reads the collection newest first,
   * from `before` down (the top when absent), so that today's documents arrive before the history.
   */
  order: z.enum(['oldest', 'newest']).default('oldest'),
  before: z.coerce.number().int().min(1).optional(),
});

/**
 * The answer of a pull: documents after the checkpoint, in sequence order, and the new checkpoint. When
 * the client's checkpoint is older than tombstones the server has deleted (R-RETAIN-RESYNC), it also
 * carries `existingIds`: every document of the collection that exists for this credential. The client
 * then deletes its copy of any other document it holds from the server.
 */
export const pullResponseSchema = z.object({
  documents: z.array(z.record(z.string(), z.unknown())),
  checkpoint: checkpointSchema,
  existingIds: z.array(z.string()).optional(),
  /**
   * The page was cut at PULL_PAGE_MAX_BYTES before `limit` documents (ADR 0048): more may follow at once,
   * although the page is short. Absent when the page ended for want of documents.
   */
  more: z.literal(true).optional(),
  /**
   * A newest-first page (`order=newest`) that holds documents: the lowest sequence among them, from which
   * the next page goes on down (`before`). Its `checkpoint.seq` is the highest.
   */
  before: z.int().min(1).optional(),
});
/** A pull answer. */
export type PullResponse = z.infer<typeof pullResponseSchema>;

/** One row of a push: the state the client last saw from the server (null for a new document) and its new state. */
export const pushRowSchema = z.object({
  // RxDB leaves the key out for a new document; null and absent mean the same.
  assumedMasterState: z.record(z.string(), z.unknown()).nullish(),
  newDocumentState: z.record(z.string(), z.unknown()),
});
/** A push row. */
export type PushRow = z.infer<typeof pushRowSchema>;

/** The body of POST /api/sync/{collection}/push. */
export const pushRequestSchema = z.object({ rows: z.array(pushRowSchema).min(1).max(MAX_PUSH_ROWS) });

/**
 * The answer of a push: the server's copy of every row it did not write, and the ids of those rows it
 * had already applied from an earlier push and that have changed since (the client keeps the server's
 * copy of those instead of merging its old change back in).
 */
export const pushResponseSchema = z.object({
  conflicts: z.array(z.record(z.string(), z.unknown())),
  alreadyApplied: z.array(z.string()),
});
/** A push answer. */
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** The data of a `change` event on GET /api/sync/stream: which collections changed. */
export const changeEventSchema = z.object({ collections: z.array(z.string()) });
/** A change event. */
export type ChangeEvent = z.infer<typeof changeEventSchema>;
