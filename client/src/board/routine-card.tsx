// The routine area of the board: the routine in progress (its name, a dot per step, Now / Next / Done), or
// what comes between routines.
import type { CalendarDate } from '@sync/domain/family-date';
import { routineProgress } from '@sync/domain/routine-progress';
import {
  mayStartEarly,
  type DaySummary,
  type RoutineMoment,
  type RoutineOccurrence,
} from '@sync/domain/routine-schedule';
import type { DocumentOf } from '../data/synced-document';
import { RoutineRest, type StartableRoutine } from './routine-rest';
import { RoutineStage } from './routine-stage';

type Routine = DocumentOf<'routines'>;

interface RoutineCardProps {
  moment: RoutineMoment<Routine>;
  day: DaySummary<Routine>;
  /** Today's routines whose time has passed, still to do (D-SCHED-4). */
  catchUp: readonly RoutineOccurrence<Routine>[];
  instanceOf: (routineId: string, date: CalendarDate) => DocumentOf<'routineInstances'> | undefined;
  now: Date;
  timeZone: string;
  timerOwner: string;
  onDone: (routine: Routine, date: CalendarDate, index: number, startedAt: string | null) => void;
  /** Starts a routine before its time or after it (D-SCHED-4). */
  onStart: (routine: Routine, date: CalendarDate) => void;
  onSpeak: (text: string) => void;
  onChime: () => void;
}

/** The routine in progress, or the calm between routines. */
export function RoutineCard(props: RoutineCardProps) {
  const { moment, day, instanceOf, now, timeZone, onStart } = props;
  // A routine with no steps has nothing to start.
  const catchUp = props.catchUp.filter((o) => o.routine.tasks.length > 0);
  const onCatchUp = ({ routine, date }: StartableRoutine) => onStart(routine, date);
  const body = (() => {
    if (moment.kind === 'next') {
      const { routine, startsAt, date } = moment.occurrence;
      const startable = mayStartEarly(routine) && routine.tasks.length > 0;
      return (
        <RoutineRest
          kind="next"
          routine={routine}
          startsAt={startsAt}
          timeZone={timeZone}
          now={now}
          {...(startable ? { onStart: () => onStart(routine, date) } : {})}
          catchUp={catchUp}
          onCatchUp={onCatchUp}
        />
      );
    }
    if (moment.kind === 'none' || moment.occurrence.routine.tasks.length === 0) {
      return day.allDone ? (
        <RoutineRest kind="all-done" count={day.done.length} />
      ) : (
        <RoutineRest kind="free" catchUp={catchUp} onCatchUp={onCatchUp} />
      );
    }
    const { routine, date } = moment.occurrence;
    const instance = instanceOf(routine.id, date);
    const progress = routineProgress(routine, instance);
    return (
      <div className="flex h-full min-h-0 flex-col">
        <header className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-3xl font-black">{routine.name}</h2>
          <ol
            className="flex gap-1.5"
            aria-label={`${progress.doneCount} of ${progress.total} steps done`}
            data-testid="board-progress"
          >
            {progress.done.map((done, index) => (
              <li
                key={index}
                className={`size-5 rounded-full ${done ? 'bg-leaf-400' : 'border-[3px] border-ink/15 bg-white'}`}
              />
            ))}
          </ol>
        </header>
        <div className="min-h-0 flex-1">
          <RoutineStage
            routine={routine}
            date={date}
            instance={instance}
            now={now}
            timerOwner={props.timerOwner}
            onDone={(index, startedAt) => props.onDone(routine, date, index, startedAt)}
            onSpeak={props.onSpeak}
            onChime={props.onChime}
          />
        </div>
      </div>
    );
  })();
  return (
    <section
      aria-label="My routine"
      className="h-full min-h-0 rounded-[2rem] bg-(--board-surface) p-5 shadow-soft backdrop-blur-sm sm:p-6"
    >
      {body}
    </section>
  );
}
