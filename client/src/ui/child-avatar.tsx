/** A child's photo, or the first letter of their name on a warm circle when there is none. */
export function ChildAvatar({
  name,
  picture,
  className = 'size-14 text-2xl',
}: {
  name: string;
  picture: string | null;
  className?: string;
}) {
  if (picture)
    return <img src={picture} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-sun-200 font-extrabold text-ink`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
