// The day's joke or thought for the child's age band, when the server has one (it arrives with the board's
// data, so it shows offline). A joke is read aloud on a tap: most children at the board cannot read yet.
import { ageGroupOf } from '@sync/domain/age-group';
import type { CalendarDate } from '@sync/domain/family-date';
import { Icon } from '../ui/icon';
import { useBoardDocuments } from './board-data-context';

interface DailyContentProps {
  today: CalendarDate;
  birthDate: CalendarDate | null;
  onSpeak: (text: string) => void;
}

/** One tile: a picture, the text, read aloud on a tap. */
function ContentTile({
  label,
  text,
  joke,
  onSpeak,
}: {
  label: string;
  text: string;
  joke: boolean;
  onSpeak: (text: string) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSpeak(text)}
      className="flex min-h-14 w-full items-start gap-3 text-left"
      aria-label={`${label}. Tap to hear it: ${text}`}
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sky-100 text-sky-700">
        <Icon name={joke ? 'sparkles' : 'heart'} className="size-7" />
      </span>
      <span className="text-lg leading-snug font-bold">{text}</span>
    </button>
  );
}

/** Whether `date` is a joke day: jokes and thoughts take turns, one tile a day, so the side column never crowds. */
function isJokeDay(date: CalendarDate): boolean {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000) % 2 === 0;
}

/** Today's joke or thought for the child's age band (they take turns by day; either when only one came), or nothing. */
export function DailyContent({ today, birthDate, onSpeak }: DailyContentProps) {
  const ageGroup = ageGroupOf(birthDate, today);
  const key = `${today}/${ageGroup}`;
  // One collection holds both kinds (ADR 0065): the day's joke and thought arrive together.
  const items = useBoardDocuments('dailyContent', { date: today, ageGroup }, key);
  const joke = items?.find((item) => item.kind === 'joke')?.text;
  const quote = items?.find((item) => item.kind === 'quote')?.text;
  const showJoke = joke !== undefined && (quote === undefined || isJokeDay(today));
  const text = showJoke ? joke : quote;
  if (text === undefined) return null;
  const label = showJoke ? 'Joke of the day' : 'Thought of the day';
  return (
    <section aria-label={label} className="rounded-3xl bg-(--board-surface) p-4 shadow-soft backdrop-blur-sm">
      <ContentTile label={label} text={text} joke={showJoke} onSpeak={onSpeak} />
    </section>
  );
}
