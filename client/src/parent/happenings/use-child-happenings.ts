// What the dashboard reads, beside a child's day of routines and coins (use-child-today.ts), to tell what
// the child did today and what waits to be handed over (ADR 0060): alarms, the recent chore instances and
// the family's chores, and the parents' "Given" marks. Live, so a board's report shows within seconds.
import { CHORE_OVERDUE_DAYS } from '@sync/domain/chore-schedule';
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import type { DocumentOf } from '../../data/synced-document';
import { useLiveDocuments } from '../use-child-today';

/** The extra documents of one child's happenings, or undefined while any is still opening. */
export interface ChildHappeningSources {
  alarms: DocumentOf<'alarms'>[];
  choreInstances: DocumentOf<'choreInstances'>[];
  chores: DocumentOf<'chores'>[];
  handovers: DocumentOf<'rewardHandovers'>[];
}

/** The child's alarms, chore instances of the last week, the family's chores and the child's handovers. */
export function useChildHappeningSources(
  childId: string,
  today: CalendarDate,
): ChildHappeningSources | undefined {
  // A job done today may be an overdue one from an earlier day (D-CHORE-2).
  const since = addDays(today, -CHORE_OVERDUE_DAYS);
  const alarms = useLiveDocuments('alarms', { childId }, childId);
  const choreInstances = useLiveDocuments(
    'choreInstances',
    { assignedChildId: childId, date: { $gte: since } },
    `${childId}/${since}`,
  );
  const chores = useLiveDocuments('chores', {}, 'all');
  const handovers = useLiveDocuments('rewardHandovers', { childId }, childId);
  if (!alarms || !choreInstances || !chores || !handovers) return undefined;
  return { alarms, choreInstances, chores, handovers };
}
