import { useParams } from 'react-router';
import { ActionCard } from './action-card';
import { ChildAvatar } from './child-avatar';
import { ChildNotFound } from './child-not-found';
import { ParentPage } from './parent-page';
import { useChild } from './use-children';

/** One child's corner of the app: their profile and board, and (as they arrive) routines and rewards. */
export function ChildPage() {
  const { childId = '' } = useParams();
  const child = useChild(childId);
  if (child === undefined) return <ParentPage title="Your child" lede="Opening…" />;
  if (child === null) return <ChildNotFound />;
  const path = encodeURIComponent(child.id);
  return (
    <ParentPage
      title={child.name}
      lede="Plan their routines, activities and chores, and the rewards they earn."
    >
      <div className="mb-6 flex items-center gap-4">
        <ChildAvatar name={child.name} picture={child.profilePicture} className="size-20 text-3xl" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          to={`/children/${path}/profile`}
          icon="users"
          title="Profile"
          body="Name, birthday, photo, board theme and achievements."
        />
        <ActionCard
          to={`/pair-board/${path}`}
          icon="tablet"
          title="Pair a board"
          body="Connect a tablet as their board."
        />
      </div>
    </ParentPage>
  );
}
