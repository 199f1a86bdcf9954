// A child's week outside the routines: weekly and one-time activities, and the alarms on the board.
import { randomUUID } from 'node:crypto';
import type { DemoChild } from './demo-children';
import { setupTimestamps, type DemoContext } from './demo-context';
import type { DemoDrafts } from './demo-drafts';
import { addDays } from './local-date';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const EVERY_DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Adds the child's activities: weekly ones recur with no end, one-time ones fall a few days ahead. */
export function buildActivities(context: DemoContext, child: DemoChild, drafts: DemoDrafts): void {
  for (const activity of child.activities) {
    const oneTime = activity.inDays !== undefined;
    drafts.activities.push({
      id: randomUUID(),
      family_id: context.familyId,
      child_id: child.id,
      name: activity.name,
      start_time: activity.startTime,
      duration: activity.duration,
      activity_type: oneTime ? 'one-time' : 'recurring',
      days_of_week: activity.weekday === undefined ? [] : [activity.weekday],
      scheduled_date: oneTime ? addDays(context.today, activity.inDays ?? 0) : null,
      end_date: null,
      ...setupTimestamps(context),
    });
  }
}

/**
 * Adds the wake-up alarm (07:30 on school days) and the bedtime alarm (every day), both repeating.
 * Alarms have no name in the spec; the sound tells them apart.
 */
export function buildAlarms(context: DemoContext, child: DemoChild, drafts: DemoDrafts): void {
  const alarm = (time: string, selectedDays: string[], sound: string) => ({
    id: randomUUID(),
    family_id: context.familyId,
    child_id: child.id,
    time,
    enabled: true,
    repeat: true,
    selected_days: selectedDays,
    sound,
    ...setupTimestamps(context),
  });
  drafts.alarms.push(alarm('07:30', WEEKDAYS, 'sunrise'), alarm(child.bedtime, EVERY_DAY, 'lullaby'));
}
