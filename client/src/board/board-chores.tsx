// Today's chores for this child on the board: a picture, the name, and one big tick. Ticking one marks the
// child's chore instance done and credits its coins (D-CLEDGER-1), offline too; a second tap credits nothing.
import type { CalendarDate } from '@sync/domain/family-date';
import type { RewardTransaction } from '@sync/collections/reward-transactions';
import { markChoreDone } from '../data/writes/chore-instances';
import { Icon } from '../ui/icon';
import { BoardPicture } from './board-picture';
import { useBoardData, useBoardDocuments } from './board-data-context';

/** The child's chores due today, each tickable. */
export function BoardChores({
  today,
  onEarned,
}: {
  today: CalendarDate;
  /** Called with the ledger credit the job earned (null when it earns nothing). */
  onEarned: (entry: RewardTransaction | null) => void;
}) {
  const { database, childId, doneBy } = useBoardData();
  const instances = useBoardDocuments(
    'choreInstances',
    { assignedChildId: childId, date: today },
    `${childId}/${today}`,
  );
  const chores = useBoardDocuments('chores', {}, 'all');
  if (!instances || !chores) return null;
  const rows = instances
    .map((instance) => ({ instance, chore: chores.find((chore) => chore.id === instance.choreId) }))
    // A paused chore's days, set up before the pause, are not today's jobs (D-CHORE-1).
    .filter((row) => row.chore?.isActive === true)
    .sort((a, b) => (a.chore?.name ?? '').localeCompare(b.chore?.name ?? ''));
  if (rows.length === 0) return null;

  return (
    <section
      aria-labelledby="board-chores"
      className="rounded-3xl bg-(--board-surface) p-4 shadow-soft backdrop-blur-sm"
    >
      <h2
        id="board-chores"
        className="flex items-center gap-2 text-lg font-black text-(--board-text-soft) uppercase"
      >
        <Icon name="home" className="size-5" />
        Jobs
      </h2>
      <ul className="mt-2 space-y-2">
        {rows.map(({ instance, chore }) => {
          if (chore === undefined) return null;
          const done = instance.status === 'completed';
          return (
            <li key={instance.id} className="flex items-center gap-3">
              <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-sun-200">
                <BoardPicture icon={chore.icon} />
              </span>
              <span className="line-clamp-2 min-w-0 flex-1 text-xl leading-tight font-bold">
                {chore.name}
              </span>
              <button
                type="button"
                disabled={done}
                aria-pressed={done}
                aria-label={done ? `${chore.name}: done` : `Done: ${chore.name}`}
                onClick={() => {
                  markChoreDone(database, instance, chore, doneBy).then(onEarned, (error: unknown) =>
                    console.error('could not save the chore', error),
                  );
                }}
                className={`grid size-16 shrink-0 place-items-center rounded-full shadow-lift transition active:scale-95 motion-reduce:transition-none ${
                  done ? 'bg-leaf-400 text-ink' : 'border-4 border-leaf-400 bg-white text-leaf-700'
                }`}
              >
                <Icon name="check" className="size-9" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
