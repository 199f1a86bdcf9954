import { useState } from 'react';
import type { AlarmFormInput } from '@sync/collections/alarms';
import type { FormEdit } from '../../data/forms/use-document-form';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { notify } from '../../ui/toaster';
import type { ChildSectionProps } from '../child-section-props';
import { clashesOfSave, notifySaved } from '../save-notice';
import { useFamilyTimeZone, useFamilyToday } from '../../session/use-family-today';
import { AlarmForm } from './alarm-form';
import { alarmValues, newAlarmValues } from './alarm-form-values';
import { AlarmList } from './alarm-list';
import { formatClock } from '../../lib/clock-words';
import { useAlarmWrites } from './use-alarm-writes';
import { useAlarms, type AlarmDocument } from './use-schedule-documents';

type Editing = { kind: 'new' } | { kind: 'edit'; alarm: AlarmDocument } | null;

/** The alarms on a child's board: switch them on and off, add, change and delete them. */
export function AlarmsSection({ child }: ChildSectionProps) {
  const alarms = useAlarms(child.id);
  const today = useFamilyToday();
  const timeZone = useFamilyTimeZone();
  const writes = useAlarmWrites();
  const [editing, setEditing] = useState<Editing>(null);

  async function save(input: AlarmFormInput, newId: string, edit: FormEdit | null) {
    if (!editing) return;
    const saved = (time: string) => ({
      title: 'Saved',
      description: `The ${formatClock(time)} alarm is set on ${child.name}'s board.`,
    });
    if (editing.kind === 'new') {
      await writes.add(newId, input);
      setEditing(null);
      notify(saved(input.time));
      return;
    }
    const changes = await writes.update(editing.alarm.id, edit?.start ?? input, input);
    setEditing(null);
    if (!changes) {
      notify({ title: 'Not saved', description: 'This alarm was deleted on another device.' });
      return;
    }
    notifySaved(saved(changes.document.time), 'alarms', clashesOfSave(edit?.clashes, changes.clashes), {
      theirs: changes.before,
      mine: input,
    });
  }

  if (editing) {
    const isNew = editing.kind === 'new';
    return (
      <section aria-labelledby="alarm-form-heading">
        <h2 id="alarm-form-heading" className="mb-4 text-2xl font-extrabold">
          {isNew ? `New alarm for ${child.name}` : `Edit the ${formatClock(editing.alarm.time)} alarm`}
        </h2>
        <AlarmForm
          key={isNew ? 'new' : editing.alarm.id}
          childId={child.id}
          childName={child.name}
          initial={isNew ? newAlarmValues() : alarmValues(editing.alarm)}
          alarm={isNew ? undefined : (alarms?.find((alarm) => alarm.id === editing.alarm.id) ?? null)}
          submitLabel={isNew ? 'Add alarm' : 'Save changes'}
          pending={!writes.ready}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="alarms-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="alarms-heading" className="text-2xl font-extrabold">
            Alarms
          </h2>
          <p className="text-ink-soft">
            They ring on {child.name}'s board at the family's time, even offline.
          </p>
        </div>
        <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ kind: 'new' })}>
          <Icon name="plusSquare" className="size-5" />
          Add an alarm
        </button>
      </div>
      {alarms && alarms.length === 0 && (
        <p className="rounded-3xl bg-white p-5 text-ink-soft shadow-soft">
          No alarms yet. A gentle wake-up on school days or a "time for bed" chime helps {child.name} follow
          the day without you calling out.
        </p>
      )}
      {alarms && alarms.length > 0 && (
        <AlarmList
          alarms={alarms}
          today={today}
          timeZone={timeZone}
          onToggle={(alarm, on) => void writes.setEnabled(alarm.id, on)}
          onEdit={(alarm) => setEditing({ kind: 'edit', alarm })}
          onDelete={(alarm) => {
            void writes.remove(alarm.id);
            notify({ title: 'Deleted', description: `The ${formatClock(alarm.time)} alarm is gone.` });
          }}
        />
      )}
    </section>
  );
}
