import type { CalendarDate } from '@sync/domain/family-date';
import { TextField } from '../../ui/form-field';
import { shortDay, untilChoices } from './household-words';

interface UntilFieldProps {
  id: string;
  /** The chosen last day, or '' for no end. */
  value: string;
  onChange: (until: string) => void;
  today: CalendarDate;
  errors?: readonly string[] | undefined;
}

/** A caregiver's optional last day: a date input with quick choices such as "Until Sunday". */
export function UntilField({ id, value, onChange, today, errors }: UntilFieldProps) {
  return (
    <div className="space-y-3">
      <TextField
        id={id}
        label="Last day (optional)"
        type="date"
        min={today}
        value={value}
        errors={errors}
        onChange={(event) => onChange(event.target.value)}
      />
      <div role="group" aria-label="Quick choices for the last day" className="flex flex-wrap gap-2">
        {untilChoices(today).map((choice) => (
          <button
            key={choice.label}
            type="button"
            aria-pressed={value === choice.date}
            title={shortDay(choice.date)}
            onClick={() => onChange(choice.date)}
            className={`min-h-11 rounded-full px-4 text-sm font-bold ring-2 transition ${
              value === choice.date
                ? 'bg-ink text-cream ring-ink'
                : 'bg-white text-ink ring-ink/15 hover:ring-ink/35'
            }`}
          >
            {choice.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={value === ''}
          onClick={() => onChange('')}
          className={`min-h-11 rounded-full px-4 text-sm font-bold ring-2 transition ${
            value === '' ? 'bg-ink text-cream ring-ink' : 'bg-white text-ink ring-ink/15 hover:ring-ink/35'
          }`}
        >
          No end
        </button>
      </div>
      <p className="text-sm text-ink-soft">
        {value === ''
          ? 'Their access has no end until you change it.'
          : `Their access ends after ${shortDay(value)}, in your family's time zone.`}
      </p>
    </div>
  );
}
