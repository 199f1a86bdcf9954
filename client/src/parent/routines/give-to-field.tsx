import { withChildChosen } from '../../lib/chosen-children';
import type { ChildDocument } from '../../data/hooks/use-children';

interface GiveToFieldProps {
  /** The family's other children. */
  siblings: readonly ChildDocument[];
  chosen: readonly string[];
  onChange: (childIds: string[]) => void;
}

/** "Also give this routine to…": a copy for each brother or sister ticked, made when the routine is saved. */
export function GiveToField({ siblings, chosen, onChange }: GiveToFieldProps) {
  if (siblings.length === 0) return null;
  return (
    <fieldset className="text-left">
      <legend className="mb-1 font-bold text-ink">Also give this routine to…</legend>
      <p className="mb-2 text-sm text-ink-soft">
        Each child gets a copy of their own when you save; changing one later leaves the others as they are.
      </p>
      <div className="flex flex-wrap gap-2">
        {siblings.map((sibling) => {
          const checked = chosen.includes(sibling.id);
          return (
            <label
              key={sibling.id}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-full px-4 font-bold ring-2 transition ${
                checked ? 'bg-sky-100 ring-sky-700' : 'bg-white ring-ink/15 hover:ring-ink/35'
              }`}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) => onChange(withChildChosen(chosen, sibling.id, event.target.checked))}
                className="size-5 accent-ink"
              />
              {sibling.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
