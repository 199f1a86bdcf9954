import { Link } from 'react-router';
import type { CalendarDate } from '@sync/domain/family-date';
import { routineProgress } from '@sync/domain/routine-progress';
import type { DaySummary, RoutineMoment } from '@sync/domain/routine-schedule';
import { Icon } from '../ui/icon';
import { useMayDo } from './household/use-member-role';
import { RoutineSteps } from './routine-steps';
import type { RoutineDocument, RoutineInstanceDocument } from './use-child-today';

interface RoutineNowProps {
  childName: string;
  childPath: string;
  hasRoutines: boolean;
  moment: RoutineMoment<RoutineDocument>;
  day: DaySummary<RoutineDocument>;
  instanceOf: (routineId: string, date: CalendarDate) => RoutineInstanceDocument | undefined;
  timeZone: string;
  onToggle: (routine: RoutineDocument, date: CalendarDate, index: number, done: boolean) => void;
}

function timeLabel(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
}

function Quiet({ icon, title, body }: { icon: 'sparkles' | 'sun' | 'check'; title: string; body: string }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-cream p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-sun-200 text-ink">
        <Icon name={icon} />
      </span>
      <span>
        <span className="block font-extrabold">{title}</span>
        <span className="block text-ink-soft">{body}</span>
      </span>
    </div>
  );
}

/** The routine the child is on (its steps, tickable), the next one today, or how the day went. */
export function RoutineNow(props: RoutineNowProps) {
  const { childName, childPath, hasRoutines, moment, day, instanceOf, timeZone, onToggle } = props;
  const mayEditRoutines = useMayDo('editRoutines');
  if (!hasRoutines && !mayEditRoutines) {
    // Nobody is offered what their role does not allow: a caregiver is told who sets routines up.
    return <Quiet icon="sun" title="No routines yet" body={`A parent sets up ${childName}'s routines.`} />;
  }
  if (!hasRoutines) {
    return (
      <Link
        to={`/children/${childPath}?section=routines`}
        className="flex min-h-14 items-center gap-3 rounded-2xl bg-sunrise-100 p-4 font-extrabold text-sunrise-700 transition hover:bg-sunrise-100/70"
      >
        <Icon name="plusSquare" />
        <span className="flex-1">Give {childName} a first routine</span>
        <Icon name="chevronRight" className="size-5" />
      </Link>
    );
  }
  if (moment.kind === 'none') {
    if (day.allDone) {
      return (
        <Quiet
          icon="sparkles"
          title="All done for today"
          body={`${childName} finished ${day.done.length === 1 ? 'their routine' : `all ${day.done.length} routines`}. Well done!`}
        />
      );
    }
    if (day.scheduled.length === 0) {
      return <Quiet icon="sun" title="No routines today" body={`${childName} has a free day.`} />;
    }
    return (
      <Quiet
        icon="check"
        title="Nothing more today"
        body={`${day.done.length} of ${day.scheduled.length} routines done today.`}
      />
    );
  }
  const { routine, date, startsAt } = moment.occurrence;
  const progress = routineProgress(routine, instanceOf(routine.id, date));
  const heading =
    moment.kind === 'now'
      ? `Now · since ${timeLabel(startsAt, timeZone)}`
      : `Next · at ${timeLabel(startsAt, timeZone)}`;
  return (
    <div>
      <p className="text-sm font-bold tracking-wide text-sunrise-700 uppercase">{heading}</p>
      <div className="mt-1 flex items-baseline justify-between gap-3">
        <h3 className="min-w-0 truncate text-lg font-extrabold">{routine.name}</h3>
        <p className="shrink-0 font-bold text-ink-soft" aria-live="polite">
          {progress.doneCount} of {progress.total} steps
        </p>
      </div>
      <div
        className="mt-2 mb-3 h-2 overflow-hidden rounded-full bg-cream-deep"
        role="progressbar"
        aria-label={`${routine.name} progress`}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.doneCount}
      >
        <div
          className="h-full rounded-full bg-leaf-400 transition-[width]"
          style={{ width: `${progress.total === 0 ? 0 : (progress.doneCount / progress.total) * 100}%` }}
        />
      </div>
      {routine.tasks.length === 0 ? (
        <Link
          to={`/children/${childPath}?section=routines`}
          className="font-bold underline underline-offset-4"
        >
          Add steps to {routine.name}
        </Link>
      ) : (
        <RoutineSteps
          tasks={routine.tasks}
          done={progress.done}
          label={`${routine.name} steps`}
          onToggle={(index, done) => onToggle(routine, date, index, done)}
        />
      )}
    </div>
  );
}
