import { Link } from 'react-router';
import { choreDayStatus } from '@sync/domain/chore-instances';
import { describeChoreSchedule, isChoreDue } from '@sync/domain/chore-schedule';
import type { CalendarDate } from '@sync/domain/family-date';
import { buttonClass } from '../../ui/button-class';
import type { ChildDocument } from '../../data/hooks/use-children';
import { coinsLabel, dayLabel } from './chore-dates';
import { ChoreInstanceRow } from './chore-instance-row';
import { ChorePicture } from './chore-picture';
import type { ChoreDocument, ChoreInstanceDocument } from './use-chores';

interface ChoresTodayProps {
  chores: readonly ChoreDocument[];
  instances: readonly ChoreInstanceDocument[];
  children: readonly ChildDocument[];
  today: CalendarDate;
}

function ChoreTodayCard({
  chore,
  instances,
  children,
  today,
}: { chore: ChoreDocument } & Omit<ChoresTodayProps, 'chores'>) {
  const headingId = `chore-today-${chore.id}`;
  const rows = instances.flatMap((instance) => {
    const child = children.find((candidate) => candidate.id === instance.assignedChildId);
    return child ? [{ instance, child }] : [];
  });
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-soft">
        <div className="flex items-center gap-3">
          <ChorePicture icon={chore.icon} />
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="text-xl font-extrabold">
              {chore.name}
            </h3>
            <p className="text-ink-soft">
              {coinsLabel(chore.rewardCoins)} · {describeChoreSchedule(chore)}
            </p>
          </div>
        </div>
        {rows.length === 0 ? (
          <p className="mt-4 text-ink-soft">
            Not given to anyone yet.{' '}
            <Link to={`/chores/${chore.id}`} className="font-bold text-ink underline underline-offset-4">
              Choose who does it
            </Link>
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-ink/10">
            {rows.map(({ instance, child }) => (
              <ChoreInstanceRow
                key={instance.id}
                instance={instance}
                chore={chore}
                child={child}
                today={today}
                title={child.name}
              />
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function dueLabel(date: CalendarDate, today: CalendarDate): string {
  const label = dayLabel(date, today);
  return label === 'Yesterday' ? 'Due yesterday' : `Due ${label}`;
}

/** The family's chores for today, child by child, and what is still to do from earlier days. */
export function ChoresToday({ chores, instances, children, today }: ChoresTodayProps) {
  const byId = new Map(chores.map((chore) => [chore.id, chore]));
  const dueToday = chores.filter((chore) => isChoreDue(chore, today));
  const overdue = instances.filter((instance) => {
    const chore = byId.get(instance.choreId);
    return chore?.isActive === true && choreDayStatus(instance, today) === 'overdue';
  });

  return (
    <div className="space-y-10">
      <section aria-labelledby="chores-due-today">
        <h2 id="chores-due-today" className="text-2xl font-extrabold">
          Due today
        </h2>
        {dueToday.length === 0 ? (
          <p className="mt-3 text-lg text-ink-soft">
            Nothing due today. Enjoy the day — or give a chore to someone in All chores.
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
            {dueToday.map((chore) => (
              <ChoreTodayCard
                key={chore.id}
                chore={chore}
                instances={instances.filter((i) => i.choreId === chore.id && i.date === today)}
                children={children}
                today={today}
              />
            ))}
          </ul>
        )}
      </section>
      {overdue.length > 0 && (
        <section aria-labelledby="chores-overdue">
          <h2 id="chores-overdue" className="text-2xl font-extrabold">
            Still to do from earlier
          </h2>
          <p className="mt-1 text-ink-soft">Done late is still done: mark them when they happen.</p>
          <ul className="mt-3 divide-y divide-ink/10 rounded-3xl bg-white px-5 shadow-soft">
            {overdue.map((instance) => {
              const chore = byId.get(instance.choreId);
              const child = children.find((candidate) => candidate.id === instance.assignedChildId);
              if (!chore || !child) return null;
              return (
                <ChoreInstanceRow
                  key={instance.id}
                  instance={instance}
                  chore={chore}
                  child={child}
                  today={today}
                  title={`${chore.name} · ${child.name}`}
                  detail={dueLabel(instance.date, today)}
                />
              );
            })}
          </ul>
        </section>
      )}
      <Link to="/chores/new" className={buttonClass('secondary')}>
        Add a chore
      </Link>
    </div>
  );
}
