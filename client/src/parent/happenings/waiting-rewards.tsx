import { redeemedName } from '@sync/domain/reward-handovers';
import type { CalendarDate } from '@sync/domain/family-date';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { notify } from '../../ui/toaster';
import { coins } from '../rewards/reward-words';
import type { LedgerDocument } from '../use-child-today';
import { chosenWhen } from './happening-words';
import { useHandoverWrites } from './use-handover-writes';

/**
 * The rewards the child chose that a grown-up has still to hand over (D-HANDOVER-2), each with "Given"; the
 * first thing on the child's card, since it is the one thing only a parent can do.
 */
export function WaitingRewards({
  childId,
  childName,
  waiting,
  today,
  timeZone,
}: {
  childId: string;
  childName: string;
  waiting: readonly LedgerDocument[];
  today: CalendarDate;
  timeZone: string;
}) {
  const writes = useHandoverWrites();
  if (waiting.length === 0) return null;
  const headingId = `child-${childId}-waiting`;

  async function give(redemption: LedgerDocument) {
    const name = redeemedName(redemption);
    try {
      await writes.give(redemption);
      notify({
        title: `${name} given to ${childName}`,
        description: 'Marked on every parent’s phone.',
        action: { label: 'Undo', onClick: () => void writes.takeBack(redemption.id) },
      });
    } catch (error) {
      console.error('could not mark the reward given', error);
      notify({
        title: 'That was not saved',
        description: 'Something went wrong on this device. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-sunrise-100 p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-extrabold text-ink">
        <Icon name="gift" className="size-5 text-sunrise-700" />
        To hand over
      </h3>
      <ul className="mt-2 grid gap-2">
        {waiting.map((redemption) => {
          const name = redeemedName(redemption);
          return (
            <li
              key={redemption.id}
              data-testid="waiting-reward"
              className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-extrabold break-words">
                  {name} · {coins(-redemption.points)}
                </span>
                <span className="block text-sm text-ink-soft">
                  {chosenWhen(redemption.createdAt, today, timeZone)}
                </span>
              </span>
              <button
                type="button"
                className={buttonClass('primary', 'min-h-11 px-5 py-2')}
                disabled={!writes.ready}
                aria-label={`Given: ${name} to ${childName}`}
                onClick={() => void give(redemption)}
              >
                <Icon name="check" className="size-5" />
                Given
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
