// What a routine finished after its time earns (V-RCONF-5, D-POINTS-2): three choices side by side, so a
// parent sees at once that "all" is one of them and not a hidden default.
import type { LateRoutineCoins } from '@sync/schemas/enums';

const CHOICES: readonly { value: LateRoutineCoins; label: string }[] = [
  { value: 'all', label: 'All coins' },
  { value: 'half', label: 'Half' },
  { value: 'none', label: 'No coins' },
];

/** The words for a rule, for the explanation under the settings. */
export function lateCoinsWords(rule: LateRoutineCoins): string {
  if (rule === 'none') return 'no coins, and it still counts as done';
  return rule === 'half' ? 'half its coins' : 'all its coins';
}

interface LateCoinsFieldProps {
  id: string;
  value: LateRoutineCoins;
  onChange: (value: LateRoutineCoins) => void;
}

/** The late-routine rule as a segmented choice. */
export function LateCoinsField({ id, value, onChange }: LateCoinsFieldProps) {
  return (
    <fieldset id={id} aria-describedby={`${id}-hint`}>
      <legend className="mb-1 font-bold">A routine done after its time earns</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-ink-soft">
        The board offers a routine whose time has passed for the rest of the day.
      </p>
      <div className="flex gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-12 flex-1 cursor-pointer items-center justify-center rounded-full px-3 font-bold whitespace-nowrap ring-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${
              value === choice.value ? 'bg-ink text-cream ring-ink' : 'bg-white ring-ink/15'
            }`}
          >
            <input
              type="radio"
              name={id}
              value={choice.value}
              className="sr-only"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
