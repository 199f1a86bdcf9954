import markUrl from './logo-mark.svg';

interface LogoProps {
  /** Text colour of the word mark; the sun mark keeps its own colours. */
  className?: string;
  /** Classes of the word alone, such as hiding it where a narrow bar has no room for it. */
  wordClassName?: string;
}

export function Logo({ className = 'text-ink', wordClassName }: LogoProps) {
  return (
    <span
      className={`inline-flex items-center gap-2 text-lg font-extrabold sm:text-xl tracking-tight ${className}`}
    >
      <img src={markUrl} alt="" width={34} height={34} className="size-7 sm:size-[34px]" />
      {wordClassName ? <span className={wordClassName}>Brightday</span> : 'Brightday'}
    </span>
  );
}
