// What the board shows of its child's day, read live from the local database: the child, their routines,
// the routine instances of yesterday and today (a routine can run past midnight), their ledger and reward
// settings. Every part updates the moment a parent's edit or the board's own tick lands, offline too.
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import { currentRewardConfiguration } from '@sync/domain/reward-settings';
import type { DocumentOf } from '../data/synced-document';
import { useBoardData, useBoardDocuments } from './board-data-context';

/** The child's day, or undefined while any part is still opening. */
export interface BoardDay {
  child: DocumentOf<'children'> | null;
  routines: DocumentOf<'routines'>[];
  instances: DocumentOf<'routineInstances'>[];
  ledger: DocumentOf<'rewardTransactions'>[];
  configuration: DocumentOf<'rewardConfigurations'> | null;
}

/** The board's child and their day around `today` (a family-local date). */
export function useBoardDay(today: CalendarDate): BoardDay | undefined {
  const { childId } = useBoardData();
  const yesterday = addDays(today, -1);
  const children = useBoardDocuments('children', { id: childId }, childId);
  const routines = useBoardDocuments('routines', { childId }, childId);
  const instances = useBoardDocuments(
    'routineInstances',
    { childId, date: { $gte: yesterday, $lte: today } },
    `${childId}/${today}`,
  );
  const ledger = useBoardDocuments('rewardTransactions', { childId }, childId);
  const configurations = useBoardDocuments('rewardConfigurations', { childId }, childId);
  if (!children || !routines || !instances || !ledger || !configurations) return undefined;
  // One configuration per child is the rule; should two devices each have made one, D-RCONF-1 picks it.
  const configuration = currentRewardConfiguration(configurations);
  return { child: children[0] ?? null, routines, instances, ledger, configuration };
}
