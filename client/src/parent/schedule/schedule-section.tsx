import { useState } from 'react';
import { dayOfWeek } from '@sync/domain/family-date';
import { weekAgenda } from '@sync/domain/schedule';
import type { ActivityInput } from '@sync/collections/activities';
import type { FormEdit } from '../../data/forms/use-document-form';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { notify } from '../../ui/toaster';
import type { ChildSectionProps } from '../child-section-props';
import { clashesOfSave, notifySaved } from '../save-notice';
import { useFamilyToday } from '../../session/use-family-today';
import { useShownWeek, WeekSwitch } from './week-switch';
import { ActivityForm } from './activity-form';
import { activityValues, newActivityValues } from './activity-form-values';
import { ActivityList } from './activity-list';
import { KIND_STYLES } from './agenda-item-card';
import { useActivityWrites } from './use-activity-writes';
import { useActivities, useRoutines, type ActivityDocument } from './use-schedule-documents';
import { WeekView } from './week-view';

type Editing = { kind: 'new' } | { kind: 'edit'; activity: ActivityDocument } | null;

/** A child's week at a glance, and their activities to add, change or delete. */
export function ScheduleSection({ child }: ChildSectionProps) {
  const today = useFamilyToday();
  const shown = useShownWeek(today);
  const activities = useActivities(child.id);
  const routines = useRoutines(child.id);
  const writes = useActivityWrites();
  const [editing, setEditing] = useState<Editing>(null);

  async function save(input: ActivityInput, newId: string, edit: FormEdit | null) {
    if (!editing) return;
    if (editing.kind === 'new') {
      await writes.add(newId, input);
      setEditing(null);
      notify({ title: 'Saved', description: `${input.name} is on ${child.name}'s week.` });
      return;
    }
    const saved = await writes.update(editing.activity.id, edit?.start ?? input, input);
    setEditing(null);
    if (!saved) {
      notify({ title: 'Not saved', description: 'This activity was deleted on another device.' });
      return;
    }
    notifySaved(
      { title: 'Saved', description: `${saved.document.name} is on ${child.name}'s week.` },
      'activities',
      clashesOfSave(edit?.clashes, saved.clashes),
      { theirs: saved.before, mine: input },
    );
  }

  if (editing) {
    const isNew = editing.kind === 'new';
    return (
      <section aria-labelledby="activity-form-heading">
        <h2 id="activity-form-heading" className="mb-4 text-2xl font-extrabold">
          {isNew ? `New activity for ${child.name}` : `Edit ${editing.activity.name}`}
        </h2>
        <ActivityForm
          key={isNew ? 'new' : editing.activity.id}
          childId={child.id}
          childName={child.name}
          initial={isNew ? newActivityValues(dayOfWeek(today), today) : activityValues(editing.activity)}
          activity={
            isNew ? undefined : (activities?.find((activity) => activity.id === editing.activity.id) ?? null)
          }
          submitLabel={isNew ? 'Add activity' : 'Save changes'}
          pending={!writes.ready}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </section>
    );
  }

  const days = weekAgenda(shown.from, routines ?? [], activities ?? []);
  return (
    <div className="space-y-10">
      <section aria-labelledby="week-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="week-heading" className="text-2xl font-extrabold">
            {child.name}'s week
          </h2>
          <WeekSwitch next={shown.next} onChange={shown.setNext} />
        </div>
        <WeekView
          key={shown.from}
          label={`${child.name}'s week`}
          days={days}
          today={today}
          styleOf={(item) => KIND_STYLES[item.kind]}
          emptyDay="Free day"
        />
      </section>
      <section aria-labelledby="activities-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="activities-heading" className="text-2xl font-extrabold">
            Activities
          </h2>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setEditing({ kind: 'new' })}
          >
            <Icon name="plusSquare" className="size-5" />
            Add an activity
          </button>
        </div>
        {activities && activities.length === 0 && (
          <p className="rounded-3xl bg-white p-5 text-ink-soft shadow-soft">
            No activities yet. Add swimming, music lessons or a birthday party, and they'll show on{' '}
            {child.name}'s week and on their board.
          </p>
        )}
        {activities && activities.length > 0 && (
          <ActivityList
            activities={activities}
            onEdit={(activity) => setEditing({ kind: 'edit', activity })}
            onDelete={(activity) => {
              void writes.remove(activity.id);
              notify({ title: 'Deleted', description: `${activity.name} is off the schedule.` });
            }}
          />
        )}
      </section>
    </div>
  );
}
