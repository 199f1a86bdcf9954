import { useState } from 'react';
import { buttonClass } from '../../ui/button-class';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useWeekStart } from '../../session/use-week-start';
import { describeActivity } from './activity-summary';
import type { ActivityDocument } from './use-schedule-documents';

interface ActivityListProps {
  activities: readonly ActivityDocument[];
  onEdit: (activity: ActivityDocument) => void;
  onDelete: (activity: ActivityDocument) => void;
}

/** A child's activities, each with when it happens, Edit and Delete (after a question). */
export function ActivityList({ activities, onEdit, onDelete }: ActivityListProps) {
  const [deleting, setDeleting] = useState<ActivityDocument | null>(null);
  const weekStart = useWeekStart();
  return (
    <>
      <ul aria-label="Activities" className="space-y-3">
        {activities.map((activity) => (
          <li
            key={activity.id}
            className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-soft sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="text-lg font-extrabold break-words">
                {activity.name}
                {!activity.isActive && (
                  <span className="ml-2 rounded-full bg-cream-deep px-2 py-0.5 align-middle text-sm font-bold text-ink-soft">
                    Paused
                  </span>
                )}
              </p>
              <p className="text-ink-soft">{describeActivity(activity, weekStart)}</p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass('secondary', 'min-h-11 flex-1 px-4 py-2')}
                aria-label={`Edit ${activity.name}`}
                onClick={() => onEdit(activity)}
              >
                Edit
              </button>
              <button
                type="button"
                className={buttonClass('quiet', 'min-h-11 flex-1 px-4 py-2 text-sunrise-700')}
                aria-label={`Delete ${activity.name}`}
                onClick={() => setDeleting(activity)}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this activity'}?`}
        confirmLabel="Delete activity"
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        It comes off the week and the board on every device. To stop it for a while instead, edit it and
        switch it off.
      </ConfirmDialog>
    </>
  );
}
