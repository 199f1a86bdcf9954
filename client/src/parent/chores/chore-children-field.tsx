import { withChildChosen } from '../../lib/chosen-children';
import { Link } from 'react-router';
import { ChildAvatar } from '../../ui/child-avatar';
import type { ChildDocument } from '../../data/hooks/use-children';

interface ChoreChildrenFieldProps {
  children: readonly ChildDocument[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** Which children a chore is given to: one chore can be everyone's, each child ticking their own. */
export function ChoreChildrenField({ children, selected, onChange }: ChoreChildrenFieldProps) {
  if (children.length === 0) {
    return (
      <div>
        <p className="mb-2 font-bold">Who does it</p>
        <p className="text-ink-soft">
          Add a child first, then give them this chore.{' '}
          <Link to="/add-child" className="font-bold text-ink underline underline-offset-4">
            Add a child
          </Link>
        </p>
      </div>
    );
  }
  const everyone = children.every((child) => selected.includes(child.id));
  return (
    <fieldset>
      <legend className="mb-1 font-bold">Who does it</legend>
      <p className="mb-3 text-sm text-ink-soft">
        Each child ticks off their own. Leave everyone out to keep the chore for later.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {children.map((child) => {
          const checked = selected.includes(child.id);
          return (
            <label
              key={child.id}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl bg-white p-3 ring-2 ring-ink/15 has-checked:ring-ink"
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onChange(withChildChosen(selected, child.id, !checked))}
                className="size-6 shrink-0 accent-ink"
              />
              <ChildAvatar name={child.name} picture={child.profilePicture} className="size-10 text-lg" />
              <span className="font-bold">{child.name}</span>
            </label>
          );
        })}
      </div>
      {children.length > 1 && !everyone && (
        <button
          type="button"
          onClick={() => onChange(children.map((child) => child.id))}
          className="mt-2 min-h-11 font-bold underline underline-offset-4"
        >
          Give it to everyone
        </button>
      )}
    </fieldset>
  );
}
