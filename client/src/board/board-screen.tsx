// The child's board (/board/{deviceId} on the tablet, /smart-board/{childId} for a parent): the clock and a
// greeting, the routine in progress as Now / Next / Done, coins, today's jobs, the day's joke and the week.
// Everything is read from and written to the local database, so all of it works with no Wi-Fi.
import { useCallback } from 'react';
import { projectRewards } from '@sync/domain/rewards-projection';
import { daySummary, routineMoment } from '@sync/domain/routine-schedule';
import type { CalendarDate } from '@sync/domain/family-date';
import { setRoutineStep } from '../data/writes/routine-instances';
import type { DocumentOf } from '../data/synced-document';
import { useAlarmRinging } from './alarm-ringing';
import { BoardArriving } from './board-arriving';
import { BoardChores } from './board-chores';
import { BoardClock } from './board-clock';
import { BoardCoins } from './board-coins';
import { useBoardData } from './board-data-context';
import { BoardFrame } from './board-frame';
import { playChime, speak } from './board-sound';
import { speakTime } from './spoken-clock';
import { WeatherTile } from './weather-tile';
import { BoardStatus } from './board-status';
import { BoardWeek } from './board-week';
import { Celebration } from './celebration';
import { DailyContent } from './daily-content';
import { greetingFor } from './greeting';
import { RoutineCard } from './routine-card';
import { useBoardDay } from './use-board-day';
import { celebrationsFor, useCelebrations } from './use-celebrations';
import { useFamilyClock } from './use-family-clock';
import { useIdleUpdate } from './use-idle-update';

type Routine = DocumentOf<'routines'>;

/** The child's board. */
export function BoardScreen() {
  const data = useBoardData();
  const { now, today, timeZone } = useFamilyClock();
  const day = useBoardDay(today);
  const celebrations = useCelebrations();
  const routines = day?.routines ?? [];

  const instanceOf = useCallback(
    (routineId: string, date: CalendarDate) =>
      day?.instances.find((instance) => instance.routineId === routineId && instance.date === date),
    [day],
  );

  const isDone = (routineId: string, date: CalendarDate) =>
    instanceOf(routineId, date)?.completionStatus === 'completed';
  const moment = routineMoment(routines, now, timeZone, isDone);
  // A routine under way (and so any countdown in it) or a ringing alarm holds back a new version.
  const ringing = useAlarmRinging();
  useIdleUpdate(moment.kind === 'now' || ringing);

  if (day === undefined) return <BoardArriving />;
  const child = day.child;
  const summary = daySummary(routines, today, isDone);
  const rewards = projectRewards(day.ledger, timeZone, today, day.configuration?.streakPauses ?? []);
  const achievements = child?.achievementsEnabled !== false;

  const milestoneContext = {
    ledger: day.ledger,
    timeZone,
    today,
    pauses: day.configuration?.streakPauses ?? [],
  };
  const markDone = (routine: Routine, date: CalendarDate, taskIndex: number, startedAt: string | null) => {
    setRoutineStep(data.database, {
      routine,
      date,
      taskIndex,
      done: true,
      startedAt,
      configuration: day.configuration,
      timeZone,
      today,
      by: data.mode === 'device' ? 'board' : 'parent',
      doneBy: data.doneBy,
    }).then(
      (result) => celebrations.celebrate(celebrationsFor('routine', result.entry, milestoneContext)),
      (error: unknown) => console.error('could not save the step', error),
    );
  };

  return (
    <BoardFrame title={child ? `${child.name}'s board` : 'Board'} theme={child?.theme} fit>
      <div className="flex h-full min-h-0 flex-1 flex-col gap-4">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <BoardClock now={now} timeZone={timeZone} onSpeak={() => speakTime(now, timeZone)} />
          <h1 className="order-last w-full text-4xl font-black landscape:order-none landscape:w-auto landscape:self-center sm:text-5xl">
            {greetingFor(now, timeZone, child?.name)}
          </h1>
          <div className="flex flex-col items-end gap-2">
            <WeatherTile />
            <BoardStatus />
          </div>
        </header>

        <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 landscape:grid-cols-[minmax(0,1fr)_20rem]">
          <RoutineCard
            moment={moment}
            day={summary}
            instanceOf={instanceOf}
            now={now}
            timeZone={timeZone}
            timerOwner={data.deviceId ?? `preview-${data.childId}`}
            onDone={markDone}
            onSpeak={speak}
            onChime={playChime}
          />
          <aside className="flex min-h-0 flex-col gap-4 overflow-y-auto portrait:grid portrait:grid-cols-2 portrait:items-start">
            {achievements && (
              <BoardCoins
                balance={rewards.totalPoints}
                streak={rewards.currentStreak}
                rewardsPath="rewards"
              />
            )}
            <BoardChores
              today={today}
              onEarned={(entry) => celebrations.celebrate(celebrationsFor('step', entry, milestoneContext))}
            />
            <DailyContent today={today} birthDate={child?.birthDate ?? null} onSpeak={speak} />
          </aside>
        </div>

        {/* On a paired tablet the grown-ups' gear sits in the bottom corner: the week leaves it room. */}
        <div className={data.mode === 'device' ? 'pr-14 sm:pr-12' : undefined}>
          <BoardWeek today={today} />
        </div>
      </div>
      {celebrations.current && (
        <Celebration
          key={celebrations.current.key}
          kind={celebrations.current.kind}
          {...(celebrations.current.coins === undefined ? {} : { coins: celebrations.current.coins })}
          {...(celebrations.current.milestone === undefined
            ? {}
            : { milestone: celebrations.current.milestone })}
          onDone={celebrations.done}
        />
      )}
    </BoardFrame>
  );
}
