import type { ReactNode } from 'react';
import { buttonClass } from './button-class';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  /** True while the form's request is under way: the button is disabled and shows progress. */
  pending: boolean;
  /** What a screen reader hears while pending, such as 'Logging in…'. */
  pendingLabel: string;
  /** Classes beside the primary look; a form's full-width button when left out. */
  className?: string;
  children: ReactNode;
}

/** A form's primary button; disabled while its submit runs, so a second tap cannot send it again (ADR 0049). */
export function SubmitButton({
  pending,
  pendingLabel,
  className = 'w-full text-lg',
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonClass('primary', className)}
    >
      {pending && <Spinner size="small" tone="ink" label={pendingLabel} />}
      {children}
    </button>
  );
}
