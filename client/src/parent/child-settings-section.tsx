import { ActionCard } from './action-card';
import { ChildBoardsPanel } from './boards/child-boards-panel';
import { ChildNightHours } from './boards/child-night-hours';
import type { ChildSectionProps } from './child-section-props';

/**
 * The child's profile and their boards: where a parent changes who the child is, pairs a tablet and says
 * when the boards dim for the night.
 */
export function ChildSettingsSection({ child }: ChildSectionProps) {
  return (
    <div className="space-y-8">
      <div className="sm:max-w-md">
        <ActionCard
          to={`/children/${encodeURIComponent(child.id)}/profile`}
          icon="users"
          title="Profile"
          body="Name, birthday, photo, board theme and achievements."
        />
      </div>
      <ChildBoardsPanel child={child} />
      <ChildNightHours key={child.id} child={child} />
    </div>
  );
}
