// A child's week outside the routines: weekly and one-time activities, and the alarms on the board.
import { randomUUID } from 'node:crypto';
import { ALARM_DAY_TOKENS, alarmTokensOf } from '@sync/domain/alarm-schedule';
import type { AlarmSoundId } from '@sync/domain/alarm-sounds';
import type { DemoChild } from './demo-children';
import { setupTimestamps, type DemoContext } from './demo-context';
import type { DemoDrafts } from './demo-drafts';
import { addDays } from './local-date';

// Alarm days and sounds as the parent app writes them (V-ALARM-2, ADR 0029).
const WEEKDAYS = alarmTokensOf([1, 2, 3, 4, 5]);
const EVERY_DAY = [...ALARM_DAY_TOKENS];

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
 * Adds the wake-up alarm (07:30 on school days) and the bedtime alarm (every day), both repeating, each
 * with the name and picture the board shows when it rings (ADR 0057).
 */
export function buildAlarms(context: DemoContext, child: DemoChild, drafts: DemoDrafts): void {
  const alarm = (time: string, selectedDays: string[], sound: AlarmSoundId, name: string, icon: string) => ({
    id: randomUUID(),
    family_id: context.familyId,
    child_id: child.id,
    name,
    icon,
    time,
    enabled: true,
    repeat: true,
    selected_days: selectedDays,
    sound,
    ...setupTimestamps(context),
  });
  drafts.alarms.push(
    alarm('07:30', WEEKDAYS, 'sunrise', 'Time for school!', 'backpack'),
    alarm(child.bedtime, EVERY_DAY, 'bells', 'Time for bed', 'moon'),
  );
}
