import { Link } from 'react-router';
import { useWeekStart } from '../../session/use-week-start';
import { describeDays } from '@sync/domain/days-of-week';
import { describeMinutes, routineMinutes } from '@sync/domain/routine-editing';
import { Icon, type IconName } from '../../ui/icon';
import { formatStartTime } from '../../lib/format-start-time';
import { StepPictures } from '../../routine-editor/step-pictures';
import type { RoutineDocument } from '../../data/hooks/use-routines';

interface RoutineCardProps {
  routine: RoutineDocument;
  editPath: string;
  onToggleActive: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

function CardAction({
  icon,
  label,
  routineName,
  onClick,
}: {
  icon: IconName;
  label: string;
  routineName: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-bold text-ink-soft hover:bg-cream hover:text-ink"
    >
      <Icon name={icon} className="size-4" />
      {label}
      <span className="sr-only"> {routineName}</span>
    </button>
  );
}

/** One routine at a glance: when, which days, its steps as pictures, how long; and what a parent can do. */
export function RoutineCard({ routine, editPath, onToggleActive, onDuplicate, onDelete }: RoutineCardProps) {
  const paused = !routine.isActive;
  const weekStart = useWeekStart();
  const minutes = routineMinutes(routine.tasks);
  return (
    <li className="relative rounded-3xl bg-white shadow-soft">
      <div className="p-5 pb-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="truncate text-xl font-extrabold">
              {/* The whole card opens the editor: the link's area is stretched over it. */}
              <Link
                to={editPath}
                className="after:absolute after:inset-0 after:rounded-3xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-sky-700"
              >
                {routine.name}
              </Link>
            </h3>
            <p className="mt-0.5 font-semibold text-ink-soft">
              {formatStartTime(routine.startTime)} · {describeDays(routine.daysOfWeek, weekStart)}
            </p>
          </div>
          {paused && (
            <span className="shrink-0 rounded-full bg-sun-200 px-3 py-1 text-sm font-bold text-ink">
              Paused
            </span>
          )}
        </div>
        <div className="mt-3">
          <StepPictures tasks={routine.tasks} />
        </div>
        <p className="mt-2 text-sm font-semibold text-ink-soft">
          {routine.tasks.length} step{routine.tasks.length === 1 ? '' : 's'} · {describeMinutes(minutes)}
          {paused && ' · not on the board while paused'}
        </p>
      </div>
      <div className="relative z-10 flex flex-wrap gap-1 border-t border-ink/10 px-2 py-1">
        <CardAction
          icon={paused ? 'play' : 'pause'}
          label={paused ? 'Resume' : 'Pause'}
          routineName={routine.name}
          onClick={onToggleActive}
        />
        <CardAction icon="copy" label="Duplicate" routineName={routine.name} onClick={onDuplicate} />
        <CardAction icon="trash" label="Delete" routineName={routine.name} onClick={onDelete} />
      </div>
    </li>
  );
}
