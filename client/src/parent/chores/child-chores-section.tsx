import { Link } from 'react-router';
import { choreDayStatus } from '../../../../sync/domain/chore-instances';
import { CHORE_OVERDUE_DAYS, isChoreDue } from '../../../../sync/domain/chore-schedule';
import { addDays, type CalendarDate } from '../../../../sync/domain/family-date';
import { buttonClass } from '../../ui/button-class';
import { Spinner } from '../../ui/spinner';
import type { ChildSectionProps } from '../child-sections';
import { useFamilyToday } from '../use-family-today';
import { coinsLabel, dayLabel } from './chore-dates';
import { ChoreInstanceRow } from './chore-instance-row';
import { useChoreDaysUpkeep } from './use-chore-writer';
import {
  useChores,
  useRecentChoreInstances,
  type ChoreDocument,
  type ChoreInstanceDocument,
} from './use-chores';

// The rest of this week: the six days after today.
const WEEK_AHEAD = 6;

interface Entry {
  instance: ChoreInstanceDocument;
  chore: ChoreDocument;
}

function entriesOf(
  chores: readonly ChoreDocument[],
  instances: readonly ChoreInstanceDocument[],
  childId: string,
) {
  const byId = new Map(chores.map((chore) => [chore.id, chore]));
  return instances.flatMap((instance): Entry[] => {
    const chore = byId.get(instance.choreId);
    return chore && instance.assignedChildId === childId && isChoreDue(chore, instance.date)
      ? [{ instance, chore }]
      : [];
  });
}

/** A child's chores: today's and any left from earlier to tick off, and what comes later this week. */
export function ChildChoresSection({ child }: ChildSectionProps) {
  const today = useFamilyToday();
  const chores = useChores();
  const instances = useRecentChoreInstances(today);
  useChoreDaysUpkeep(today);
  if (chores === undefined || instances === undefined)
    return <Spinner size="small" label="Loading chores…" />;

  const entries = entriesOf(chores, instances, child.id);
  const now = entries.filter(({ instance }) => {
    const status = choreDayStatus(instance, today);
    return (
      instance.date === today ||
      (status === 'overdue' && instance.date >= addDays(today, -CHORE_OVERDUE_DAYS))
    );
  });
  const weekEnd: CalendarDate = addDays(today, WEEK_AHEAD);
  const later = entries.filter(({ instance }) => instance.date > today && instance.date <= weekEnd);

  return (
    <div className="space-y-8">
      <section aria-labelledby="child-chores-today">
        <h2 id="child-chores-today" className="text-2xl font-extrabold">
          Today
        </h2>
        {now.length === 0 ? (
          <p className="mt-2 text-ink-soft">No chores for {child.name} today.</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink/10 rounded-3xl bg-white px-5 shadow-soft">
            {now.map(({ instance, chore }) => (
              <ChoreInstanceRow
                key={instance.id}
                instance={instance}
                chore={chore}
                child={child}
                today={today}
                title={chore.name}
                detail={
                  instance.date === today
                    ? coinsLabel(chore.rewardCoins)
                    : `Due ${dayLabel(instance.date, today)}`
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="child-chores-week">
        <h2 id="child-chores-week" className="text-2xl font-extrabold">
          Later this week
        </h2>
        {later.length === 0 ? (
          <p className="mt-2 text-ink-soft">Nothing else this week.</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink/10 rounded-3xl bg-white px-5 shadow-soft">
            {later.map(({ instance, chore }) => (
              <li key={instance.id} className="flex min-h-12 items-center justify-between gap-3 py-3">
                <span className="font-bold">{chore.name}</span>
                <span className="text-ink-soft">{dayLabel(instance.date, today)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to="/chores?view=all" className={buttonClass('secondary')}>
          All chores
        </Link>
        <Link to="/chores/new" className={buttonClass('quiet')}>
          Add a chore
        </Link>
      </div>
    </div>
  );
}
