// The data every board screen reads: the local database with the child's documents, whose child it is,
// and the family's clock. A paired tablet opens its own board database (board-data.ts); a parent's
// /smart-board/{childId} preview reads the parent's family database instead (ADR 0008: one tab must not
// open a second database's collections).
import { createContext, useContext } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import type { CollectionName } from '@sync/protocol/collections';
import type { WeekDay } from '@sync/domain/week-start';
import type { TemperatureUnit } from '@sync/schemas/enums';
import type { DoneBy } from '@sync/schemas/done-by';
import type { WeatherPlace } from '@sync/schemas/family-settings';
import type { BrightdayDatabase } from '../data/create-database';
import type { Replication } from '../data/sync-engine/replicate';
import type { SyncCredential } from '../data/sync-engine/sync-http';
import type { DocumentOf } from '../data/synced-document';
import { useLiveDocuments } from '../data/hooks/use-live-documents';

/** What a board screen works with. */
export interface BoardData {
  database: BrightdayDatabase;
  /** The tablet's own board, or a parent's preview of it (writes as the parent; no alarms ring). */
  mode: 'device' | 'preview';
  /** The paired tablet's id; null in a preview. */
  deviceId: string | null;
  /** Who the board's writes say did it (D-DONEBY-1): the tablet itself, or the parent previewing it. */
  doneBy: NonNullable<DoneBy>;
  familyId: string;
  childId: string;
  /** The family's IANA time zone: the board's "today" and every schedule are counted in it. */
  timeZone: string;
  /** The first day of the family's week (D-WSTART-2): the week strip and the week's stickers start on it. */
  weekStart: WeekDay;
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

/** Documents of a collection matching a selector in the board's database, live (`useLiveDocuments`). */
export function useBoardDocuments<Name extends CollectionName>(
  name: Name,
  selector: MangoQuerySelector<DocumentOf<Name>>,
  key: string,
): DocumentOf<Name>[] | undefined {
  return useLiveDocuments(useBoardData().database, name, selector, key);
}
