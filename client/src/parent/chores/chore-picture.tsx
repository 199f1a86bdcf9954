import { Icon } from '../../ui/icon';

/** A chore's picture on a soft tile; decorative, since the chore's name is always beside it. */
export function ChorePicture({ className = 'size-12' }: { icon: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-2xl bg-sun-200 text-ink`}
    >
      <Icon name="home" className="size-6" />
    </span>
  );
}
