// The data every board screen reads: the local database with the child's documents, whose child it is,
// and the family's clock. A paired tablet opens its own board database (board-data.ts); a parent's
// /smart-board/{childId} preview reads the parent's family database instead (ADR 0008: one tab must not
// open a second database's collections).
import { createContext, useContext, useEffect, useState } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import type { CollectionName } from '../../../sync/protocol/collections';
import type { TemperatureUnit } from '../../../sync/schemas/enums';
import type { WeatherPlace } from '../../../sync/schemas/family-settings';
import { collectionOf, openedCollections, type BrightdayDatabase } from '../data/create-database';
import type { Replication } from '../data/replicate';
import type { SyncCredential } from '../data/sync-http';
import type { DocumentOf } from '../data/synced-document';

/** What a board screen works with. */
export interface BoardData {
  database: BrightdayDatabase;
  /** The tablet's own board, or a parent's preview of it (writes as the parent; no alarms ring). */
  mode: 'device' | 'preview';
  /** The paired tablet's id; null in a preview. */
  deviceId: string | null;
  familyId: string;
  childId: string;
  /** The family's IANA time zone: the board's "today" and every schedule are counted in it. */
  timeZone: string;
  temperatureUnit: TemperatureUnit;
  weatherPlace: WeatherPlace | null;
  /** How API calls authenticate: the device token on a tablet, the parent's cookie in a preview. */
  credential: SyncCredential;
  /** The running replication (connection state, pending writes); absent while it starts. */
  replication: Replication | undefined;
}

/** Where board screens find their data. */
export const BoardDataContext = createContext<BoardData | undefined>(undefined);

/** The board's data; only valid under a provider that renders its children once the data is open. */
export function useBoardData(): BoardData {
  const data = useContext(BoardDataContext);
  if (data === undefined) throw new Error('useBoardData outside a board data provider');
  return data;
}

/**
 * Documents of a collection matching a selector, live; undefined while the first answer comes. A
 * collection this database does not hold (a parent's database has no daily quotes) answers an empty list.
 * `key` stands for the selector: a new selector object each render must not start a new query.
 */
export function useBoardDocuments<Name extends CollectionName>(
  name: Name,
  selector: MangoQuerySelector<DocumentOf<Name>>,
  key: string,
): DocumentOf<Name>[] | undefined {
  const { database } = useBoardData();
  const held = openedCollections(database).includes(name);
  const [documents, setDocuments] = useState<{ key: string; list: DocumentOf<Name>[] } | undefined>();
  useEffect(() => {
    if (!held) return;
    const subscription = collectionOf(database, name)
      .find({ selector })
      .$.subscribe((found) => setDocuments({ key, list: found.map((document) => document.toMutableJSON()) }));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [database, held, name, key]);
  if (!held) return [];
  return documents?.key === key ? documents.list : undefined;
}
