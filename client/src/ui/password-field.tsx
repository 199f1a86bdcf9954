import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldShell, inputClass } from './form-field';
import { Icon } from './icon';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
  /** Shown under the field, such as the strength meter. */
  after?: ReactNode;
  /** Ids of further descriptions of the field (the meter's checklist). */
  describedByIds?: string[];
};

/** A password input with a show/hide toggle, so a parent on a phone can check what they typed. */
export function PasswordField({
  id,
  label,
  errors,
  after,
  describedByIds = [],
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);

  return (
    <FieldShell id={id} label={label} errors={errors} after={after}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={inputClass(Boolean(errors?.length), 'pr-14')}
          {...describedBy(id, errors, ...describedByIds)}
          {...input}
        />
        <button
          type="button"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-1 my-auto grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} className="size-5" />
        </button>
      </div>
    </FieldShell>
  );
}
