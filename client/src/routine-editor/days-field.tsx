import { DAY_NAMES, EVERY_DAY, sortDays, toggleDay, WEEKDAYS, WEEKEND } from '@sync/domain/days-of-week';
import { weekOrder, type WeekDay } from '@sync/domain/week-start';
import { errorIdFor, FieldErrors } from '../ui/form-field';

interface DaysFieldProps {
  id: string;
  days: readonly number[];
  /** The first day of the family's week, which the caller reads from the signed-in account. */
  weekStart: WeekDay;
  errors?: readonly string[] | undefined;
  onChange: (days: number[]) => void;
}

const shortcuts = [
  { label: 'Weekdays', days: WEEKDAYS },
  { label: 'Weekends', days: WEEKEND },
  { label: 'Every day', days: EVERY_DAY },
] as const;

function same(days: readonly number[], other: readonly number[]): boolean {
  return days.length === other.length && other.every((day) => days.includes(day));
}

/**
 * Seven day toggles from the first day of the family's week (D-WSTART-3), with the three sets parents pick
 * most often one tap away.
 */
export function DaysField({ id, days, weekStart, errors, onChange }: DaysFieldProps) {
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={invalid ? errorIdFor(id) : undefined}
      className="text-left"
    >
      <legend className="mb-2 font-bold text-ink">Days</legend>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Days of the week">
        {weekOrder(weekStart).map((day) => {
          const on = days.includes(day);
          const name = DAY_NAMES[day];
          return (
            <button
              key={day}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(toggleDay(days, day, weekStart))}
              className={`grid size-11 place-items-center rounded-full text-sm font-bold transition ${
                on ? 'bg-ink text-cream' : 'bg-white text-ink-soft ring-2 ring-ink/20 hover:ring-ink/40'
              }`}
            >
              <span aria-hidden="true">{name?.short.slice(0, 2)}</span>
              <span className="sr-only">{name?.long}</span>
            </button>
          );
        })}
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut.label}
            type="button"
            aria-pressed={same(days, shortcut.days)}
            onClick={() => onChange(sortDays(shortcut.days, weekStart))}
            className={`min-h-11 rounded-full px-4 text-sm font-bold transition ${
              same(days, shortcut.days)
                ? 'bg-sky-100 text-sky-700 ring-2 ring-sky-700'
                : 'text-ink-soft ring-2 ring-ink/15 hover:text-ink'
            }`}
          >
            {shortcut.label}
          </button>
        ))}
      </div>
      <FieldErrors id={errorIdFor(id)} errors={errors} />
    </fieldset>
  );
}
