// One child's day as the dashboard shows it, read live from the local database: their routines, the last
// week's routine instances, their ledger and their reward settings. Every card updates as soon as a board
// (or another parent's phone) reports progress, offline too for what this device writes.
import type { MangoQuerySelector } from 'rxdb';
import { addDays, type CalendarDate } from '../../../sync/domain/family-date';
import { COMPLETION_WEEK_DAYS } from '../../../sync/domain/completion-week';
import type { CollectionName } from '../../../sync/protocol/collections';
import type { DocumentOf } from '../data/synced-document';
import { useLiveDocuments as useLiveQuery } from '../data/use-live-documents';
import { useFamilyData } from './family-data-context';

/** A routine as the parent app reads it. */
export type RoutineDocument = DocumentOf<'routines'>;
/** A routine instance as the parent app reads it. */
export type RoutineInstanceDocument = DocumentOf<'routineInstances'>;
/** A ledger entry as the parent app reads it. */
export type LedgerDocument = DocumentOf<'rewardTransactions'>;
/** A reward configuration as the parent app reads it. */
export type RewardConfigurationDocument = DocumentOf<'rewardConfigurations'>;

/** Documents of a collection matching a selector in the family database, live (`data/use-live-documents`). */
export function useLiveDocuments<Name extends CollectionName>(
  name: Name,
  selector: MangoQuerySelector<DocumentOf<Name>>,
  key: string,
): DocumentOf<Name>[] | undefined {
  return useLiveQuery(useFamilyData()?.database, name, selector, key);
}

/** Everything the dashboard needs of one child, or undefined while any part is still opening. */
export interface ChildToday {
  routines: RoutineDocument[];
  /** Routine instances of the last seven days (today included). */
  instances: RoutineInstanceDocument[];
  ledger: LedgerDocument[];
  configuration: RewardConfigurationDocument | null;
}

/** The child's routines, week of instances, ledger and reward settings, live. */
export function useChildToday(childId: string, today: CalendarDate): ChildToday | undefined {
  const firstDay = addDays(today, 1 - COMPLETION_WEEK_DAYS);
  const routines = useLiveDocuments('routines', { childId }, childId);
  const instances = useLiveDocuments(
    'routineInstances',
    { childId, date: { $gte: firstDay, $lte: today } },
    `${childId}/${firstDay}/${today}`,
  );
  const ledger = useLiveDocuments('rewardTransactions', { childId }, childId);
  const configurations = useLiveDocuments('rewardConfigurations', { childId }, childId);
  if (!routines || !instances || !ledger || !configurations) return undefined;
  // One configuration per child is the rule; should two parents each have made one, the latest counts.
  const configuration = [...configurations].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
  return { routines, instances, ledger, configuration };
}
