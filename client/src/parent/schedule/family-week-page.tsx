import { useState } from 'react';
import { Link } from 'react-router';
import { weekAgenda } from '@sync/domain/schedule';
import { Spinner } from '../../ui/spinner';
import { ParentPage } from '../../ui/parent-page';
import { useFamilyToday } from '../../session/use-family-today';
import { useChildren } from '../../data/hooks/use-children';
import { childColour } from './child-colours';
import { useActivities, useRoutines } from './use-schedule-documents';
import { WeekView } from './week-view';
import { useShownWeek, WeekSwitch } from './week-switch';

/** The whole family's week (this one or the next, from the family's first day): every child's routines and activities, a colour each, with a filter. */
export function FamilyWeekPage() {
  const children = useChildren();
  const routines = useRoutines();
  const activities = useActivities();
  const today = useFamilyToday();
  const week = useShownWeek(today);
  // The children hidden by the filter; a new child shows until the parent hides them.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  if (children === undefined || routines === undefined || activities === undefined) {
    return (
      <ParentPage title="The family's week" lede="Everyone's routines and activities, this week and next.">
        <Spinner size="small" label="Loading the week…" />
      </ParentPage>
    );
  }
  if (children.length === 0) {
    return (
      <ParentPage title="The family's week" lede="Everyone's routines and activities, this week and next.">
        <p className="rounded-3xl bg-white p-5 text-ink-soft shadow-soft">
          Add a child first, then give them routines and activities: their week shows up here.{' '}
          <Link to="/add-child" className="font-bold text-ink underline underline-offset-4">
            Add a child
          </Link>
        </p>
      </ParentPage>
    );
  }

  const shown = children.filter((child) => !hidden.has(child.id));
  const shownIds = new Set(shown.map((child) => child.id));
  const days = weekAgenda(
    week.from,
    routines.filter((routine) => shownIds.has(routine.childId)),
    activities.filter((activity) => shownIds.has(activity.childId)),
  );
  const indexOf = new Map(children.map((child, index) => [child.id, index]));
  const nameOf = new Map(children.map((child) => [child.id, child.name]));

  function toggle(childId: string) {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(childId)) next.delete(childId);
      else next.add(childId);
      return next;
    });
  }

  return (
    <ParentPage title="The family's week" lede="Everyone's routines and activities, this week and next.">
      <div className="mb-4">
        <WeekSwitch next={week.next} onChange={week.setNext} />
      </div>
      {children.length > 1 && (
        <div role="group" aria-label="Show children" className="mb-6 flex flex-wrap gap-2">
          {children.map((child, index) => (
            <button
              key={child.id}
              type="button"
              aria-pressed={!hidden.has(child.id)}
              onClick={() => toggle(child.id)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-bold text-ink-soft ring-2 ring-ink/10 aria-pressed:text-ink aria-pressed:ring-ink"
            >
              <span aria-hidden="true" className={`size-3 rounded-full ${childColour(index).dot}`} />
              {child.name}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <p className="rounded-3xl bg-white p-5 text-ink-soft shadow-soft">
          Everyone is hidden. Tap a name above to see their week.
        </p>
      ) : (
        <WeekView
          key={week.from}
          label="The family's week"
          days={days}
          today={today}
          styleOf={(item) => ({
            card: childColour(indexOf.get(item.childId) ?? 0).card,
            childName: nameOf.get(item.childId) ?? '',
          })}
        />
      )}
    </ParentPage>
  );
}
