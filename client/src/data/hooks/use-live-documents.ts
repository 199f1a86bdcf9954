// A live query of the local database as React state: the documents of a collection matching a selector,
// updated on every local or replicated write. The parent app and the board both read their data this way.
import { useEffect, useState } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import type { CollectionName } from '@sync/protocol/collections';
import { collectionOf, openedCollections, type BrightdayDatabase } from '../create-database';
import { watchAsFirstRead } from '../first-reads';
import type { DocumentOf } from '../synced-document';
import { useLoadingUntilLanded } from './use-first-pull';

/**
 * The documents of `name` matching `selector` in `database`, live; undefined while the database opens, the
 * first answer comes, or — with nothing found — the collection's first pull has not landed (SPEC
 * I-STATE-4: nothing yet is not "none"). A collection the database does not hold (a parent's has no daily
 * quotes) answers an empty list. `key` stands for the selector: a new selector object each render must not
 * start a query.
 */
export function useLiveDocuments<Name extends CollectionName>(
  database: BrightdayDatabase | undefined,
  name: Name,
  selector: MangoQuerySelector<DocumentOf<Name>>,
  key: string,
): DocumentOf<Name>[] | undefined {
  const held = database !== undefined && openedCollections(database).includes(name);
  const [documents, setDocuments] = useState<{ key: string; list: DocumentOf<Name>[] } | undefined>();
  useEffect(() => {
    if (database === undefined || !held) return;
    // Waited for by the replication's start (first-reads.ts, ADR 0082) until the first answer.
    return watchAsFirstRead(database, collectionOf(database, name).find({ selector }).$, (found) =>
      setDocuments({ key, list: found.map((document) => document.toMutableJSON()) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [database, held, name, key]);
  const list = useLoadingUntilLanded(database, name, documents?.key === key ? documents.list : undefined);
  if (database !== undefined && !held) return [];
  return list;
}
