import { taskPictureFor, taskPictureUrl } from '@sync/domain/task-pictures';

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
  /** A parent's own photo of the step (ADR 0062), shown instead of the built-in picture. */
  photo?: string | null | undefined;
}

/** One built-in task picture, from the app's own files (precached, so it shows offline). */
export function TaskPicture({ id, className = 'size-10', announce = false, photo }: TaskPictureProps) {
  if (photo) {
    return (
      <img
        src={photo}
        alt={announce ? 'Your photo' : ''}
        width={40}
        height={40}
        draggable={false}
        className={`shrink-0 select-none rounded-xl object-cover ${className}`}
      />
    );
  }
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
