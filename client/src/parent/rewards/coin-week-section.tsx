import type { CoinWeek } from '@sync/domain/coin-weeks';
import { addDays, type CalendarDate } from '@sync/domain/family-date';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { doneByWords, type DoneByNames } from '../household/done-by-words';
import { ledgerDays } from './ledger-days';
import { activityBadge, coins, dayHeading, shortDay, signedCoins } from './reward-words';
import { timeOfDay } from '../../lib/clock-words';
import type { LedgerDocument } from './use-child-rewards';

interface CoinWeekSectionProps {
  week: CoinWeek<LedgerDocument>;
  timeZone: string;
  today: CalendarDate;
  /** Redemptions whose coins were given back. */
  undone: ReadonlySet<string>;
  /** Undoes a redemption; absent for a member whose role may not (a caregiver, HOUSEHOLD-5). */
  onUndo?: (redemption: LedgerDocument) => void;
  /** Whose names an entry's `doneBy` is said with (D-DONEBY-1). */
  names: DoneByNames;
}

/** "This week", "Last week", else "Week of 9 Nov". */
function weekHeading(week: CoinWeek<LedgerDocument>, today: CalendarDate): string {
  if (week.from <= today && today <= week.until) return 'This week';
  if (today <= addDays(week.until, 7)) return 'Last week';
  return `Week of ${shortDay(week.from)}`;
}

/** One family week of the coin history: its heading with what it earned and spent, then its days. */
export function CoinWeekSection({ week, timeZone, today, undone, onUndo, names }: CoinWeekSectionProps) {
  const heading = weekHeading(week, today);
  return (
    <section aria-label={heading} className="mb-6 last:mb-0">
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-2xl bg-cream px-3 py-2">
        <span className="font-extrabold">{heading}</span>
        <span className="text-sm font-bold text-ink-soft">
          {week.entries.length === 0
            ? 'No coins this week'
            : `${coins(week.earned)} earned · ${coins(week.spent)} spent`}
        </span>
      </h3>
      {ledgerDays(week.entries, timeZone).map((group) => (
        <section key={group.date} aria-label={dayHeading(group.date, today)} className="mt-3">
          <h4 className="flex justify-between px-1 font-bold text-ink-soft">
            <span>{dayHeading(group.date, today)}</span>
            <span>{signedCoins(group.total)}</span>
          </h4>
          <ul className="mt-1 divide-y-2 divide-ink/5">
            {group.entries.map((entry) => {
              const badge = activityBadge(entry.activityType, entry.points);
              const canUndo = entry.activityType === 'redemption' && !undone.has(entry.id);
              const who = doneByWords(entry.doneBy, names);
              return (
                <li key={entry.id} data-testid="ledger-entry" className="flex items-center gap-3 py-3">
                  <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-sky-100 text-sky-700">
                    <Icon name={badge.icon} />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words">{entry.description}</p>
                    <p className="text-sm text-ink-soft">
                      {badge.label} · {timeOfDay(entry.createdAt, timeZone)}
                      {who !== null && ` · ${who}`}
                      {undone.has(entry.id) && ' · undone'}
                    </p>
                    {canUndo && onUndo !== undefined && (
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
      ))}
    </section>
  );
}
