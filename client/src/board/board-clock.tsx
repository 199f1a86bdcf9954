// The board's clock: the time very large and the date under it, on the family's clock. A tap says the time
// out loud, for a child who cannot read a clock yet. Its sizes count in the board's box (ADR 0090): at most
// 4.5rem, less on a short or narrow tablet.
import { timeOfDay } from '../lib/clock-words';
interface BoardClockProps {
  now: Date;
  timeZone: string;
  onSpeak: () => void;
}

/** The big clock, a button that speaks the time. */
export function BoardClock({ now, timeZone, onSpeak }: BoardClockProps) {
  const time = timeOfDay(now, timeZone);
  const date = new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(now);
  return (
    <button type="button" onClick={onSpeak} className="rounded-3xl text-left">
      <span
        className="block text-[clamp(3rem,min(11cqh,8cqw),4.5rem)] leading-none font-black tracking-tight tabular-nums"
        data-testid="board-clock"
      >
        <time dateTime={now.toISOString()}>{time}</time>
      </span>
      <span className="sr-only">Hear the time: </span>
      <span className="mt-1 block text-[clamp(1.125rem,min(4cqh,3.2cqw),1.5rem)] font-bold text-(--board-text-soft)">
        {date}
      </span>
    </button>
  );
}
