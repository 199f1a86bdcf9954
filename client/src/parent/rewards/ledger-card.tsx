import { useState, type ReactNode } from 'react';
import { COIN_HISTORY_WEEKS } from '@sync/domain/coin-weeks';
import { undoneEntryIds } from '@sync/domain/ledger-adjustments';
import type { CalendarDate } from '@sync/domain/family-date';
import { buttonClass } from '../../ui/button-class';
import { Spinner } from '../../ui/spinner';
import { useDoneByNames } from '../household/use-done-by-names';
import { CoinWeekSection } from './coin-week-section';
import { RewardCard } from './reward-card';
import { dayHeading } from './reward-words';
import { useCoinHistory } from './use-coin-history';
import type { LedgerDocument } from './use-child-rewards';

interface LedgerCardProps {
  childId: string;
  name: string;
  /** The whole ledger: which redemptions were undone, whenever that was. */
  ledger: LedgerDocument[];
  timeZone: string;
  today: CalendarDate;
  /** The bonus and correction form, shown above the history. */
  form: ReactNode;
  /** Undoes a redemption; absent for a member whose role may not (a caregiver, HOUSEHOLD-5). */
  onUndo?: (redemption: LedgerDocument) => void;
}

/**
 * Every coin earned, spent, given or taken back, newest first: the last four family weeks, each with what
 * it earned and spent, and four more at each "Show earlier" (D-COINWEEK-1).
 */
export function LedgerCard({ childId, name, ledger, timeZone, today, form, onUndo }: LedgerCardProps) {
  const [weekCount, setWeekCount] = useState(COIN_HISTORY_WEEKS);
  const history = useCoinHistory(childId, weekCount);
  const names = useDoneByNames(name);
  const undone = undoneEntryIds(ledger);
  const empty = history !== undefined && !history.more && history.weeks.length === 0;
  return (
    <RewardCard
      id="ledger-title"
      title="Coin history"
      lede="Every coin in and out. A mistake is put right with a correction, so the history stays whole."
    >
      {form}
      <div className="mt-6 border-t-2 border-ink/10 pt-5">
        {history === undefined ? (
          <Spinner size="small" label="Loading the coin history…" />
        ) : empty ? (
          <p className="rounded-2xl bg-cream p-4 text-ink-soft">
            No coins yet. {name} earns them by finishing routines and chores, or you can give a bonus above.
          </p>
        ) : (
          <>
            {history.weeks.map((week) => (
              <CoinWeekSection
                key={week.from}
                week={week}
                timeZone={timeZone}
                today={today}
                undone={undone}
                names={names}
                {...(onUndo === undefined ? {} : { onUndo })}
              />
            ))}
            {history.more ? (
              <button
                type="button"
                className={buttonClass('secondary', 'mt-2 w-full')}
                onClick={() => setWeekCount((count) => count + COIN_HISTORY_WEEKS)}
              >
                Show earlier
              </button>
            ) : (
              history.since !== null && (
                <p className="mt-2 text-center text-sm text-ink-soft">
                  That's everything since {dayHeading(history.since, today)}.
                </p>
              )
            )}
          </>
        )}
      </div>
    </RewardCard>
  );
}
