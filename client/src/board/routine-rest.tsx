// What the routine area shows when no routine is on: the next one today (its first picture, its time and a
// large "Start now" for a child who is ready, D-SCHED-4), a routine whose time has passed that can still be
// done today, every routine done (a trophy), or a free day (the sun). A routine to catch up is an
// invitation, never a reproach: no "missed", no red, no penalty words.
import type { ReactNode } from 'react';
import type { RoutineOccurrence } from '@sync/domain/routine-schedule';
import type { DocumentOf } from '../data/synced-document';
import { Icon, type IconName } from '../ui/icon';
import { BoardPicture } from './board-picture';
import { timeOfDay } from '../lib/clock-words';
import { BOARD_ACTION_CLASS } from './board-action-class';

type Routine = DocumentOf<'routines'>;

/** A routine the child can start from here, with the day it belongs to (an occurrence, D-SCHED-4). */
export type StartableRoutine = Pick<RoutineOccurrence<Routine>, 'routine' | 'date'>;

type RoutineRestProps = (
  | {
      kind: 'next';
      routine: Routine;
      startsAt: Date;
      timeZone: string;
      now: Date;
      /** Starts it now; absent when the parent turned early starts off for it (V-ROUTINE-8). */
      onStart?: () => void;
    }
  | { kind: 'all-done'; count: number }
  | { kind: 'free' }
) & {
  /** Today's routines whose time has passed, still to do (D-SCHED-4). */
  catchUp?: readonly StartableRoutine[];
  onCatchUp?: (routine: StartableRoutine) => void;
};

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

/** The big green button a child taps to begin: a play triangle a four-year-old knows, and the words. */
function StartButton({ routineName, onStart }: { routineName: string; onStart: () => void }) {
  return (
    <button
      type="button"
      onClick={onStart}
      aria-label={`Start now: ${routineName}`}
      className={`min-h-[max(4.5rem,min(6rem,16cqh))] ${BOARD_ACTION_CLASS}`}
    >
      <Icon name="play" className="size-10" />
      Start now
    </button>
  );
}

/** A routine the child can begin: its first picture, its name, a line under it, and Start now if allowed. */
function Startable({
  label,
  routine,
  line,
  onStart,
}: {
  label: string;
  routine: Routine;
  line: ReactNode;
  onStart: (() => void) | undefined;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-[min(3cqh,1rem)] text-center">
      <p className="text-xl font-black tracking-wide text-(--board-text-soft) uppercase">{label}</p>
      <span className="grid size-[clamp(6rem,34cqh,14rem)] shrink-0 place-items-center rounded-full bg-white shadow-lift">
        <BoardPicture
          icon={routine.tasks[0]?.icon ?? 'star'}
          photo={routine.tasks[0]?.photo}
          className="size-[62%]"
        />
      </span>
      <h2 className="text-[clamp(2rem,min(7cqw,10cqh),3rem)] leading-tight font-black">{routine.name}</h2>
      <p className="text-2xl font-bold text-(--board-text-soft)">{line}</p>
      {onStart && <StartButton routineName={routine.name} onStart={onStart} />}
    </div>
  );
}

/** The other routines still to do today, small, each a tap to start. */
function CatchUpStrip({
  routines,
  onCatchUp,
}: {
  routines: readonly StartableRoutine[];
  onCatchUp: (routine: StartableRoutine) => void;
}) {
  return (
    <div
      className="mt-3 flex shrink-0 flex-wrap items-center justify-center gap-3"
      data-testid="board-catch-up"
    >
      <p className="text-lg font-black tracking-wide text-(--board-text-soft) uppercase">Still time today</p>
      {routines.map((item) => (
        <button
          key={`${item.routine.id}/${item.date}`}
          type="button"
          onClick={() => onCatchUp(item)}
          aria-label={`Start now: ${item.routine.name}`}
          className="flex min-h-16 items-center gap-3 rounded-full bg-white py-2 ps-2 pe-5 text-xl font-black text-ink shadow-lift active:scale-95 motion-reduce:transition-none"
        >
          <span className="grid size-12 place-items-center rounded-full bg-sky-100">
            <BoardPicture
              icon={item.routine.tasks[0]?.icon ?? 'star'}
              photo={item.routine.tasks[0]?.photo}
              className="size-9"
            />
          </span>
          {item.routine.name}
          <Icon name="play" className="size-7 text-leaf-700" />
        </button>
      ))}
    </div>
  );
}

/** The routine area between routines. */
export function RoutineRest(props: RoutineRestProps) {
  const catchUp = props.catchUp ?? [];
  const onCatchUp = props.onCatchUp;
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
    const [first, ...others] = catchUp;
    if (first === undefined || onCatchUp === undefined) {
      return (
        <Scene
          icon="sun"
          tint="bg-sun-200 text-sunrise-700"
          title="Free time!"
          line="Nothing to do right now."
        />
      );
    }
    return (
      <div className="@container-[size] flex h-full min-h-0 flex-col">
        <Startable
          label="Still time today"
          routine={first.routine}
          line="Ready when you are."
          onStart={() => onCatchUp(first)}
        />
        {others.length > 0 && <CatchUpStrip routines={others} onCatchUp={onCatchUp} />}
      </div>
    );
  }
  const { routine, startsAt, timeZone, now } = props;
  return (
    <div className="@container-[size] flex h-full min-h-0 flex-col">
      <Startable
        label="Next"
        routine={routine}
        line={
          <>
            <time dateTime={startsAt.toISOString()}>{timeOfDay(startsAt, timeZone)}</time> ·{' '}
            {untilWords(startsAt, now)}
          </>
        }
        onStart={props.onStart}
      />
      {catchUp.length > 0 && onCatchUp && <CatchUpStrip routines={catchUp} onCatchUp={onCatchUp} />}
    </div>
  );
}
