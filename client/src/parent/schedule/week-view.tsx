import { useState } from 'react';
import type { CalendarDate } from '@sync/domain/family-date';
import type { AgendaDay, AgendaItem } from '@sync/domain/schedule';
import { useMediaQuery } from '../../ui/use-media-query';
import { AgendaItemCard, type ItemStyle } from './agenda-item-card';
import { formatDayHeading, formatShortDayHeading, shortDayName } from './schedule-format';

interface WeekViewProps {
  /** Names the week for assistive technology, such as "Mia's week". */
  label: string;
  days: readonly AgendaDay[];
  today: CalendarDate;
  styleOf: (item: AgendaItem) => ItemStyle;
  /** What an empty day says. */
  emptyDay?: string;
}

function DayItems({
  day,
  styleOf,
  emptyDay,
  compact = false,
}: { day: AgendaDay; compact?: boolean } & Pick<WeekViewProps, 'styleOf' | 'emptyDay'>) {
  if (day.items.length === 0) return <p className="py-2 text-ink-soft">{emptyDay ?? 'Nothing planned'}</p>;
  return (
    <ul className="space-y-2">
      {day.items.map((item) => (
        <AgendaItemCard key={`${item.kind}-${item.id}`} item={item} style={styleOf(item)} compact={compact} />
      ))}
    </ul>
  );
}

/**
 * A week at a glance: seven columns side by side on a laptop; on a phone, a row of day buttons and the
 * chosen day's list, so nothing is squeezed into a seventh of 390 pixels.
 */
export function WeekView({ label, days, today, styleOf, emptyDay }: WeekViewProps) {
  const wide = useMediaQuery('(min-width: 1024px)');
  // Today's day first where the week holds it; the week's first day otherwise.
  const [chosen, setChosen] = useState(() =>
    Math.max(
      0,
      days.findIndex((entry) => entry.date === today),
    ),
  );
  const day = days[Math.min(chosen, days.length - 1)];

  if (wide) {
    return (
      <section aria-label={label} className="grid grid-cols-7 gap-2">
        {days.map((entry) => (
          <div
            key={entry.date}
            className={`min-w-0 rounded-2xl bg-white p-2 shadow-soft ${entry.date === today ? 'ring-4 ring-sun-400' : ''}`}
          >
            <h3 className="mb-2 px-1 font-extrabold">{formatShortDayHeading(entry.date, today)}</h3>
            <DayItems day={entry} styleOf={styleOf} emptyDay={emptyDay} compact />
          </div>
        ))}
      </section>
    );
  }

  return (
    <section aria-label={label}>
      <div role="group" aria-label="Choose a day" className="grid grid-cols-7 gap-1">
        {days.map((entry, index) => (
          <button
            key={entry.date}
            type="button"
            aria-pressed={index === chosen}
            onClick={() => setChosen(index)}
            className="flex min-h-16 flex-col items-center justify-center rounded-2xl bg-white text-sm font-bold ring-2 ring-ink/10 aria-pressed:bg-ink aria-pressed:text-cream"
          >
            <span>{shortDayName(entry.dayOfWeek)}</span>
            <span className="text-xs font-semibold">{Number(entry.date.slice(8))}</span>
            <span aria-hidden="true" className="text-xs">
              {entry.items.length > 0 ? '•'.repeat(Math.min(entry.items.length, 3)) : '\u00a0'}
            </span>
            {/* Read after the visible day and date, so the button's name starts with what it shows. */}
            <span className="sr-only">
              {entry.date === today ? ', today' : ''}, {entry.items.length} planned
            </span>
          </button>
        ))}
      </div>
      {day && (
        <div className="mt-4 rounded-3xl bg-white p-4 shadow-soft">
          <h3 className="mb-3 text-lg font-extrabold">{formatDayHeading(day.date, today)}</h3>
          <DayItems day={day} styleOf={styleOf} emptyDay={emptyDay} />
        </div>
      )}
    </section>
  );
}
