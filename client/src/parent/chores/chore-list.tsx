import { Link } from 'react-router';
import { choreAssignees } from '@sync/domain/chore-instances';
import { describeChoreSchedule } from '@sync/domain/chore-schedule';
import { Icon } from '../../ui/icon';
import type { ChildDocument } from '../../data/hooks/use-children';
import { coinsLabel } from './chore-dates';
import { ChorePicture } from './chore-picture';
import type { ChoreDocument, ChoreInstanceDocument } from './use-chores';

interface ChoreListProps {
  chores: readonly ChoreDocument[];
  instances: readonly ChoreInstanceDocument[];
  children: readonly ChildDocument[];
}

function assigneeNames(
  chore: ChoreDocument,
  instances: readonly ChoreInstanceDocument[],
  children: readonly ChildDocument[],
) {
  const ids = choreAssignees(instances.filter((instance) => instance.choreId === chore.id));
  const names = children.filter((child) => ids.includes(child.id)).map((child) => child.name);
  return names.length === 0 ? 'Not given to anyone yet' : names.join(', ');
}

/** Every chore of the family, each a link to change it. */
export function ChoreList({ chores, instances, children }: ChoreListProps) {
  return (
    <ul aria-label="All chores" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {chores.map((chore) => (
        <li key={chore.id}>
          <Link
            to={`/chores/${chore.id}`}
            className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
          >
            <ChorePicture icon={chore.icon} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-xl font-extrabold">{chore.name}</span>
              <span className="block text-ink-soft">
                {describeChoreSchedule(chore)} · {coinsLabel(chore.rewardCoins)}
              </span>
              <span className="block truncate text-ink-soft">
                {assigneeNames(chore, instances, children)}
              </span>
              {!chore.isActive && (
                <span className="mt-1 inline-block rounded-full bg-ink/5 px-2.5 py-0.5 text-sm font-bold text-ink-soft">
                  Paused
                </span>
              )}
            </span>
            <Icon name="chevronRight" className="size-6 text-ink-soft" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
