import { withChildChosen } from '../lib/chosen-children';
import { ChildAvatar } from '../ui/child-avatar';
import type { ChildDocument } from '../data/hooks/use-children';

interface ChildChoiceFieldProps {
  legend: string;
  family: readonly ChildDocument[];
  chosen: readonly string[];
  onChange: (childIds: string[]) => void;
}

/** Which children get a suggested routine: each a large tick chip with their picture. */
export function ChildChoiceField({ legend, family, chosen, onChange }: ChildChoiceFieldProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-bold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {family.map((child) => {
          const checked = chosen.includes(child.id);
          return (
            <label
              key={child.id}
              className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-full py-1 pr-4 pl-1 font-bold ring-2 transition has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-sky-700 ${
                checked ? 'bg-sky-100 ring-sky-700' : 'bg-white ring-ink/15 hover:ring-ink/35'
              }`}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) => onChange(withChildChosen(chosen, child.id, event.target.checked))}
                className="sr-only"
              />
              <ChildAvatar name={child.name} picture={child.profilePicture} className="size-10 text-lg" />
              <span>{child.name}</span>
              <span aria-hidden="true" className={checked ? 'text-sky-800' : 'invisible'}>
                ✓
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
