import { TaskPicture } from '../ui/pictures/task-picture';

interface StepPicturesProps {
  tasks: readonly { icon: string; name: string; photo?: string | null | undefined }[];
  /** How many pictures to show before "+3". */
  limit?: number;
  /** Inside a button that names itself: plain pictures, hidden from screen readers. */
  decorative?: boolean;
}

const cell = 'grid size-11 place-items-center rounded-xl bg-cream';

/** A routine's steps as a row of pictures, as the child will see them, in order. */
export function StepPictures({ tasks, limit = 6, decorative = false }: StepPicturesProps) {
  const shown = tasks.slice(0, limit);
  const more = tasks.length - shown.length;
  if (decorative) {
    return (
      <span aria-hidden="true" className="flex flex-wrap items-center gap-1.5">
        {shown.map((task, index) => (
          <span key={index} className={cell}>
            <TaskPicture id={task.icon} photo={task.photo} className="size-8" />
          </span>
        ))}
        {more > 0 && <span className="px-2 font-bold text-ink-soft">+{more}</span>}
      </span>
    );
  }
  if (tasks.length === 0) return <p className="text-ink-soft">No steps yet</p>;
  return (
    <ol aria-label="Steps" className="flex flex-wrap items-center gap-1.5">
      {shown.map((task, index) => (
        <li key={index} className={cell}>
          <TaskPicture id={task.icon} photo={task.photo} className="size-8" />
          <span className="sr-only">{task.name}</span>
        </li>
      ))}
      {more > 0 && (
        <li className="grid h-11 place-items-center px-2 font-bold text-ink-soft">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">and {more} more</span>
        </li>
      )}
    </ol>
  );
}
