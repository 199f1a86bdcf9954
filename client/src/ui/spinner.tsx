interface SpinnerProps {
  /** Read by screen readers while the spinner is the only thing on screen. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label = 'Loading…', size = 'large' }: SpinnerProps) {
  const dimensions = size === 'large' ? 'size-12 border-[5px]' : 'size-5 border-[3px]';
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <span
        aria-hidden="true"
        className={`${dimensions} animate-spin rounded-full border-sunrise-100 border-t-sunrise-500`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center bg-cream">
      <Spinner />
    </div>
  );
}
