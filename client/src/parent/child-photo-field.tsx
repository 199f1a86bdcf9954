import { useId, useState, type ChangeEvent } from 'react';
import { squarePictureDataUrl } from '../lib/resize-image';
import { buttonClass } from '../ui/button-class';
import { FieldErrors } from '../ui/form-field';
import { ChildAvatar } from '../ui/child-avatar';

interface ChildPhotoFieldProps {
  name: string;
  picture: string | null;
  onChange: (picture: string | null) => void;
}

/**
 * A photo from the phone's gallery or camera, made small and square here before it is stored (a phone
 * offers both when a page asks for an image).
 */
export function ChildPhotoField({ name, picture, onChange }: ChildPhotoFieldProps) {
  const inputId = useId();
  const [error, setError] = useState<string | undefined>(undefined);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onChange(await squarePictureDataUrl(file));
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That picture could not be used.');
    }
  }

  return (
    <div>
      <p className="mb-2 font-bold text-ink">Photo (optional)</p>
      <div className="flex flex-wrap items-center gap-4">
        <ChildAvatar name={name} picture={picture} className="size-20 text-3xl" />
        <label htmlFor={inputId} className={buttonClass('secondary', 'cursor-pointer')}>
          {picture ? 'Change photo' : 'Add a photo'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(e) => void choose(e)}
        />
        {picture && (
          <button type="button" className={buttonClass('quiet')} onClick={() => onChange(null)}>
            Remove photo
          </button>
        )}
      </div>
      <FieldErrors id={`${inputId}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}
