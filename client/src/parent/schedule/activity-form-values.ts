// Between an activity and what its form holds: the form keeps text as typed (a duration may be empty while
// being edited), and hands the shared schema exactly what the parent entered (V-ACTIVITY-1…6).
import type { CalendarDate } from '@sync/domain/family-date';
import type { ActivityInput } from '@sync/collections/activities';
import type { ActivityType } from '@sync/schemas/enums';

/** What the activity form holds while a parent edits it. */
export interface ActivityFormValues extends Record<string, unknown> {
  name: string;
  startTime: string;
  duration: string;
  activityType: ActivityType;
  daysOfWeek: number[];
  scheduledDate: string;
  endDate: string;
  isActive: boolean;
}

/** The fields in the order the form shows them, for moving focus to the first one that needs attention. */
export const ACTIVITY_FIELD_ORDER = [
  'name',
  'startTime',
  'duration',
  'activityType',
  'daysOfWeek',
  'scheduledDate',
  'endDate',
] as const;

/** A new activity: weekly, on today's day of the week, an hour long. */
export function newActivityValues(todayDayOfWeek: number, today: CalendarDate): ActivityFormValues {
  return {
    name: '',
    startTime: '16:00',
    duration: '60',
    activityType: 'recurring',
    daysOfWeek: [todayDayOfWeek],
    scheduledDate: today,
    endDate: '',
    isActive: true,
  };
}

/** The form values of a saved activity. */
export function activityValues(activity: ActivityInput): ActivityFormValues {
  return {
    name: activity.name,
    startTime: activity.startTime,
    duration: String(activity.duration),
    activityType: activity.activityType,
    daysOfWeek: [...activity.daysOfWeek],
    scheduledDate: activity.scheduledDate ?? '',
    endDate: activity.endDate ?? '',
    isActive: activity.isActive,
  };
}

/**
 * Stands for what a date or time control holds when the browser saw a half-typed value (its `badInput`): the
 * control then reports an empty value, and the parent should hear that the format is wrong, not that the field
 * is empty.
 */
export const HALF_TYPED = 'half-typed';

/** Which of the form's controls hold a half-typed value. */
export type HalfTyped = Partial<Record<'startTime' | 'scheduledDate' | 'endDate', boolean>>;

function dateOrNull(value: string, halfTyped: boolean | undefined): string | null {
  if (halfTyped) return HALF_TYPED;
  return value === '' ? null : value;
}

/**
 * What the schema checks: the fields the type uses (days unless once; a date when once or, as its first day,
 * when limited; an end date when limited), trimmed, with numbers as numbers.
 */
export function activityCandidate(
  childId: string,
  values: ActivityFormValues,
  halfTyped: HalfTyped,
): Record<string, unknown> {
  const type = values.activityType;
  const duration = values.duration.trim();
  return {
    childId,
    name: values.name.trim(),
    startTime: halfTyped.startTime ? HALF_TYPED : values.startTime,
    duration: duration === '' ? undefined : Number(duration),
    activityType: type,
    daysOfWeek: type === 'one-time' ? [] : values.daysOfWeek,
    scheduledDate: type === 'recurring' ? null : dateOrNull(values.scheduledDate, halfTyped.scheduledDate),
    endDate: type === 'recurring_limited' ? dateOrNull(values.endDate, halfTyped.endDate) : null,
    isActive: values.isActive,
  };
}
