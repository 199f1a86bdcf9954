// What the routine area shows when no routine is on: the next one today (its first picture and its time),
// every routine done (a trophy), or a free day (the sun). Never a list of what was missed: no penalties.
import type { DocumentOf } from '../data/synced-document';
import { Icon, type IconName } from '../ui/icon';
import { BoardPicture } from './board-picture';
import { timeOfDay } from '../lib/clock-words';

type RoutineRestProps =
  | { kind: 'next'; routine: DocumentOf<'routines'>; startsAt: Date; timeZone: string; now: Date }
  | { kind: 'all-done'; count: number }
  | { kind: 'free' };

function Scene({ icon, tint, title, line }: { icon: IconName; tint: string; title: string; line: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
      <span className={`grid size-44 place-items-center rounded-full shadow-lift ${tint}`}>
        <Icon name={icon} className="size-28" />
      </span>
      <h2 className="text-5xl font-black">{title}</h2>
      <p className="text-2xl font-bold text-(--board-text-soft)">{line}</p>
    </div>
  );
}

function untilWords(startsAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((startsAt.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
}

/** The routine area between routines. */
export function RoutineRest(props: RoutineRestProps) {
  if (props.kind === 'all-done') {
    return (
      <Scene
        icon="trophy"
        tint="bg-sun-400 text-ink"
        title="All done today!"
        line={props.count === 1 ? 'You finished your routine.' : `You finished all ${props.count} routines.`}
      />
    );
  }
  if (props.kind === 'free') {
    return (
      <Scene
        icon="sun"
        tint="bg-sun-200 text-sunrise-700"
        title="Free time!"
        line="Nothing to do right now."
      />
    );
  }
  const { routine, startsAt, timeZone, now } = props;
  const time = timeOfDay(startsAt, timeZone);
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
      <p className="text-xl font-black tracking-wide text-(--board-text-soft) uppercase">Next</p>
      <span className="grid size-56 place-items-center rounded-full bg-white shadow-lift">
        <BoardPicture
          icon={routine.tasks[0]?.icon ?? 'star'}
          photo={routine.tasks[0]?.photo}
          className="size-36"
        />
      </span>
      <h2 className="text-5xl font-black">{routine.name}</h2>
      <p className="text-2xl font-bold text-(--board-text-soft)">
        <time dateTime={startsAt.toISOString()}>{time}</time> · {untilWords(startsAt, now)}
      </p>
    </div>
  );
}
