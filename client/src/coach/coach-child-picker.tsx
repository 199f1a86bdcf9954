import { ageGroupLabel, type AgeGroup } from '@sync/domain/age-group';
import { ChildAvatar } from '../ui/child-avatar';
import type { ChildDocument } from '../data/hooks/use-children';

interface CoachChildPickerProps {
  family: readonly ChildDocument[];
  childId: string | null;
  ageGroupOf: (child: ChildDocument) => AgeGroup;
  onChange: (childId: string | null) => void;
}

/**
 * "Who is this about?": Nia tailors answers to the chosen child's age band. Only the band is used, never
 * the name or the birth date; the chips say so by showing the band Nia will use.
 */
export function CoachChildPicker({ family, childId, ageGroupOf, onChange }: CoachChildPickerProps) {
  const chip = (selected: boolean) =>
    `flex min-h-12 items-center gap-2 rounded-full py-1 pr-4 pl-1 font-bold ring-2 transition ${
      selected ? 'bg-sky-100 ring-sky-700' : 'bg-white ring-ink/15 hover:ring-ink/35'
    }`;
  return (
    <div role="group" aria-label="Who is this about?" className="flex flex-wrap gap-2">
      {family.map((child) => {
        const selected = child.id === childId;
        return (
          <button
            key={child.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(child.id)}
            className={chip(selected)}
          >
            <ChildAvatar name={child.name} picture={child.profilePicture} className="size-10 text-lg" />
            <span>{child.name}</span>
            <span className="text-sm font-semibold text-ink-soft">{ageGroupLabel(ageGroupOf(child))}</span>
          </button>
        );
      })}
      <button
        type="button"
        aria-pressed={childId === null}
        onClick={() => onChange(null)}
        className={`${chip(childId === null)} pl-4`}
      >
        Any child
      </button>
    </div>
  );
}
