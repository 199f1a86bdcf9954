// The day on a child's dashboard card, drawn from the card's reads: the routine in progress, today's other
// routines and happenings, rewards waiting, coins, streak and the week. Memoised: the card hands it the same
// reads object while nothing has changed, and the copy of the last screen when the live reads hold the very
// same data (ADR 0083), so going live draws nothing again.
import { memo, type ReactNode } from 'react';
import { coinsEarnedOn } from '@sync/domain/coins-today';
import { completionWeek } from '@sync/domain/completion-week';
import type { CalendarDate } from '@sync/domain/family-date';
import { dayHappenings } from '@sync/domain/child-happenings';
import { waitingRedemptions } from '@sync/domain/reward-handovers';
import { daySummary, instanceStatuses, routineMoment } from '@sync/domain/routine-schedule';
import { CoinPicture } from '../ui/coin-picture';
import { Icon } from '../ui/icon';
import type { CardReads } from './card-reads';
import { SpendCoins } from './happenings/spend-coins';
import { TodayHappenings } from './happenings/today-happenings';
import { WaitingRewards } from './happenings/waiting-rewards';
import { RoutineNow } from './routine-now';
import { TodayRoutines } from './today-routines';
import type { RoutineDocument } from './use-child-today';
import { WeekChart } from './week-chart';

function Stat({ picture, value, label }: { picture: ReactNode; value: string; label: string }) {
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-cream px-3 py-2">
      {picture}
      <p>
        <span className="block text-lg leading-tight font-extrabold">{value}</span>{' '}
        <span className="block text-sm text-ink-soft">{label}</span>
      </p>
    </div>
  );
}

/** Ticks or unticks a step of a routine's day, for the parent. */
export type ToggleStep = (
  routine: RoutineDocument,
  date: CalendarDate,
  taskIndex: number,
  done: boolean,
) => void;

/** A child's day as their dashboard card shows it. */
export const ChildDay = memo(function ChildDay({
  childId,
  childName,
  reads,
  today,
  timeZone,
  now,
  maySpend,
  onToggle,
}: {
  childId: string;
  childName: string;
  reads: CardReads;
  today: CalendarDate;
  timeZone: string;
  now: Date;
  maySpend: boolean;
  onToggle: ToggleStep;
}) {
  const childPath = encodeURIComponent(childId);
  const { routines, instances, recentLedger, rewards, hasLedger } = reads.day;
  const instanceOf = (routineId: string, date: CalendarDate) =>
    instances.find((instance) => instance.routineId === routineId && instance.date === date);
  const statusOf = instanceStatuses(instances);
  const isDone = (routineId: string, date: CalendarDate) => statusOf(routineId, date) === 'completed';
  const moment = routineMoment(routines, now, timeZone, statusOf);
  const day = daySummary(routines, today, isDone);
  const week = completionWeek(routines, instances, today, timeZone);
  // Today's coins, waiting rewards and happenings need only the recent days of the ledger (ADR 0078).
  const coins = coinsEarnedOn(recentLedger, today, timeZone);
  const streak = rewards.currentStreak;
  const waiting = waitingRedemptions(recentLedger, reads.sources.handovers, today, timeZone);
  const happenings = dayHappenings(
    { ...reads.sources, routines, instances, ledger: recentLedger },
    today,
    timeZone,
  );
  // A child whose routines are all paused has routines: "No routines today", not "give them a first one".
  const hasRoutines = routines.length > 0;
  return (
    <div className="grid gap-4">
      <WaitingRewards
        childId={childId}
        childName={childName}
        waiting={waiting}
        today={today}
        timeZone={timeZone}
      />
      <div className={hasRoutines ? 'min-h-40' : ''}>
        <RoutineNow
          childName={childName}
          childPath={childPath}
          hasRoutines={hasRoutines}
          moment={moment}
          day={day}
          instanceOf={instanceOf}
          timeZone={timeZone}
          onToggle={onToggle}
        />
      </div>
      <TodayRoutines
        title={moment.kind === 'none' ? "Today's routines" : 'Also today'}
        routines={day.scheduled.filter(
          (routine) =>
            moment.kind === 'none' ||
            moment.occurrence.routine.id !== routine.id ||
            moment.occurrence.date !== today,
        )}
        date={today}
        instanceOf={instanceOf}
        onToggle={onToggle}
      />
      <TodayHappenings childId={childId} childName={childName} happenings={happenings} timeZone={timeZone} />
      {(hasRoutines || hasLedger) && (
        <>
          <div className="grid grid-cols-2 gap-2">
            <Stat
              picture={<CoinPicture className="size-6 shrink-0" />}
              value={String(coins)}
              label={coins === 1 ? 'coin today' : 'coins today'}
            />
            <Stat
              picture={<Icon name="sun" className="size-5 text-sunrise-700" />}
              value={String(streak)}
              label={streak === 1 ? 'day in a row' : 'days in a row'}
            />
          </div>
          {maySpend && <SpendCoins childId={childId} childName={childName} balance={rewards.totalPoints} />}
          <div>
            <h3 className="mb-1 text-sm font-bold tracking-wide text-ink-soft uppercase">
              Routines done, last 7 days
            </h3>
            <WeekChart name={childName} week={week} today={today} />
          </div>
        </>
      )}
    </div>
  );
});
