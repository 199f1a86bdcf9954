import { Link } from 'react-router';
import { choreDayStatus } from '@sync/domain/chore-instances';
import { isChoreDue } from '@sync/domain/chore-schedule';
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import { buttonClass } from '../../ui/button-class';
import { Spinner } from '../../ui/spinner';
import type { ChildSectionProps } from '../child-section-props';
import { useFamilyToday } from '../../session/use-family-today';
import { coinsLabel, dayLabel } from './chore-dates';
import { ChoreInstanceRow } from './chore-instance-row';
import { ChorePicture } from './chore-picture';
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
  const now = entries.filter(
    ({ instance }) => instance.date === today || choreDayStatus(instance, today) === 'overdue',
  );
  const weekEnd: CalendarDate = addDays(today, WEEK_AHEAD);
  const later = entries.filter(({ instance }) => instance.date > today && instance.date <= weekEnd);
  const byDay = new Map<CalendarDate, Entry[]>();
  const byName = (a: Entry, b: Entry) => a.chore.name.localeCompare(b.chore.name);
  for (const entry of [...later].sort(byName))
    byDay.set(entry.instance.date, [...(byDay.get(entry.instance.date) ?? []), entry]);
  const laterDays = [...byDay];

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
                showPicture
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
        {laterDays.length === 0 ? (
          <p className="mt-2 text-ink-soft">Nothing else this week.</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink/10 rounded-3xl bg-white px-5 shadow-soft">
            {laterDays.map(([date, dayEntries]) => (
              <li key={date} className="py-3">
                <p className="font-bold">{dayLabel(date, today)}</p>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
                  {dayEntries.map(({ instance, chore }) => (
                    <li key={instance.id} className="flex items-center gap-2 text-ink-soft">
                      <ChorePicture icon={chore.icon} className="size-9" />
                      {chore.name}
                    </li>
                  ))}
                </ul>
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
