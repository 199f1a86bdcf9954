import { Link } from 'react-router';
import { Icon } from '../ui/icon';
import { ActionCard } from './action-card';
import { describeAge } from './child-age';
import { ChildAvatar } from './child-avatar';
import { ParentPage } from './parent-page';
import { Spinner } from '../ui/spinner';
import { useChildren, useChildrenArrived, type ChildDocument } from './use-children';

function ChildCard({ child, today }: { child: ChildDocument; today: string }) {
  const age = describeAge(child.birthDate, today);
  return (
    <li>
      <Link
        to={`/children/${encodeURIComponent(child.id)}`}
        className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
      >
        <ChildAvatar name={child.name} picture={child.profilePicture} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-xl font-extrabold">{child.name}</span>
          {age && <span className="block text-ink-soft">{age}</span>}
        </span>
        <Icon name="chevronRight" className="size-6 text-ink-soft" />
      </Link>
    </li>
  );
}

/** The family today: a card per child, and the way to a first child when there is none yet. */
export function DashboardPage() {
  const children = useChildren();
  const arrived = useChildrenArrived();
  const today = new Date().toISOString().slice(0, 10);
  const empty = arrived && children !== undefined && children.length === 0;
  const waiting = !arrived && (children === undefined || children.length === 0);
  return (
    <ParentPage
      title="Your family today"
      lede={
        empty
          ? 'Start with your child: add their profile, then give them a first routine in one tap.'
          : "See each child's routines, chores and coins as they happen, wherever you are."
      }
    >
      {/* Reserves the cards' height while the local database opens, so nothing jumps when it does. */}
      <div className="min-h-24">
        {waiting && (
          <div className="mb-6 flex items-center gap-3 font-semibold text-ink-soft">
            <Spinner size="small" label="Loading your family…" />
            <span aria-hidden="true">Loading your family…</span>
          </div>
        )}
        {children && children.length > 0 && (
          <ul aria-label="Your children" className="mb-6 grid gap-4 sm:grid-cols-2">
            {children.map((child) => (
              <ChildCard key={child.id} child={child} today={today} />
            ))}
          </ul>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <ActionCard
            to="/add-child"
            icon="users"
            title={empty ? 'Add your first child' : 'Add a child'}
            body="Create a profile so your child gets their own board, routines and rewards."
          />
          <ActionCard
            to="/nia-coach"
            icon="chat"
            title="Ask Nia"
            body="Get routine ideas that suit your child's age, ready for you to edit."
          />
        </div>
      </div>
    </ParentPage>
  );
}
