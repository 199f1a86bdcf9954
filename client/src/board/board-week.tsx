// The child's week on the board: seven day columns from the first day of the family's week (Sunday in the
// United States, Monday in most places; D-WSTART-3), each with the pictures of its routines and activities in
// order. Today is the big, highlighted one; a child counts "sleeps" to swimming by the columns.
import type { CalendarDate } from '@sync/domain/family-date';
import { weekAgenda } from '@sync/domain/schedule';
import { startOfWeek } from '@sync/domain/week-start';
import { suggestChorePicture } from '@sync/domain/suggest-chore-picture';
import { Icon } from '../ui/icon';
import { BoardPicture } from './board-picture';
import { useBoardData, useBoardDocuments } from './board-data-context';

const dayName = (date: CalendarDate, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(undefined, { weekday: style, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The family's week of routines and activities, from its first day. */
export function BoardWeek({ today }: { today: CalendarDate }) {
  const { childId, weekStart } = useBoardData();
  const routines = useBoardDocuments('routines', { childId }, childId);
  const activities = useBoardDocuments('activities', { childId }, childId);
  if (!routines || !activities) return null;
  const live = routines;
  const days = weekAgenda(startOfWeek(today, weekStart), live, activities);
  const iconOf = (kind: 'routine' | 'activity', id: string): string => {
    // Activities carry no picture: the one the name suggests ("Swimming" → a swimmer), as for chores.
    if (kind === 'activity') return suggestChorePicture(activities.find((a) => a.id === id)?.name ?? '');
    return live.find((routine) => routine.id === id)?.tasks[0]?.icon ?? 'star';
  };

  return (
    <section
      aria-label="My week"
      className="rounded-3xl bg-(--board-surface) p-3 shadow-soft backdrop-blur-sm"
    >
      <ol className="grid grid-cols-7 gap-2">
        {days.map((day) => {
          const isToday = day.date === today;
          return (
            <li
              key={day.date}
              aria-label={`${isToday ? 'Today' : dayName(day.date, 'long')}: ${
                day.items.length === 0 ? 'nothing planned' : day.items.map((item) => item.name).join(', ')
              }`}
              className={`flex min-w-0 flex-col items-center gap-1 rounded-2xl p-2 ${isToday ? 'bg-sun-200 ring-4 ring-sun-400' : 'bg-(--board-surface)'}`}
            >
              <span aria-hidden="true" className="text-sm font-black uppercase">
                {isToday ? 'Today' : dayName(day.date, 'short')}
              </span>
              <span aria-hidden="true" className="flex flex-wrap justify-center gap-1">
                {day.items.slice(0, 4).map((item) => (
                  <span
                    key={`${item.kind}-${item.id}`}
                    className="grid size-9 place-items-center rounded-xl bg-white"
                  >
                    <BoardPicture icon={iconOf(item.kind, item.id)} className="size-7" />
                  </span>
                ))}
                {day.items.length === 0 && <Icon name="sun" className="size-7 text-sun-400" />}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
