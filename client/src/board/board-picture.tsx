import { useState } from 'react';
import { Icon } from '../ui/icon';

// An icon name becomes a file name: nothing that could leave the pictures folder.
const SAFE_ICON = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * A task's picture on the board, large and decorative (its name is always beside it); a star when the task
 * has no picture or it cannot load.
 */
export function BoardPicture({ icon, className = 'size-3/4' }: { icon: string; className?: string }) {
  const [failed, setFailed] = useState(false);
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
