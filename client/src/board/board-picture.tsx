import { useState } from 'react';
import { Icon } from '../ui/icon';

// An icon name becomes a file name: nothing that could leave the pictures folder.
const SAFE_ICON = /^[a-z0-9][a-z0-9-]*$/i;

interface BoardPictureProps {
  icon: string;
  /** A parent's own photo of the step (ADR 0062), shown instead of the icon: it is in the routine document. */
  photo?: string | undefined;
  className?: string;
}

/**
 * A task's picture on the board, large and decorative (its name is always beside it); a star when the task
 * has no picture or it cannot load.
 */
export function BoardPicture({ icon, photo, className = 'size-3/4' }: BoardPictureProps) {
  const [failed, setFailed] = useState(false);
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={160}
        height={160}
        draggable={false}
        data-step-photo=""
        className={`${className} rounded-[22%] object-cover shadow-soft`}
      />
    );
  }
  if (!SAFE_ICON.test(icon) || failed) {
    return <Icon name="star" className={`${className} text-sun-400`} />;
  }
  return (
    <img
      src={`/pictures/tasks/${icon}.svg`}
      alt=""
      width={160}
      height={160}
      draggable={false}
      className={`${className} object-contain`}
      onError={() => setFailed(true)}
    />
  );
}
