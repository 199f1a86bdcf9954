import type { RoutineTask } from '@sync/collections/routines';
import { Icon, type IconName } from '../ui/icon';
import { BoardPicture } from './board-picture';

interface StepListProps {
  title: 'Next' | 'Done';
  steps: readonly RoutineTask[];
  /** Draw a tick on each picture (the steps already done). */
  ticked?: boolean;
  emptyIcon: IconName;
}

/** A column of small step pictures: what comes next, or what is already done. */
export function StepList({ title, steps, ticked = false, emptyIcon }: StepListProps) {
  return (
    <section
      aria-label={title}
      // In the landscape column the done steps keep room for a whole row of tiles; what comes next gives way.
      className={`flex min-h-0 min-w-0 flex-auto flex-col rounded-3xl bg-(--board-surface) p-3 shadow-soft backdrop-blur-sm ${ticked ? 'landscape:max-h-[70%] landscape:shrink-0' : ''}`}
    >
      <h2 className="flex items-center gap-2 px-1 text-lg font-black text-(--board-text-soft) uppercase">
        <Icon name={ticked ? 'check' : 'chevronRight'} className="size-5" />
        {title}
      </h2>
      {steps.length === 0 ? (
        <p className="grid flex-1 place-items-center py-2">
          <span className="sr-only">{ticked ? 'Nothing yet' : 'Nothing more'}</span>
          <Icon name={emptyIcon} className="size-10 text-ink/20" />
        </p>
      ) : (
        <ul className="mt-2 flex min-h-0 flex-wrap content-start gap-2 overflow-y-auto p-1">
          {steps.map((step, index) => (
            <li
              key={`${step.name}-${index}`}
              className={`relative grid size-16 shrink-0 place-items-center rounded-2xl ${ticked ? 'bg-leaf-100' : 'bg-sky-100'}`}
            >
              <BoardPicture icon={step.icon} photo={step.photo} />
              <span className="sr-only">{step.name}</span>
              {ticked && (
                <span
                  aria-hidden="true"
                  className="absolute -right-1 -bottom-1 grid size-7 place-items-center rounded-full bg-leaf-700 text-white"
                >
                  <Icon name="check" className="size-5" />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
