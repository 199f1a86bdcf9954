// Which week a schedule shows: the family's week that holds today, from its first day (D-WSTART-3), or
// the one after it, so that late in the week the parent still sees what comes next.
import { useState } from 'react';
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import { startOfWeek } from '@sync/domain/week-start';
import { useWeekStart } from '../../session/use-week-start';

/** The first day of the week shown, and whether it is next week. */
export function useShownWeek(today: CalendarDate) {
  const start = useWeekStart();
  const [next, setNext] = useState(false);
  const from = addDays(startOfWeek(today, start), next ? 7 : 0);
  return { from, next, setNext };
}

/** Two buttons: "This week" and "Next week". */
export function WeekSwitch({ next, onChange }: { next: boolean; onChange: (next: boolean) => void }) {
  return (
    <div role="group" aria-label="Which week" className="flex gap-2">
      {[
        { label: 'This week', value: false },
        { label: 'Next week', value: true },
      ].map((choice) => (
        <button
          key={choice.label}
          type="button"
          aria-pressed={next === choice.value}
          onClick={() => onChange(choice.value)}
          className="min-h-11 rounded-full bg-white px-4 text-sm font-bold text-ink-soft ring-2 ring-ink/10 aria-pressed:bg-ink aria-pressed:text-cream"
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
