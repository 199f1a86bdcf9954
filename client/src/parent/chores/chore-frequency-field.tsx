import { weekOrder } from '@sync/domain/week-start';
import type { ChoreFrequency } from '@sync/schemas/enums';
import { describedBy, FieldErrors, errorIdFor, inputClass } from '../../ui/form-field';
import { useWeekStart } from '../../session/use-week-start';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

const CHOICES: readonly { value: ChoreFrequency; label: string; hint: string }[] = [
  { value: 'daily', label: 'Every day', hint: 'All seven days of the week' },
  { value: 'weekly', label: 'Some days of the week', hint: 'Pick the days' },
  { value: 'one-time', label: 'Once', hint: 'On one date' },
];

/** The three schedule fields a chore's frequency rule ties together. */
export interface ChoreScheduleValues {
  frequency: ChoreFrequency;
  daysOfWeek: number[];
  scheduledDate: string;
}

interface ChoreFrequencyFieldProps {
  idPrefix: string;
  values: ChoreScheduleValues;
  /** The frequency rule's message (reported on the days) and the date's own. */
  ruleErrors: readonly string[] | undefined;
  dateErrors: readonly string[] | undefined;
  today: string;
  onChange: (next: ChoreScheduleValues) => void;
}

// Choosing a frequency fills in what makes it valid, so the easy path is the right one: every day names
// all seven days, some days starts from the weekdays, once starts today and names no days.
function switchTo(
  frequency: ChoreFrequency,
  current: ChoreScheduleValues,
  today: string,
): ChoreScheduleValues {
  switch (frequency) {
    case 'daily':
      return { frequency, daysOfWeek: ALL_DAYS, scheduledDate: '' };
    case 'weekly': {
      const keep = current.daysOfWeek.length > 0 && current.daysOfWeek.length < 7;
      return { frequency, daysOfWeek: keep ? current.daysOfWeek : WEEKDAYS, scheduledDate: '' };
    }
    case 'one-time':
      return { frequency, daysOfWeek: [], scheduledDate: current.scheduledDate || today };
  }
}

const pill = (selected: boolean) =>
  'inline-flex min-h-12 min-w-12 cursor-pointer items-center justify-center rounded-2xl px-3 font-bold ring-2 transition ' +
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-700 ' +
  (selected ? 'bg-ink text-cream ring-ink' : 'bg-white text-ink ring-ink/30 hover:ring-ink/60');

/** How often a chore comes round: every day, some days of the week, or once on a date. */
export function ChoreFrequencyField({
  idPrefix,
  values,
  ruleErrors,
  dateErrors,
  today,
  onChange,
}: ChoreFrequencyFieldProps) {
  const daysId = `${idPrefix}-daysOfWeek`;
  const dateId = `${idPrefix}-scheduledDate`;
  // The days from the first of the family's week (D-WSTART-3).
  const week = weekOrder(useWeekStart());
  const toggle = (day: number) =>
    onChange({
      ...values,
      daysOfWeek: values.daysOfWeek.includes(day)
        ? values.daysOfWeek.filter((d) => d !== day)
        : [...values.daysOfWeek, day].sort((a, b) => a - b),
    });
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 font-bold">How often</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl bg-white p-3 ring-2 ring-ink/15 has-checked:ring-ink"
            >
              <input
                type="radio"
                name={`${idPrefix}-frequency`}
                value={choice.value}
                checked={values.frequency === choice.value}
                onChange={() => onChange(switchTo(choice.value, values, today))}
                className="mt-1 size-5 shrink-0 accent-ink"
              />
              <span>
                <span className="block font-bold">{choice.label}</span>
                <span className="block text-sm text-ink-soft">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {values.frequency === 'one-time' ? (
        <div>
          <label htmlFor={dateId} className="mb-2 block font-bold">
            On which date
          </label>
          <input
            id={dateId}
            type="date"
            min={today}
            value={values.scheduledDate}
            onChange={(event) => onChange({ ...values, scheduledDate: event.target.value })}
            className={inputClass(Boolean(dateErrors?.length || ruleErrors?.length), 'max-w-xs')}
            {...describedBy(dateId, dateErrors ?? ruleErrors)}
          />
          <FieldErrors id={errorIdFor(dateId)} errors={dateErrors ?? ruleErrors} />
        </div>
      ) : (
        <fieldset
          id={daysId}
          tabIndex={-1}
          aria-describedby={ruleErrors?.length ? errorIdFor(daysId) : undefined}
        >
          <legend className="mb-2 font-bold">Which days</legend>
          {values.frequency === 'weekly' && (
            <div className="mb-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={pill(false)}
                onClick={() => onChange({ ...values, daysOfWeek: WEEKDAYS })}
              >
                Weekdays
              </button>
              <button
                type="button"
                className={pill(false)}
                onClick={() => onChange({ ...values, daysOfWeek: WEEKEND })}
              >
                Weekends
              </button>
              <button
                type="button"
                className={pill(false)}
                onClick={() => onChange(switchTo('daily', values, today))}
              >
                Every day
              </button>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {week.map((day) => {
              const checked = values.daysOfWeek.includes(day);
              return (
                <label key={day} className={pill(checked)}>
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    disabled={values.frequency === 'daily'}
                    onChange={() => toggle(day)}
                  />
                  <span aria-hidden="true">{DAY_NAMES[day].slice(0, 3)}</span>
                  <span className="sr-only">{DAY_NAMES[day]}</span>
                </label>
              );
            })}
          </div>
          {values.frequency === 'daily' && (
            <p className="mt-2 text-sm text-ink-soft">
              Every day means all seven. For fewer, choose “Some days of the week”.
            </p>
          )}
          <FieldErrors id={errorIdFor(daysId)} errors={ruleErrors} />
        </fieldset>
      )}
    </div>
  );
}
