// The shape every replicated document shares, as RxDB holds it locally.
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { z } from 'zod';
import { COLLECTIONS, type CollectionName } from '@sync/protocol/collections';
import type { Checkpoint } from '@sync/protocol/messages';

/**
 * A replicated document as RxDB stores it: the wire fields (docs/sync-protocol.md) without `_deleted`, which
 * RxDB keeps itself. Code that serves every collection alike (replication) sees documents this way.
 */
export type SyncedDocument = { id: string } & Record<string, unknown>;

/** The document type of one collection: its wire schema's output, `_deleted` aside. */
export type DocumentOf<Name extends CollectionName> = Omit<
  z.output<(typeof COLLECTIONS)[Name]['schema']>,
  '_deleted'
>;

/** The RxDB replication of one collection. */
export type CollectionReplication = RxReplicationState<SyncedDocument, Checkpoint>;

/**
 * A document ready to store locally: parsed with the collection's wire schema (defaults filled in, as
 * the server would store it), without `_deleted`, which RxDB keeps itself. Throws the schema's message
 * for an invalid document, so a screen shows it before anything is written.
 */
export function toLocalDocument<Name extends CollectionName>(name: Name, document: object): DocumentOf<Name> {
  const { _deleted: _unused, ...fields } = COLLECTIONS[name].schema.parse(document);
  // The schema of `name` just produced these fields; TypeScript cannot follow a generic key to it.
  return fields as unknown as DocumentOf<Name>;
}
