import type { ReactNode } from 'react';
import { undoneEntryIds } from '../../../../sync/domain/ledger-adjustments';
import type { CalendarDate } from '../../../../sync/domain/family-date';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { ledgerDays } from './ledger-days';
import { RewardCard } from './reward-card';
import { activityBadge, dayHeading, signedCoins, timeOfDay } from './reward-words';
import type { LedgerDocument } from './use-child-rewards';

interface LedgerCardProps {
  name: string;
  ledger: LedgerDocument[];
  timeZone: string;
  today: CalendarDate;
  /** The bonus and correction form, shown above the history. */
  form: ReactNode;
  onUndo: (redemption: LedgerDocument) => void;
}

/** Every coin earned, spent, given or taken back, newest first, grouped by day. */
export function LedgerCard({ name, ledger, timeZone, today, form, onUndo }: LedgerCardProps) {
  const undone = undoneEntryIds(ledger);
  const groups = ledgerDays(ledger, timeZone);
  return (
    <RewardCard
      id="ledger-title"
      title="Coin history"
      lede="Every coin in and out. A mistake is put right with a correction, so the history stays whole."
    >
      {form}
      <div className="mt-6 border-t-2 border-ink/10 pt-5">
        {groups.length === 0 ? (
          <p className="rounded-2xl bg-cream p-4 text-ink-soft">
            No coins yet. {name} earns them by finishing routines and chores, or you can give a bonus above.
          </p>
        ) : (
          groups.map((group) => (
            <section key={group.date} aria-label={dayHeading(group.date, today)} className="mb-5 last:mb-0">
              <h3 className="flex justify-between font-bold text-ink-soft">
                <span>{dayHeading(group.date, today)}</span>
                <span>{signedCoins(group.total)}</span>
              </h3>
              <ul className="mt-2 divide-y-2 divide-ink/5">
                {group.entries.map((entry) => {
                  const badge = activityBadge(entry.activityType, entry.points);
                  const canUndo = entry.activityType === 'redemption' && !undone.has(entry.id);
                  return (
                    <li key={entry.id} data-testid="ledger-entry" className="flex items-center gap-3 py-3">
                      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-sky-100 text-sky-700">
                        <Icon name={badge.icon} />
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold break-words">{entry.description}</p>
                        <p className="text-sm text-ink-soft">
                          {badge.label} · {timeOfDay(entry.createdAt, timeZone)}
                          {undone.has(entry.id) && ' · undone'}
                        </p>
                        {canUndo && (
                          <button
                            type="button"
                            className={buttonClass('quiet', 'min-h-11 px-0 py-1 text-sm')}
                            onClick={() => onUndo(entry)}
                          >
                            <Icon name="undo" className="size-4" /> Undo and give the coins back
                          </button>
                        )}
                      </div>
                      <span
                        className={`shrink-0 text-lg font-extrabold tabular-nums ${
                          entry.points < 0 ? 'text-sunrise-700' : 'text-leaf-700'
                        }`}
                      >
                        {signedCoins(entry.points)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
    </RewardCard>
  );
}
