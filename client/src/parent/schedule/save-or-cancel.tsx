import { buttonClass } from '../../ui/button-class';
import { SubmitButton } from '../../ui/submit-button';

interface SaveOrCancelProps {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** The foot of a schedule form: save (wide, first on a phone and on the right above it) or cancel. */
export function SaveOrCancel({ submitLabel, pending, onCancel }: SaveOrCancelProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse">
      <div className="sm:flex-1">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
      <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
