import { errorIdFor, FieldErrors } from '../../ui/form-field';
import { weekOrder } from '@sync/domain/week-start';
import { useWeekStart } from '../../session/use-week-start';
import { DAY_SHORTCUTS, longDayName, shortDayName } from './schedule-format';

interface DaysPickerProps {
  id: string;
  legend: string;
  value: readonly number[];
  errors?: readonly string[] | undefined;
  onChange: (days: number[]) => void;
}

/**
 * Seven day toggles from the first day of the family's week (D-WSTART-3), with shortcuts for school days,
 * weekends and every day.
 */
export function DaysPicker({ id, legend, value, errors, onChange }: DaysPickerProps) {
  const invalid = Boolean(errors?.length);
  const week = weekOrder(useWeekStart());
  function toggle(day: number, on: boolean) {
    onChange(on ? [...value, day].sort((a, b) => a - b) : value.filter((entry) => entry !== day));
  }
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={invalid ? errorIdFor(id) : undefined}
      className="text-left outline-none"
    >
      <legend className="mb-2 font-bold text-ink">{legend}</legend>
      <div className="mb-3 flex flex-wrap gap-2">
        {DAY_SHORTCUTS.map((shortcut) => (
          <button
            key={shortcut.label}
            type="button"
            onClick={() => onChange([...shortcut.days].sort((a, b) => a - b))}
            className="min-h-11 rounded-full bg-sky-100 px-4 text-sm font-bold text-sky-700 hover:bg-sky-400/30"
          >
            {shortcut.label}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1.5">
        {week.map((day) => {
          const on = value.includes(day);
          return (
            <label
              key={day}
              className={`flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 text-sm font-bold transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${
                on
                  ? 'border-ink bg-ink text-cream'
                  : invalid
                    ? 'border-sunrise-700 bg-white'
                    : 'border-ink/30 bg-white'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              <span aria-hidden="true">{shortDayName(day)}</span>
              <span className="sr-only">{longDayName(day)}</span>
            </label>
          );
        })}
      </div>
      <FieldErrors id={errorIdFor(id)} errors={errors} />
    </fieldset>
  );
}
