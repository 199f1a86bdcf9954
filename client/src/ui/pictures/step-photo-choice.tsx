import { useId, useState, type ChangeEvent } from 'react';
import { STEP_PHOTO_MAX_LENGTH } from '@sync/domain/limits';
import { stepPhotoDataUrl } from '../../lib/resize-image';
import { buttonClass } from '../button-class';
import { FieldErrors } from '../form-field';
import { Icon } from '../icon';

interface StepPhotoChoiceProps {
  /** The step's photo now, or null. */
  value: string | null;
  /** A new photo (made small here first), or null to go back to the built-in picture. */
  onChange: (photo: string | null) => void;
}

/**
 * A parent's own photo for a step (ADR 0062): from the phone's camera or gallery (a phone offers both when a
 * page asks for an image), made small and square here before it is kept in the routine.
 */
export function StepPhotoChoice({ value, onChange }: StepPhotoChoiceProps) {
  const inputId = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const photo = await stepPhotoDataUrl(file, STEP_PHOTO_MAX_LENGTH);
      setError(undefined);
      onChange(photo);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That photo could not be used.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink/10">
      {value ? (
        <img
          src={value}
          alt="Your photo"
          width={56}
          height={56}
          className="size-14 rounded-xl object-cover"
        />
      ) : (
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-xl bg-sun-200 text-ink">
          <Icon name="plus" className="size-7" />
        </span>
      )}
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-bold">{value ? 'Your photo is this step’s picture' : 'Your own photo'}</p>
        <p className="text-sm text-ink-soft">
          {value
            ? 'Pick a picture below to use it instead.'
            : 'A photo of the real thing, like their own toothbrush, helps a young child.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className={buttonClass('secondary', 'cursor-pointer has-[:focus-visible]:outline-3')}
        >
          {busy ? 'Preparing…' : value ? 'Use another photo' : 'Use your own photo'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => void choose(event)}
        />
        {value && (
          <button type="button" className={buttonClass('quiet')} onClick={() => onChange(null)}>
            Remove photo
          </button>
        )}
      </div>
      {error && (
        <div className="basis-full">
          <FieldErrors id={`${inputId}-error`} errors={[error]} />
        </div>
      )}
    </div>
  );
}
