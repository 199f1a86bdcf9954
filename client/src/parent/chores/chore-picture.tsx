import { TaskPicture } from '../../ui/pictures/task-picture';

/** A chore's picture on a soft tile; decorative, since the chore's name is always beside it. */
export function ChorePicture({ icon, className = 'size-14' }: { icon: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-2xl bg-sun-200`}
    >
      <TaskPicture id={icon} className="size-10" />
    </span>
  );
}
