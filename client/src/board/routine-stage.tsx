// The routine in progress as a child of three follows it: the step to do NOW as one big picture inside its
// countdown, the steps coming NEXT as small pictures, and the steps DONE with a tick. One tap on the picture
// starts the countdown; one tap on the big green button says "I did it".
import type { CalendarDate } from '@sync/domain/family-date';
import { routineProgress, taskKey } from '@sync/domain/routine-progress';
import { isTimerOf, readStepTimer, startStepTimer } from '@sync/domain/step-timer';
import type { DocumentOf } from '../data/synced-document';
import { Icon } from '../ui/icon';
import { BoardPicture } from './board-picture';
import { StepDisk } from './step-disk';
import { StepList } from './step-list';
import { useStepTimer } from './step-timer-store';
import { useTimerChime } from './use-timer-chime';
import { BOARD_ACTION_CLASS } from './board-action-class';

interface RoutineStageProps {
  routine: DocumentOf<'routines'>;
  date: CalendarDate;
  instance: DocumentOf<'routineInstances'> | undefined;
  now: Date;
  /** Names the board whose timer this is (its device id, or the previewed child). */
  timerOwner: string;
  /** The child did the step at `index`. */
  /** `startedAt`: when the step's countdown was started, if it ran (what Nia learns from, ADR 0043). */
  onDone: (index: number, startedAt: string | null) => void;
  onSpeak: (text: string) => void;
  /** The soft sound at the end of a countdown. */
  onChime: () => void;
}

function minutesWords(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function leftWords(remainingMs: number): string {
  if (remainingMs <= 0) return 'time is up';
  const minutes = Math.ceil(remainingMs / 60_000);
  return `about ${minutesWords(minutes)} left`;
}

/** The current routine's Now / Next / Done. */
export function RoutineStage({
  routine,
  date,
  instance,
  now,
  timerOwner,
  onDone,
  onSpeak,
  onChime,
}: RoutineStageProps) {
  const progress = routineProgress(routine, instance);
  const [timer, setTimer] = useStepTimer(timerOwner);
  const currentIndex = progress.done.findIndex((done) => !done);
  const current = currentIndex === -1 ? undefined : routine.tasks[currentIndex];
  const step =
    current === undefined
      ? undefined
      : { routineId: routine.id, date, taskKey: taskKey(routine.tasks, currentIndex) };
  const running = timer !== null && step !== undefined && isTimerOf(timer, step) ? timer : null;
  const reading = running === null ? null : readStepTimer(running, now);
  useTimerChime(running, reading?.phase ?? null, setTimer, onChime);

  const next = routine.tasks
    .map((task, index) => ({ task, index }))
    .filter(({ index }) => index > currentIndex && progress.done[index] !== true);
  const done = routine.tasks
    .map((task, index) => ({ task, index }))
    .filter(({ index }) => progress.done[index]);

  if (current === undefined || step === undefined) return null;
  const start = () => {
    if (running !== null) return;
    setTimer(startStepTimer(step, current.duration, new Date()));
  };
  const finish = () => {
    setTimer(null);
    onDone(currentIndex, running?.startedAt ?? null);
  };

  return (
    // The Now area sizes its disk and words by its own box (container units), not by the screen's: beside the
    // Next and Done panels and the coins it is far narrower than the screen on a small landscape tablet.
    <div className="grid h-full min-h-0 grid-cols-1 grid-rows-[minmax(0,1fr)_auto] gap-4 landscape:grid-cols-[minmax(0,1fr)_minmax(7.5rem,12rem)] landscape:grid-rows-1 landscape:gap-5">
      <section aria-labelledby="board-now" className="@container-[size] min-h-0 min-w-0">
        <div className="flex size-full flex-row items-center justify-center gap-[4cqw] @max-[30rem]:flex-col @max-[30rem]:gap-[3cqh]">
          <h2 id="board-now" className="sr-only">
            Now
          </h2>
          <button
            type="button"
            onClick={start}
            aria-label={
              reading === null
                ? `${current.name}: start the timer${current.duration > 0 ? `, ${minutesWords(current.duration)}` : ''}`
                : `${current.name}: ${leftWords(reading.remainingMs)}`
            }
            className="w-[min(90cqh,42cqw,22rem)] shrink-0 rounded-full @max-[30rem]:w-[min(42cqh,70cqw,22rem)]"
            // The exact time left the disk shows, for the timer benchmark (scripts/bench/board-timer.ts).
            data-remaining-ms={reading?.remainingMs}
          >
            <StepDisk fraction={reading?.fraction ?? null} phase={reading?.phase ?? null}>
              <BoardPicture icon={current.icon} photo={current.photo} />
            </StepDisk>
          </button>
          <div className="flex min-w-0 flex-1 flex-col items-center gap-[min(5cqh,1.25rem)]">
            <p
              className="max-w-full text-center text-[clamp(1.75rem,min(7cqw,14cqh),3rem)] leading-tight font-black text-balance hyphens-none"
              data-testid="board-current-step"
            >
              {current.name}
            </p>
            <div className="flex flex-wrap items-center justify-center gap-[min(3cqw,1rem)]">
              <button
                type="button"
                onClick={() => onSpeak(current.name)}
                aria-label={`Say “${current.name}”`}
                className="grid size-16 shrink-0 place-items-center rounded-full bg-white text-sky-700 shadow-lift"
              >
                <Icon name="speaker" className="size-8" />
              </button>
              <button
                type="button"
                onClick={finish}
                aria-label={`Done: ${current.name}`}
                className={`min-h-[max(4.5rem,min(6rem,24cqh))] ${BOARD_ACTION_CLASS}`}
              >
                <Icon name="check" className="size-12" />
                Done
              </button>
            </div>
          </div>
        </div>
      </section>
      <div className="flex min-h-0 min-w-0 flex-col gap-4 portrait:flex-row">
        <StepList title="Next" steps={next.map(({ task }) => task)} emptyIcon="sparkles" />
        <StepList title="Done" steps={done.map(({ task }) => task)} ticked emptyIcon="check" />
      </div>
    </div>
  );
}
