import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/spinner';
import { ParentPage } from '../../ui/parent-page';
import { panelId, SectionTabs, tabId } from '../section-tabs';
import { useChildren } from '../../data/hooks/use-children';
import { useFamilyToday } from '../../session/use-family-today';
import { ChoreList } from './chore-list';
import { ChoresToday } from './chores-today';
import { useChoreDaysUpkeep } from './use-chore-writer';
import { useChores, useRecentChoreInstances } from './use-chores';
import { useMayDo } from '../household/use-member-role';

const VIEWS = [
  { id: 'today', label: 'Today' },
  { id: 'all', label: 'All chores' },
] as const;

function NoChoresYet({ mayAdd }: { mayAdd: boolean }) {
  if (!mayAdd) {
    return (
      <div className="rounded-3xl bg-white p-6 shadow-soft">
        <h2 className="text-2xl font-extrabold">No chores yet</h2>
        <p className="mt-2 max-w-prose text-lg text-ink-soft">
          The parents have not given the children any chores yet. When they do, today&apos;s show up here to
          tick.
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-3xl bg-white p-6 shadow-soft">
      <h2 className="text-2xl font-extrabold">No chores yet</h2>
      <p className="mt-2 max-w-prose text-lg text-ink-soft">
        Start with one small job your children can do on their own — feeding the cat, setting the table — and
        give it to one or more of them. Ticking it off earns them a few coins.
      </p>
      <Link to="/chores/new" className={buttonClass('primary', 'mt-5')}>
        <Icon name="plus" className="size-5" />
        Add a chore
      </Link>
    </div>
  );
}

/** The family's household chores: who does what today, and the list to add to and change. */
export function ChoresPage() {
  const today = useFamilyToday();
  const chores = useChores();
  const instances = useRecentChoreInstances(today);
  const children = useChildren();
  const [search, setSearch] = useSearchParams();
  const mayEdit = useMayDo('editChores');
  useChoreDaysUpkeep(today, mayEdit);

  // A caregiver ticks today's jobs; the list of chores to change is the parents'.
  const views = mayEdit ? VIEWS : VIEWS.slice(0, 1);
  const view = views.find((entry) => entry.id === search.get('view')) ?? VIEWS[0];
  const loaded = chores !== undefined && instances !== undefined && children !== undefined;
  return (
    <ParentPage title="Chores" lede="Jobs around the house, who does them today, and the coins they earn.">
      <SectionTabs
        label="Chores"
        tabs={views}
        selected={view.id}
        idPrefix="chores"
        onSelect={(id) => setSearch({ view: id }, { replace: true })}
      />
      <div
        role="tabpanel"
        id={panelId('chores', view.id)}
        aria-labelledby={tabId('chores', view.id)}
        className="mt-6"
      >
        {!loaded ? (
          <Spinner size="small" label="Loading the chores…" />
        ) : chores.length === 0 ? (
          <NoChoresYet mayAdd={mayEdit} />
        ) : view.id === 'today' ? (
          <ChoresToday chores={chores} instances={instances} children={children} today={today} />
        ) : (
          <div className="space-y-6">
            <Link to="/chores/new" className={buttonClass('primary')}>
              <Icon name="plus" className="size-5" />
              Add a chore
            </Link>
            <ChoreList chores={chores} instances={instances} children={children} />
          </div>
        )}
      </div>
    </ParentPage>
  );
}
