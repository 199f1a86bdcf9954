// The child's board (/board/{deviceId} on the tablet, /smart-board/{childId} for a parent): the clock and a
// greeting, the routine in progress as Now / Next / Done, coins, today's jobs, the day's joke and the week.
// Everything is read from and written to the local database, so all of it works with no Wi-Fi.
import { projectRewards } from '@sync/domain/rewards-projection';
import type { CalendarDate } from '@sync/domain/family-date';
import { setRoutineStep, startRoutine } from '../data/writes/routine-instances';
import type { DocumentOf } from '../data/synced-document';
import { useAlarmRinging } from './alarm-ringing';
import { BoardArriving } from './board-arriving';
import { BoardChores } from './board-chores';
import { BoardCoins } from './board-coins';
import { useBoardData } from './board-data-context';
import { boardRoutineView } from './board-routine-view';
import { BoardScreenLayout } from './board-screen-layout';
import { playChime, speak } from './board-sound';
import { useBoardSnapshotWriter } from './use-board-snapshot-writer';
import { WeatherTile } from './weather-tile';
import { BoardStatus } from './board-status';
import { BoardWeek } from './board-week';
import { Celebration } from './celebration';
import { DailyContent } from './daily-content';
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
  const { moment, catchUp, summary, instanceOf } = boardRoutineView(
    day?.routines ?? [],
    day?.instances ?? [],
    now,
    timeZone,
    today,
  );
  // A routine under way (and so any countdown in it) or a ringing alarm holds back a new version.
  const ringing = useAlarmRinging();
  useIdleUpdate(moment.kind === 'now' || ringing);
  // What a reopened tablet paints before its database code arrives (ADR 0076).
  useBoardSnapshotWriter(data, day);

  if (day === undefined) return <BoardArriving />;
  const child = day.child;
  const rewards = projectRewards(day.ledger, timeZone, today, day.configuration);
  const achievements = child?.achievementsEnabled !== false;

  const milestoneContext = {
    ledger: day.ledger,
    timeZone,
    today,
    settings: day.configuration,
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
  const start = (routine: Routine, date: CalendarDate) => {
    startRoutine(data.database, { routine, date }).catch((error: unknown) =>
      console.error('could not start the routine', error),
    );
  };

  return (
    <BoardScreenLayout
      childName={child?.name}
      theme={child?.theme}
      now={now}
      timeZone={timeZone}
      corner={
        <>
          <WeatherTile />
          <BoardStatus />
        </>
      }
      routine={
        <RoutineCard
          moment={moment}
          day={summary}
          catchUp={catchUp}
          instanceOf={instanceOf}
          now={now}
          timeZone={timeZone}
          timerOwner={data.deviceId ?? `preview-${data.childId}`}
          onDone={markDone}
          onStart={start}
          onSpeak={speak}
          onChime={playChime}
        />
      }
      aside={
        <>
          {achievements && (
            <BoardCoins balance={rewards.totalPoints} streak={rewards.currentStreak} rewardsPath="rewards" />
          )}
          <BoardChores
            today={today}
            onEarned={(entry) => celebrations.celebrate(celebrationsFor('step', entry, milestoneContext))}
          />
          <DailyContent today={today} birthDate={child?.birthDate ?? null} onSpeak={speak} />
        </>
      }
      week={<BoardWeek today={today} />}
      roomForGear={data.mode === 'device'}
    >
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
    </BoardScreenLayout>
  );
}
