import { Link } from 'react-router';
import { describedBy, errorIdFor, FieldErrors } from './form-field';

interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[] | undefined;
}

const linkClass = 'font-bold text-sunrise-700 underline underline-offset-4 hover:text-ink';

/** Acceptance of the terms and the privacy policy, each opening in a new tab so the form keeps its values. */
export function TermsCheckbox({ id, checked, onChange, errors }: TermsCheckboxProps) {
  return (
    <div className="text-left">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="acceptedTerms"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-ink"
          {...describedBy(id, errors)}
        />
        <label htmlFor={id} className="cursor-pointer text-ink">
          I agree to the{' '}
          <Link to="/terms-and-conditions" target="_blank" className={linkClass}>
            Terms and Conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and the{' '}
          <Link to="/privacy-policy" target="_blank" className={linkClass}>
            Privacy Policy
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          .
        </label>
      </div>
      {/* Ticked after a refused submit, the box's message goes; its room stays, so Sign up just below does
          not jump up under the finger on its way to it. */}
      <FieldErrors id={errorIdFor(id)} errors={errors} keepSpace />
    </div>
  );
}
