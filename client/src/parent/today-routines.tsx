import type { CalendarDate } from '@sync/domain/family-date';
import { routineProgress } from '@sync/domain/routine-progress';
import { Icon } from '../ui/icon';
import { RoutineSteps } from './routine-steps';
import type { RoutineDocument, RoutineInstanceDocument } from './use-child-today';

interface TodayRoutinesProps {
  /** "Also today" under the routine in progress, "Today's routines" on its own. */
  title: string;
  routines: readonly RoutineDocument[];
  date: CalendarDate;
  instanceOf: (routineId: string, date: CalendarDate) => RoutineInstanceDocument | undefined;
  onToggle: (routine: RoutineDocument, date: CalendarDate, index: number, done: boolean) => void;
}

/**
 * The day's other routines, each folded: a parent opens one to tick what the child did without the board,
 * or to undo a step ticked by mistake.
 */
export function TodayRoutines({ title, routines, date, instanceOf, onToggle }: TodayRoutinesProps) {
  if (routines.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-bold tracking-wide text-ink-soft uppercase">{title}</h3>
      {routines.map((routine) => {
        const progress = routineProgress(routine, instanceOf(routine.id, date));
        return (
          <details key={routine.id} className="group rounded-2xl bg-cream">
            <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 font-bold [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1">{routine.name}</span>
              <span className={`shrink-0 ${progress.completed ? 'text-leaf-700' : 'text-ink-soft'}`}>
                {progress.completed ? 'Done' : `${progress.doneCount} of ${progress.total} steps`}
              </span>
              <Icon name="chevronDown" className="size-5 transition group-open:rotate-180" />
            </summary>
            <div className="px-2 pb-2">
              <RoutineSteps
                tasks={routine.tasks}
                done={progress.done}
                label={`${routine.name} steps`}
                onToggle={(index, done) => onToggle(routine, date, index, done)}
              />
            </div>
          </details>
        );
      })}
    </div>
  );
}
