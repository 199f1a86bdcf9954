import { ActionCard } from './action-card';
import { ParentPage } from './parent-page';
import { useParams } from 'react-router';

export function ChildPage() {
  const { childId = '' } = useParams();
  return (
    <ParentPage
      title="Routines and chores"
      lede="Plan this child's morning and evening routines, activities and chores, and choose the rewards they can earn."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          to={`/children/${encodeURIComponent(childId)}/profile`}
          icon="users"
          title="Child profile"
          body="Name, birthday, board theme and achievements."
        />
        <ActionCard
          to={`/pair-board/${encodeURIComponent(childId)}`}
          icon="tablet"
          title="Pair a board"
          body="Connect a tablet as this child's board."
        />
      </div>
    </ParentPage>
  );
}
