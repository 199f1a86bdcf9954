// Every enumeration of the product (docs/product.md#enumerations) in one place: the value lists, their zod
// schemas and their types. Defaults that are enumeration values live here too.
import { z } from 'zod';

/** Countries a parent can choose at signup, in the order the selector shows them. */
export const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'France',
  'Germany',
  'India',
  'Japan',
  'China',
  'Brazil',
  'Mexico',
  'Spain',
  'Italy',
  'Netherlands',
  'Singapore',
  'South Korea',
  'Other',
] as const;
/** A country from the signup list. */
export type Country = (typeof COUNTRIES)[number];

/** Temperature units for the board's weather. */
export const temperatureUnitSchema = z.enum(['fahrenheit', 'celsius']);
/** A temperature unit. */
export type TemperatureUnit = z.infer<typeof temperatureUnitSchema>;
/** Temperature unit a new account gets when none is chosen. */
export const DEFAULT_TEMPERATURE_UNIT: TemperatureUnit = 'celsius';

/** Where an account was created or last logged in from; the browser app sends 'web'. */
export const platformSourceSchema = z.literal('web');
/** A platform source. */
export type PlatformSource = z.infer<typeof platformSourceSchema>;

/** Looks a child's board can wear. */
export const themeSchema = z.enum(['default', 'cars', 'frozen']);
/** A board theme. */
export type Theme = z.infer<typeof themeSchema>;
/** Theme a new child gets. */
export const DEFAULT_THEME: Theme = 'default';

/** Progress of one day of a routine (the spec shows only the default; the other two are ours). */
export const completionStatusSchema = z.enum(['not_started', 'in_progress', 'completed']);
/** A routine instance's completion status. */
export type CompletionStatus = z.infer<typeof completionStatusSchema>;
/** Completion status of a routine instance that nobody has touched. */
export const DEFAULT_COMPLETION_STATUS: CompletionStatus = 'not_started';

/**
 * What a routine finished after its time earns (D-POINTS-2): all its coins, half of them, or none. The
 * spec has no such rule; ours, so that a routine missed in the morning rush can still be done that day.
 */
export const lateRoutineCoinsSchema = z.enum(['all', 'half', 'none']);
/** A late routine's coins rule. */
export type LateRoutineCoins = z.infer<typeof lateRoutineCoinsSchema>;
/** What a late routine earns until a parent says otherwise: as much as on time, so nothing changes unasked. */
export const DEFAULT_LATE_ROUTINE_COINS: LateRoutineCoins = 'all';

/** Lifecycle of a support issue. */
export const issueStatusSchema = z.enum(['open', 'in_progress', 'resolved']);
/** A support issue's status. */
export type IssueStatus = z.infer<typeof issueStatusSchema>;
/** Status of a newly reported issue. */
export const DEFAULT_ISSUE_STATUS: IssueStatus = 'open';

/** Urgency of a support issue. */
export const issuePrioritySchema = z.enum(['low', 'medium', 'high', 'critical']);
/** A support issue's priority. */
export type IssuePriority = z.infer<typeof issuePrioritySchema>;
/** Priority of an issue whose reporter did not choose one. */
export const DEFAULT_ISSUE_PRIORITY: IssuePriority = 'medium';

/** State of one chore on one day. */
export const choreInstanceStatusSchema = z.enum(['not_assigned', 'pending', 'completed', 'overdue']);
/** A chore instance's status. */
export type ChoreInstanceStatus = z.infer<typeof choreInstanceStatusSchema>;
/** Status of a chore instance before a child is assigned. */
export const DEFAULT_CHORE_INSTANCE_STATUS: ChoreInstanceStatus = 'not_assigned';

/** How an activity repeats: always, until an end date, or on one date. */
export const activityTypeSchema = z.enum(['recurring', 'recurring_limited', 'one-time']);
/** An activity type. */
export type ActivityType = z.infer<typeof activityTypeSchema>;
/** Activity type of an activity whose parent did not choose one. */
export const DEFAULT_ACTIVITY_TYPE: ActivityType = 'recurring';

/** How often a chore comes round. */
export const choreFrequencySchema = z.enum(['daily', 'weekly', 'one-time']);
/** A chore frequency. */
export type ChoreFrequency = z.infer<typeof choreFrequencySchema>;
/** Frequency of a chore whose parent did not choose one. */
export const DEFAULT_CHORE_FREQUENCY: ChoreFrequency = 'daily';

/** How children get a chore; the spec knows only manual assignment. */
export const assignmentTypeSchema = z.enum(['manual']);
/** A chore assignment type. */
export type AssignmentType = z.infer<typeof assignmentTypeSchema>;
/** Assignment type of every chore today. */
export const DEFAULT_ASSIGNMENT_TYPE: AssignmentType = 'manual';

/** What earned (or spent) the points of a reward transaction. */
export const rewardActivityTypeSchema = z.enum(['routine', 'reading', 'chore', 'system', 'redemption']);
/** A reward transaction's activity type. */
export type RewardActivityType = z.infer<typeof rewardActivityTypeSchema>;

/** Icon a chore shows unless the parent picks another. */
export const DEFAULT_CHORE_ICON = 'home';

/** Source recorded on a daily quote or joke unless the generator names itself. */
export const DEFAULT_CONTENT_SOURCE = 'openai';

/** What a member of a household may do (issue "Households"): the owner is a parent who may also delete the family. */
export const MEMBER_ROLES = ['owner', 'parent', 'caregiver'] as const;
/** A member's role, as the API sends it. */
export const memberRoleSchema = z.enum(MEMBER_ROLES);
/** A member's role. */
export type MemberRole = z.infer<typeof memberRoleSchema>;
