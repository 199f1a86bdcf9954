import type { GrantableRole } from '@sync/schemas/household';
import { FieldErrors, errorIdFor } from '../../ui/form-field';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from './household-words';

interface RoleFieldProps {
  id: string;
  value: GrantableRole;
  onChange: (role: GrantableRole) => void;
  errors?: readonly string[] | undefined;
}

const ROLES: readonly GrantableRole[] = ['parent', 'caregiver'];

/** Parent or caregiver, each with what it may do in plain words. */
export function RoleField({ id, value, onChange, errors }: RoleFieldProps) {
  return (
    <fieldset id={id} aria-describedby={errors?.length ? errorIdFor(id) : undefined}>
      <legend className="mb-2 font-bold text-ink">Role</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ROLES.map((role) => (
          <label
            key={role}
            className={`flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-4 transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${
              value === role ? 'border-ink' : 'border-ink/20 hover:border-ink/40'
            }`}
          >
            <input
              type="radio"
              name={`${id}-choice`}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="mt-1 size-5 shrink-0 accent-ink"
            />
            <span>
              <span className="block font-bold">{ROLE_LABELS[role]}</span>
              <span className="block text-sm text-ink-soft">{ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldErrors id={errorIdFor(id)} errors={errors} />
    </fieldset>
  );
}
