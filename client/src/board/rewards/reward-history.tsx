// The latest coins in and out, as picture tiles, newest first: what it was, how many coins, and when.
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { BOARD_CARD } from './board-card';
import { CoinPicture } from '../../ui/coin-picture';
import { historyPicture } from './history-picture';
import type { BoardLedgerEntry, BoardMagicReward } from './use-board-rewards';
import { timeOfDay } from '../../lib/clock-words';

interface RewardHistoryProps {
  entries: readonly BoardLedgerEntry[];
  rewardsById: ReadonlyMap<string, BoardMagicReward>;
  timeZone: string;
  today: CalendarDate;
}

function when(instant: string, timeZone: string, today: CalendarDate): string {
  const time = timeOfDay(instant, timeZone);
  if (familyDate(instant, timeZone) === today) return time;
  const day = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone }).format(new Date(instant));
  return `${day} ${time}`;
}

/** The history strip. */
export function RewardHistory({ entries, rewardsById, timeZone, today }: RewardHistoryProps) {
  const redemptions = new Map(entries.filter((e) => e.activityType === 'redemption').map((e) => [e.id, e]));
  return (
    <section aria-labelledby="reward-history" className={BOARD_CARD}>
      <h2 id="reward-history" className="text-2xl font-black">
        My coins lately
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-lg font-bold text-(--board-text-soft)">
          Nothing yet. Your coins will show up here.
        </p>
      ) : (
        <ol className="mt-3 flex gap-3 overflow-x-auto pb-2">
          {entries.map((entry) => {
            const picture = historyPicture(entry, rewardsById, redemptions);
            const sign = entry.points > 0 ? '+' : entry.points < 0 ? '−' : '';
            return (
              <li
                key={entry.id}
                data-testid="history-entry"
                className="flex w-32 shrink-0 flex-col items-center gap-1 rounded-3xl bg-(--board-surface-tint) p-3 text-center"
              >
                <img src={picture.src} alt="" width={56} height={56} className="size-14 object-contain" />
                <span className="line-clamp-2 text-sm leading-tight font-bold">{picture.label}</span>
                <span className="flex items-center gap-1 text-xl font-black tabular-nums">
                  <CoinPicture className="size-6" />
                  {sign}
                  {Math.abs(entry.points)}
                </span>
                <time dateTime={entry.createdAt} className="text-sm font-semibold text-(--board-text-soft)">
                  {when(entry.createdAt, timeZone, today)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
