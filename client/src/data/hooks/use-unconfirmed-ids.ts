// The ids among a live list of documents that the server has not confirmed yet (unconfirmed-documents.ts),
// as React state: asked again whenever the list changes, and once more when the replication has started if
// the first answer came before it.
import { useEffect, useState } from 'react';
import { unconfirmedIds } from '../sync-engine/unconfirmed-documents';
import type { CollectionReplication } from '../synced-document';

/**
 * Undefined until first known (and while `documents` are undefined); null when it could not be told, for the
 * caller to fall back on what needs no answer.
 */
export function useUnconfirmedIds(
  replication: CollectionReplication | undefined,
  documents: readonly { id: string }[] | undefined,
): ReadonlySet<string> | null | undefined {
  const [answer, setAnswer] = useState<{ of: readonly { id: string }[]; ids: ReadonlySet<string> | null }>();
  useEffect(() => {
    if (replication === undefined || documents === undefined) return;
    let current = true;
    const ids = documents.map((document) => document.id);
    const ask = async () => {
      const found = await unconfirmedIds(replication, ids);
      if (current) setAnswer({ of: documents, ids: found.ids });
      if (found.settled) return;
      await replication.startPromise;
      const settled = await unconfirmedIds(replication, ids);
      if (current) setAnswer({ of: documents, ids: settled.ids });
    };
    ask().catch((error: unknown) => {
      console.error('could not tell which changes the server has', error);
      if (current) setAnswer({ of: documents, ids: null });
    });
    return () => {
      current = false;
    };
  }, [replication, documents]);
  if (answer === undefined || documents === undefined) return undefined;
  if (answer.of === documents || answer.ids === null) return answer.ids;
  // While the new list is asked about, the last answer stands, so a screen does not fall back to loading on
  // every write; a document it did not know counts as unconfirmed, being most likely this device's own write.
  const known = new Set(answer.of.map((document) => document.id));
  const added = documents.filter((document) => !known.has(document.id)).map((document) => document.id);
  return new Set([...answer.ids, ...added]);
}
