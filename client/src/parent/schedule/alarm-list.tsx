import { useState } from 'react';
import { useWeekStart } from '../../session/use-week-start';
import { alarmDays, isAlarmSpent, nextAlarmRing } from '@sync/domain/alarm-schedule';
import { alarmSoundOf } from '@sync/domain/alarm-sounds';
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { buttonClass } from '../../ui/button-class';
import { TaskPicture } from '../../ui/pictures/task-picture';
import { ALARM_PICTURE } from './alarm-form-values';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { describeDays, formatDayHeading } from './schedule-format';
import { formatClock } from '../../lib/clock-words';
import type { AlarmDocument } from './use-schedule-documents';

interface AlarmListProps {
  alarms: readonly AlarmDocument[];
  today: CalendarDate;
  timeZone: string;
  onToggle: (alarm: AlarmDocument, on: boolean) => void;
  onEdit: (alarm: AlarmDocument) => void;
  onDelete: (alarm: AlarmDocument) => void;
}

function whenItRings(alarm: AlarmDocument, today: CalendarDate, timeZone: string): string {
  if (!alarm.enabled) return 'Off';
  if (isAlarmSpent(alarm)) return 'Has rung. Switch it on to ring again.';
  const next = nextAlarmRing(alarm, new Date(), timeZone);
  if (next === null) return 'Choose the days it rings on';
  return `Next: ${formatDayHeading(familyDate(next, timeZone), today).toLowerCase()}`;
}

/** A child's alarms: each with its time, days, sound and next ring, a switch, Edit and Delete. */
export function AlarmList({ alarms, today, timeZone, onToggle, onEdit, onDelete }: AlarmListProps) {
  const [deleting, setDeleting] = useState<AlarmDocument | null>(null);
  const weekStart = useWeekStart();
  return (
    <>
      <ul aria-label="Alarms" className="space-y-3">
        {alarms.map((alarm) => {
          const time = formatClock(alarm.time);
          const days = alarm.repeat ? describeDays(alarmDays(alarm.selectedDays), weekStart) : 'Once';
          const on = alarm.enabled && !isAlarmSpent(alarm);
          return (
            <li key={alarm.id} className="rounded-3xl bg-white p-4 shadow-soft">
              <div className="flex items-center gap-4">
                <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-sun-200">
                  <TaskPicture id={alarm.icon ?? ALARM_PICTURE} className="size-10" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className={`text-3xl font-extrabold ${on ? 'text-ink' : 'text-ink-soft'}`}>{time}</p>
                  {alarm.name !== '' && <p className="truncate text-lg font-bold text-ink">{alarm.name}</p>}
                  <p className="text-ink-soft">
                    {days} · {alarmSoundOf(alarm.sound).label}
                  </p>
                  <p className="text-sm font-semibold text-ink-soft">{whenItRings(alarm, today, timeZone)}</p>
                </div>
                <label className="relative inline-flex min-h-12 min-w-14 cursor-pointer items-center">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-label={`Alarm at ${time}`}
                    checked={on}
                    onChange={(event) => onToggle(alarm, event.target.checked)}
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                  />
                  <span
                    aria-hidden="true"
                    className="h-8 w-14 rounded-full bg-ink/30 transition peer-checked:bg-leaf-700 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-700"
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute left-1 top-3 size-6 rounded-full bg-white shadow transition peer-checked:translate-x-6"
                  />
                </label>
              </div>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11 flex-1 px-4 py-2 sm:flex-none')}
                  aria-label={`Edit alarm at ${time}`}
                  onClick={() => onEdit(alarm)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={buttonClass('quiet', 'min-h-11 flex-1 px-4 py-2 text-sunrise-700 sm:flex-none')}
                  aria-label={`Delete alarm at ${time}`}
                  onClick={() => setDeleting(alarm)}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the ${deleting ? formatClock(deleting.time) : ''} alarm?`}
        confirmLabel="Delete alarm"
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        It stops ringing on the board. To silence it for a while instead, switch it off.
      </ConfirmDialog>
    </>
  );
}
