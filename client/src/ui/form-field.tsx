import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

/** Class list of text inputs and selects; the border keeps 3:1 against white (WCAG 1.4.11). */
export function inputClass(invalid: boolean, extra = ''): string {
  return (
    'block min-h-12 w-full rounded-2xl border-2 bg-white px-4 py-2.5 text-base text-ink ' +
    'placeholder:text-ink-soft/80 transition-colors focus:border-sky-700 ' +
    (invalid ? 'border-sunrise-700 ' : 'border-ink/50 hover:border-ink/70 ') +
    extra
  ).trim();
}

/** The id of a field's hint, for aria-describedby. */
export function hintIdFor(id: string): string {
  return `${id}-hint`;
}

/** The id of the element that holds a field's error messages, for aria-describedby. */
export function errorIdFor(id: string): string {
  return `${id}-error`;
}

interface FieldErrorsProps {
  id: string;
  errors?: readonly string[] | undefined;
  /**
   * Keeps the room of the last messages, invisible, once they are gone: for a field whose correction is one
   * tap (a checkbox) with the form's button just below, which must not move under the next tap.
   */
  keepSpace?: boolean;
}

function MessageList({ errors }: { errors: readonly string[] }) {
  return errors.length === 1 ? (
    <p>{errors[0]}</p>
  ) : (
    <ul className="list-disc space-y-0.5 pl-5">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

const messagesClass = 'mt-2 text-left text-sm font-semibold text-sunrise-700';

/** A field's messages, announced when they appear; several become a list (the password's rules). */
export function FieldErrors({ id, errors, keepSpace = false }: FieldErrorsProps) {
  const shown = errors !== undefined && errors.length > 0;
  // The last messages shown, kept from render to render (React's "state from the previous render" pattern).
  const [lastShown, setLastShown] = useState<readonly string[] | undefined>(shown ? errors : undefined);
  if (shown && lastShown !== errors) setLastShown(errors);
  if (shown) {
    return (
      <div id={id} role="alert" className={messagesClass}>
        <MessageList errors={errors} />
      </div>
    );
  }
  if (!keepSpace || lastShown === undefined) return null;
  return (
    <div aria-hidden="true" className={`invisible ${messagesClass}`}>
      <MessageList errors={lastShown} />
    </div>
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
  /** The control itself; it must carry `id`. */
  children: ReactNode;
  /** Shown under the messages, such as the password strength meter. */
  after?: ReactNode;
  /** A short example or rule, between the label and the control; the control names it as its description. */
  hint?: string | undefined;
}

/** Label, control and messages of one form field, stacked. */
export function FieldShell({ id, label, errors, children, after, hint }: FieldShellProps) {
  return (
    <div className="text-left">
      <label htmlFor={id} className={`block font-bold text-ink ${hint ? 'mb-1' : 'mb-2'}`}>
        {label}
      </label>
      {hint && (
        <p id={hintIdFor(id)} className="mb-2 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {children}
      <FieldErrors id={errorIdFor(id)} errors={errors} />
      {after}
    </div>
  );
}

/** ARIA attributes that tie a control to its messages. */
export function describedBy(id: string, errors: readonly string[] | undefined, ...more: string[]) {
  const invalid = Boolean(errors && errors.length > 0);
  const ids = [...(invalid ? [errorIdFor(id)] : []), ...more].join(' ');
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids || undefined,
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
  /**
   * An example shown whole above the field. A placeholder is cut off at the field's edge on a phone and
   * goes away at the first letter, so a hint longer than a few words belongs here.
   */
  hint?: string | undefined;
};

/** A labelled text input with its messages underneath. */
export function TextField({ id, label, errors, hint, className = '', ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} errors={errors} hint={hint}>
      <input
        id={id}
        className={inputClass(Boolean(errors?.length), className)}
        {...describedBy(id, errors, ...(hint ? [hintIdFor(id)] : []))}
        {...input}
      />
    </FieldShell>
  );
}
