import { ActionCard } from './action-card';
import type { ChildSectionProps } from './child-sections';

/** The child's profile and their board: where a parent changes who the child is and pairs a tablet. */
export function ChildSettingsSection({ child }: ChildSectionProps) {
  const path = encodeURIComponent(child.id);
  return (
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
  );
}
