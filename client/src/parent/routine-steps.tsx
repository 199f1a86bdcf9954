import type { RoutineTask } from '@sync/collections/routines';
import { Icon } from '../ui/icon';
import { TaskPicture } from './task-picture';

interface RoutineStepsProps {
  tasks: readonly RoutineTask[];
  done: readonly boolean[];
  /** Accessible name of the list, e.g. "Morning routine steps". */
  label: string;
  onToggle: (index: number, done: boolean) => void;
}

/**
 * A routine's steps, each a large checkbox with its picture: the parent ticks a step the child did away
 * from the board, or unticks one ticked by mistake.
 */
export function RoutineSteps({ tasks, done, label, onToggle }: RoutineStepsProps) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {tasks.map((task, index) => {
        const checked = done[index] === true;
        return (
          // Tasks have no ids; their position in today's list is stable while this list is shown.
          <li key={`${index}-${task.name}`}>
            <label
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl px-3 py-2 ring-2 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${
                checked ? 'bg-leaf-100 ring-leaf-400/60' : 'bg-white ring-ink/10 hover:ring-ink/25'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={(event) => onToggle(index, event.target.checked)}
              />
              <TaskPicture icon={task.icon} photo={task.photo} name={task.name} showName={false} />
              <span className={`min-w-0 flex-1 font-bold ${checked ? 'text-leaf-700' : ''}`}>
                {task.name}
              </span>
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-items-center rounded-full ${
                  checked ? 'bg-leaf-700 text-white' : 'ring-2 ring-ink/20'
                }`}
              >
                {checked && <Icon name="check" className="size-5" />}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
