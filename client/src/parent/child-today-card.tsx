import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CalendarDate } from '@sync/domain/family-date';
import { useDoneBy } from '../session/use-done-by';
import { useNow } from '../lib/use-now';
import { Icon } from '../ui/icon';
import { notify } from '../ui/toaster';
import { ChildAvatar } from '../ui/child-avatar';
import { BoardSetUpLink } from './boards/board-set-up-link';
import { ChildQuickLinks } from './child-quick-links';
import { useFamilyData } from '../data/family-data-context';
import { useMayDo } from './household/use-member-role';
import { useChildHappeningSources } from './happenings/use-child-happenings';
import { cardReads, type CardReads } from './card-reads';
import { ChildDay, type ToggleStep } from './child-day';
import { setRoutineStep } from '../data/writes/routine-instances';
import { useChildToday } from './use-child-today';
import type { ChildDocument } from '../data/hooks/use-children';
import { useShownReads } from './use-shown-reads';

// The routine in progress changes with the clock; a minute is as fine as a parent's glance needs.
const CLOCK_TICK_MS = 30_000;

/**
 * A child's day on the dashboard: the routine in progress, coins and streak, the week, shortcuts. Until its
 * reads answer it shows `lastShown`, the card as the dashboard last drew it (ADR 0083), busy and inert; each
 * time its reads answer it hands them to `onLiveReads`, which keeps them for the next load.
 */
export function ChildTodayCard({
  child,
  today,
  timeZone,
  lastShown,
  onLiveReads,
}: {
  child: ChildDocument;
  today: CalendarDate;
  timeZone: string;
  lastShown?: CardReads | undefined;
  onLiveReads?: (childId: string, today: CalendarDate, reads: CardReads) => void;
}) {
  const data = useFamilyData();
  const doneBy = useDoneBy();
  // Spending is a child's choice on the board or a parent's: a caregiver hands over (HOUSEHOLD-5).
  const maySpend = useMayDo('spendCoins');
  const now = useNow(CLOCK_TICK_MS);
  const childToday = useChildToday(child.id, today, timeZone);
  const sources = useChildHappeningSources(child.id, today);
  const live = cardReads(childToday, sources);
  useEffect(() => {
    if (live) onLiveReads?.(child.id, today, live);
  }, [child.id, today, live, onLiveReads]);
  const reads = useShownReads(live, lastShown);
  const showing = live ? 'live' : reads ? 'last-shown' : 'placeholder';
  const headingId = `child-${child.id}-name`;

  // One handler for the card's life, so that the day is not drawn again when the database opens: it reads
  // what it needs when a step is ticked, which only the live day allows.
  const forToggle = useRef({ data, doneBy, live, today, timeZone });
  useLayoutEffect(() => {
    forToggle.current = { data, doneBy, live, today, timeZone };
  });
  const onToggle = useCallback<ToggleStep>((routine, date, taskIndex, done) => {
    const { data, doneBy, live, today, timeZone } = forToggle.current;
    if (!data || !live) return;
    setRoutineStep(data.database, {
      routine,
      date,
      taskIndex,
      done,
      configuration: live.day.configuration,
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
  }, []);

  return (
    <li>
      <article
        aria-labelledby={headingId}
        aria-busy={live === undefined}
        data-card={showing}
        className="grid gap-4 rounded-3xl bg-white p-5 shadow-soft"
      >
        <Link
          to={`/children/${encodeURIComponent(child.id)}`}
          className="flex min-h-14 items-center gap-4 rounded-2xl transition hover:opacity-80"
        >
          <ChildAvatar name={child.name} picture={child.profilePicture} />
          <h2 id={headingId} className="min-w-0 flex-1 truncate text-xl font-extrabold">
            {child.name}
          </h2>
          <Icon name="chevronRight" className="size-6 text-ink-soft" />
        </Link>
        {/* The last screen's copy is to look at: a tick or a "Given" waits for the card's own reads. */}
        <div inert={showing === 'last-shown'}>
          {reads ? (
            <ChildDay
              childId={child.id}
              childName={child.name}
              reads={reads}
              today={today}
              timeZone={timeZone}
              now={now}
              maySpend={maySpend}
              onToggle={onToggle}
            />
          ) : (
            // The size of a card with a short routine: nothing moves much when the day arrives.
            <div aria-hidden="true" className="grid gap-3">
              <div className="h-40 animate-pulse rounded-2xl bg-cream" />
              <div className="h-14 animate-pulse rounded-2xl bg-cream" />
              <div className="h-28 animate-pulse rounded-2xl bg-cream" />
            </div>
          )}
        </div>
        <BoardSetUpLink childId={child.id} childName={child.name} />
        <ChildQuickLinks childId={child.id} childName={child.name} />
      </article>
    </li>
  );
}
