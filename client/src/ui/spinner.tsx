interface SpinnerProps {
  /** Read by screen readers while the spinner is the only thing on screen. */
  label?: string;
  size?: 'small' | 'large';
  /** Ink shows on orange buttons, where the brand colours would vanish. */
  tone?: 'brand' | 'ink';
}

export function Spinner({ label = 'Loading…', size = 'large', tone = 'brand' }: SpinnerProps) {
  const dimensions = size === 'large' ? 'size-12 border-[5px]' : 'size-5 border-[3px]';
  const colours = tone === 'brand' ? 'border-sunrise-100 border-t-sunrise-500' : 'border-ink/20 border-t-ink';
  return (
    <span role="status" data-spinner="" className="inline-flex items-center gap-3">
      <span aria-hidden="true" className={`${dimensions} ${colours} animate-spin rounded-full`} />
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
