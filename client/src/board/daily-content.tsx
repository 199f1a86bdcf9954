// The day's quote or joke for the child's age band, when the server has one (it arrives with the board's
// data, so it shows offline). A joke is read aloud on a tap: most children at the board cannot read yet.
import { ageGroupOf } from '../../../sync/domain/age-group';
import type { CalendarDate } from '../../../sync/domain/family-date';
import { Icon } from '../ui/icon';
import { useBoardDocuments } from './board-data-context';

interface DailyContentProps {
  today: CalendarDate;
  birthDate: CalendarDate | null;
  onSpeak: (text: string) => void;
}

/** Today's joke (else quote) for the child's age band, or nothing. */
export function DailyContent({ today, birthDate, onSpeak }: DailyContentProps) {
  const ageGroup = ageGroupOf(birthDate, today);
  const key = `${today}/${ageGroup}`;
  const jokes = useBoardDocuments('dailyJokes', { date: today, ageGroup }, key);
  const quotes = useBoardDocuments('dailyQuotes', { date: today, ageGroup }, key);
  const joke = jokes?.[0];
  const quote = quotes?.[0];
  const text = joke?.joke ?? quote?.quote;
  if (text === undefined) return null;
  const label = joke ? 'Joke of the day' : 'Thought of the day';
  return (
    <section aria-label={label} className="rounded-3xl bg-(--board-surface) p-4 shadow-soft backdrop-blur-sm">
      <button
        type="button"
        onClick={() => onSpeak(text)}
        className="flex w-full items-start gap-3 text-left"
        aria-label={`${label}. Tap to hear it: ${text}`}
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sky-100 text-sky-700">
          <Icon name={joke ? 'sparkles' : 'heart'} className="size-7" />
        </span>
        <span className="text-lg leading-snug font-bold">{text}</span>
      </button>
    </section>
  );
}
