import { taskPictureFor, taskPictureUrl } from '../../../../sync/domain/task-pictures';

interface TaskPictureProps {
  /** The stored picture id (a task's `icon`); an unknown id shows the default picture. */
  id: string;
  /** Tailwind size classes; the pictures are square. */
  className?: string;
  /**
   * Whether screen readers hear the picture's label. Off when the label or the task's name is already
   * written beside the picture, so nothing is read twice.
   */
  announce?: boolean;
}

/** One built-in task picture, from the app's own files (precached, so it shows offline). */
export function TaskPicture({ id, className = 'size-10', announce = false }: TaskPictureProps) {
  return (
    <img
      src={taskPictureUrl(id)}
      alt={announce ? taskPictureFor(id).label : ''}
      width={40}
      height={40}
      draggable={false}
      className={`shrink-0 select-none ${className}`}
    />
  );
}
