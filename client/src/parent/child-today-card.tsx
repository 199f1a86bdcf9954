import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { coinsEarnedOn } from '@sync/domain/coins-today';
import { completionWeek } from '@sync/domain/completion-week';
import type { CalendarDate } from '@sync/domain/family-date';
import { dayHappenings } from '@sync/domain/child-happenings';
import { waitingRedemptions } from '@sync/domain/reward-handovers';
import { daySummary, routineMoment } from '@sync/domain/routine-schedule';
import { useDoneBy } from '../auth/use-done-by';
import { useNow } from '../lib/use-now';
import { CoinPicture } from '../ui/coin-picture';
import { Icon } from '../ui/icon';
import { notify } from '../ui/toaster';
import { ChildAvatar } from '../ui/child-avatar';
import { ChildQuickLinks } from './child-quick-links';
import { useFamilyData } from '../data/family-data-context';
import { useMayDo } from './household/use-member-role';
import { SpendCoins } from './happenings/spend-coins';
import { TodayHappenings } from './happenings/today-happenings';
import { useChildHappeningSources } from './happenings/use-child-happenings';
import { WaitingRewards } from './happenings/waiting-rewards';
import { RoutineNow } from './routine-now';
import { cardReads } from './card-reads';
import { setRoutineStep } from '../data/writes/routine-instances';
import { TodayRoutines } from './today-routines';
import { useChildToday, type RoutineDocument } from './use-child-today';
import type { ChildDocument } from '../data/use-children';
import { WeekChart } from './week-chart';

// The routine in progress changes with the clock; a minute is as fine as a parent's glance needs.
const CLOCK_TICK_MS = 30_000;

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

/** A child's day on the dashboard: the routine in progress, coins and streak, the week, shortcuts. */
export function ChildTodayCard({
  child,
  today,
  timeZone,
}: {
  child: ChildDocument;
  today: CalendarDate;
  timeZone: string;
}) {
  const data = useFamilyData();
  const doneBy = useDoneBy();
  // Spending is a child's choice on the board or a parent's: a caregiver hands over (HOUSEHOLD-5).
  const maySpend = useMayDo('spendCoins');
  const now = useNow(CLOCK_TICK_MS);
  const childToday = useChildToday(child.id, today, timeZone);
  const sources = useChildHappeningSources(child.id, today);
  const reads = cardReads(childToday, sources);
  const headingId = `child-${child.id}-name`;
  const childPath = encodeURIComponent(child.id);

  let body = (
    // The size of a card with a short routine: nothing moves much when the day arrives.
    <div aria-hidden="true" className="grid gap-3">
      <div className="h-40 animate-pulse rounded-2xl bg-cream" />
      <div className="h-14 animate-pulse rounded-2xl bg-cream" />
      <div className="h-28 animate-pulse rounded-2xl bg-cream" />
    </div>
  );
  if (reads) {
    const { routines, instances, recentLedger, rewards, hasLedger, configuration } = reads.day;
    const instanceOf = (routineId: string, date: CalendarDate) =>
      instances.find((instance) => instance.routineId === routineId && instance.date === date);
    const isDone = (routineId: string, date: CalendarDate) =>
      instanceOf(routineId, date)?.completionStatus === 'completed';
    const moment = routineMoment(routines, now, timeZone, isDone);
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
    const onToggle = (routine: RoutineDocument, date: CalendarDate, taskIndex: number, done: boolean) => {
      if (!data) return;
      setRoutineStep(data.database, {
        routine,
        date,
        taskIndex,
        done,
        configuration,
        timeZone,
        today,
        by: 'parent',
        doneBy,
      }).catch((error: unknown) => {
        console.error('could not save the step', error);
        notify({
          title: 'That step was not saved',
          description: 'Something went wrong on this device. Please try again.',
          variant: 'destructive',
        });
      });
    };
    // A child whose routines are all paused has routines: "No routines today", not "give them a first one".
    const hasRoutines = routines.length > 0;
    body = (
      <div className="grid gap-4">
        <WaitingRewards
          childId={child.id}
          childName={child.name}
          waiting={waiting}
          today={today}
          timeZone={timeZone}
        />
        <div className={hasRoutines ? 'min-h-40' : ''}>
          <RoutineNow
            childName={child.name}
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
        <TodayHappenings
          childId={child.id}
          childName={child.name}
          happenings={happenings}
          timeZone={timeZone}
        />
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
            {maySpend && (
              <SpendCoins childId={child.id} childName={child.name} balance={rewards.totalPoints} />
            )}
            <div>
              <h3 className="mb-1 text-sm font-bold tracking-wide text-ink-soft uppercase">
                Routines done, last 7 days
              </h3>
              <WeekChart name={child.name} week={week} today={today} />
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <li>
      <article
        aria-labelledby={headingId}
        aria-busy={reads === undefined}
        className="grid gap-4 rounded-3xl bg-white p-5 shadow-soft"
      >
        <Link
          to={`/children/${childPath}`}
          className="flex min-h-14 items-center gap-4 rounded-2xl transition hover:opacity-80"
        >
          <ChildAvatar name={child.name} picture={child.profilePicture} />
          <h2 id={headingId} className="min-w-0 flex-1 truncate text-xl font-extrabold">
            {child.name}
          </h2>
          <Icon name="chevronRight" className="size-6 text-ink-soft" />
        </Link>
        {body}
        <ChildQuickLinks childId={child.id} childName={child.name} />
      </article>
    </li>
  );
}
