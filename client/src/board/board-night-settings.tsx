// The night behind the board's grown-up gate (ADR 0056): whether this tablet dims at all, and whether it
// keeps the child's night hours (from the parent app or the routines) or hours of its own.
import { useId } from 'react';
import { SwitchField } from '../ui/switch-field';
import { inputClass } from '../ui/form-field';
import { updateBoardPreferences, useBoardPreferences } from './board-preferences';
import { nightHoursWords, nightSourceWords } from '../lib/night-hours-words';
import { useChildNightHours } from './use-night-hours';

function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-bold">
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        className={inputClass(false)}
      />
    </div>
  );
}

/** The night section of the board's settings. */
export function BoardNightSettings() {
  const { nightDim } = useBoardPreferences();
  const child = useChildNightHours();
  const switchId = useId();
  const name = useId();
  const choiceClass = (chosen: boolean) =>
    `flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${chosen ? 'border-ink ring-2 ring-ink' : 'border-ink/20'}`;
  return (
    <>
      <SwitchField
        id={switchId}
        label="Dim the board at night"
        hint="Never during a routine, a countdown or an alarm. A tap wakes it for two minutes."
        checked={nightDim.enabled}
        onChange={(enabled) => updateBoardPreferences({ nightDim: { enabled } })}
      />
      {nightDim.enabled && (
        <fieldset className="mt-4 space-y-2">
          <legend className="mb-2 font-bold">Night hours</legend>
          <label className={choiceClass(!nightDim.ownHours)}>
            <input
              type="radio"
              name={name}
              checked={!nightDim.ownHours}
              onChange={() => updateBoardPreferences({ nightDim: { ownHours: false } })}
              className="mt-1 size-5 shrink-0 accent-ink"
            />
            <span>
              <span className="block font-bold">
                {child ? nightHoursWords(child.hours) : 'The hours set for this child'}
              </span>
              <span className="block text-ink-soft">{child ? nightSourceWords(child.source) : ''}</span>
            </span>
          </label>
          <label className={choiceClass(nightDim.ownHours)}>
            <input
              type="radio"
              name={name}
              checked={nightDim.ownHours}
              onChange={() => updateBoardPreferences({ nightDim: { ownHours: true } })}
              className="mt-1 size-5 shrink-0 accent-ink"
            />
            <span className="block font-bold">This tablet&apos;s own hours</span>
          </label>
          {nightDim.ownHours && (
            <div className="grid grid-cols-2 gap-3 pt-2">
              <TimeInput
                label="From"
                value={nightDim.from}
                onChange={(from) => updateBoardPreferences({ nightDim: { from } })}
              />
              <TimeInput
                label="Until"
                value={nightDim.to}
                onChange={(to) => updateBoardPreferences({ nightDim: { to } })}
              />
            </div>
          )}
        </fieldset>
      )}
    </>
  );
}
