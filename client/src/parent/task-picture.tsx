import { useState } from 'react';
import { Icon } from '../ui/icon';

interface TaskPictureProps {
  icon: string;
  /** A parent's own photo of the step (ADR 0062), shown instead of the icon. */
  photo?: string | undefined;
  name: string;
  /** Show the task's name beside the picture (false when the name is shown elsewhere). */
  showName?: boolean;
  className?: string;
}

// An icon name becomes a file name: nothing that could leave the pictures folder.
const SAFE_ICON = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * A task's picture from `/pictures/tasks/{icon}.svg`, decorative beside the task's name; a neutral circle
 * when the task has no picture or it cannot load (offline before it was ever cached, an unknown icon).
 */
export function TaskPicture({ icon, photo, name, showName = true, className = 'size-10' }: TaskPictureProps) {
  const [failed, setFailed] = useState(false);
  const usable = SAFE_ICON.test(icon) && !failed;
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span
        className={`${className} grid shrink-0 place-items-center overflow-hidden rounded-2xl bg-sky-100`}
      >
        {photo ? (
          <img src={photo} alt="" width={40} height={40} className="size-full object-cover" />
        ) : usable ? (
          <img
            src={`/pictures/tasks/${icon}.svg`}
            alt=""
            width={40}
            height={40}
            className="size-full object-contain p-1"
            onError={() => setFailed(true)}
          />
        ) : (
          <Icon name="circle" className="size-1/2 text-sky-700" />
        )}
      </span>
      {showName && <span className="truncate">{name}</span>}
    </span>
  );
}
