// What a routine finished after its time earns (V-RCONF-5, D-POINTS-2): three choices side by side, so a
// parent sees at once that "all" is one of them and not a hidden default.
import type { LateRoutineCoins } from '@sync/schemas/enums';
import { SegmentedChoice, type SegmentOption } from '../../ui/segmented-choice';

const CHOICES: readonly SegmentOption<LateRoutineCoins>[] = [
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
        The board offers a routine whose time has passed until the evening routine is over.
      </p>
      <SegmentedChoice name={id} options={CHOICES} value={value} onChange={onChange} />
    </fieldset>
  );
}
