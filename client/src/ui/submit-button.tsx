import type { ReactNode } from 'react';
import { buttonClass } from './button-class';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  /** True while the form's request is under way: the button is disabled and shows progress. */
  pending: boolean;
  /** What a screen reader hears while pending, such as 'Logging in…'. */
  pendingLabel: string;
  children: ReactNode;
}

/** A form's full-width primary button. */
export function SubmitButton({ pending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonClass('primary', 'w-full text-lg')}
    >
      {pending && <Spinner size="small" tone="ink" label={pendingLabel} />}
      {children}
    </button>
  );
}
