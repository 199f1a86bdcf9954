import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string, defaulted by Postgres. */
type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A calendar date column, kept as 'YYYY-MM-DD' text (never a JS Date: no time zone shifts). */
type CalendarDate = string;

/** Columns every replicated row carries (docs/sync-protocol.md). */
interface SyncColumns {
  family_id: string;
  seq: number;
  deleted: Generated<boolean>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

/** A family: the partition of all replicated data (ADR 0016) and its change clock. */
export interface FamiliesTable {
  id: Generated<string>;
  name: Generated<string>;
  time_zone: Generated<string>;
  change_seq: Generated<number>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

/** A parent account. */
export interface UsersTable {
  id: Generated<string>;
  family_id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  profile_picture: string | null;
  country: string | null;
  preferred_temp_unit: Generated<'celsius' | 'fahrenheit'>;
  signup_source: string | null;
  last_login_source: string | null;
  last_login_at: Timestamp | null;
  accepted_terms: Generated<boolean>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

/** A server-side parent session (ADR 0006). */
export interface SessionsTable {
  sid: string;
  sess: ColumnType<unknown, string, string>;
  expire: Timestamp;
  user_id: string | null;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

/** A hashed, single-use password reset token. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedTimestamp;
}

/** A paired board's credential (ADR 0022). */
export interface DeviceTokensTable {
  id: Generated<string>;
  family_id: string;
  child_id: string;
  device_id: string;
  token_hash: string;
  label: Generated<string>;
  created_at: CreatedTimestamp;
  last_seen_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** A pairing code shown on a board waiting to be paired (ADR 0023). */
export interface PairingCodesTable {
  id: Generated<string>;
  code: string;
  device_id: string;
  poll_secret_hash: string;
  family_id: string | null;
  child_id: string | null;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  delivered_at: Timestamp | null;
  expires_at: Timestamp;
  created_at: CreatedTimestamp;
}

/** A first-party analytics event (docs/product.md#calls-and-analytics). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  properties: ColumnType<Record<string, unknown>, string | undefined, string>;
  path: string | null;
  user_id: string | null;
  family_id: string | null;
  created_at: CreatedTimestamp;
}

/** A child profile. */
export interface ChildrenTable extends SyncColumns {
  id: string;
  parent_id: string;
  name: string;
  birth_date: CalendarDate | null;
  profile_picture: string | null;
  device_paired: Generated<boolean>;
  device_id: string | null;
  pairing_code: string | null;
  theme: Generated<'default' | 'cars' | 'frozen'>;
  achievements_enabled: Generated<boolean>;
}

/** A routine task as stored in routines.tasks. */
export interface StoredTask {
  name: string;
  duration: number;
  icon: string;
  completed: boolean;
  completedAt?: string | null;
}

/** A morning or evening routine. */
export interface RoutinesTable extends SyncColumns {
  id: string;
  child_id: string;
  name: string;
  start_time: string;
  is_active: Generated<boolean>;
  tasks: ColumnType<StoredTask[], string | undefined, string>;
  days_of_week: Generated<number[]>;
  last_pushed_at: Timestamp | null;
  last_completed_at: Timestamp | null;
}

/** One day's progress on a routine (ADR 0019). */
export interface RoutineInstancesTable extends SyncColumns {
  id: string;
  routine_id: string;
  child_id: string;
  date: Generated<CalendarDate>;
  status: ColumnType<unknown, string | null | undefined, string | null>;
  completed_at: Timestamp | null;
  completion_status: Generated<string>;
}

/** A timed alarm on a child's board. */
export interface AlarmsTable extends SyncColumns {
  id: string;
  child_id: string;
  time: string;
  enabled: Generated<boolean>;
  repeat: Generated<boolean>;
  selected_days: Generated<string[]>;
  sound: string | null;
  last_triggered: Timestamp | null;
}

/** A scheduled activity. */
export interface ActivitiesTable extends SyncColumns {
  id: string;
  child_id: string;
  name: string;
  start_time: string;
  duration: number;
  days_of_week: Generated<number[]>;
  activity_type: Generated<'recurring' | 'recurring_limited' | 'one-time'>;
  scheduled_date: CalendarDate | null;
  end_date: CalendarDate | null;
  is_active: Generated<boolean>;
}

/** A child's reward totals: a projection of the ledger (ADR 0018). */
export interface RewardsTable extends SyncColumns {
  id: string;
  child_id: string;
  total_points: Generated<number>;
  current_streak: Generated<number>;
  longest_streak: Generated<number>;
  last_activity_date: CalendarDate | null;
}

/** One immutable ledger entry (ADR 0018). */
export interface RewardTransactionsTable extends SyncColumns {
  id: string;
  reward_id: string;
  child_id: string;
  points: number;
  activity_type: 'routine' | 'reading' | 'chore' | 'system' | 'redemption';
  activity_id: string | null;
  description: string;
}

/** How a parent scores a child's routines. numeric arrives from pg as a string. */
export interface RewardConfigurationsTable extends SyncColumns {
  id: string;
  parent_id: string;
  child_id: string;
  base_points: Generated<number>;
  streak_multiplier: ColumnType<string, number | string | undefined, number | string>;
}

/** A reward a child can redeem with points. */
export interface MagicRewardsTable extends SyncColumns {
  id: string;
  child_id: string;
  name: string;
  point_cost: number;
  is_active: Generated<boolean>;
}

/** A span of time a board was in use. */
export interface BoardUsageSessionsTable extends SyncColumns {
  id: string;
  device_id: string;
  child_id: string;
  session_start: Timestamp;
  session_end: Timestamp | null;
  duration_minutes: number | null;
  last_activity: Timestamp | null;
  end_reason: string | null;
  page_loads: Generated<number>;
  interactions: Generated<number>;
}

/** A household chore. */
export interface ChoresTable extends SyncColumns {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  icon: Generated<string>;
  frequency: Generated<'daily' | 'weekly' | 'one-time'>;
  days_of_week: Generated<number[]>;
  scheduled_date: CalendarDate | null;
  assignment_type: Generated<'manual'>;
  reward_coins: Generated<number>;
  is_active: Generated<boolean>;
}

/** One day's occurrence of a chore. */
export interface ChoreInstancesTable extends SyncColumns {
  id: string;
  chore_id: string;
  date: Generated<CalendarDate>;
  assigned_child_id: string | null;
  status: Generated<'not_assigned' | 'pending' | 'completed' | 'overdue'>;
  completed_at: Timestamp | null;
}

/** A support issue a parent raised. */
export interface IssuesTable {
  id: Generated<string>;
  family_id: string;
  user_id: string;
  title: string;
  description: string;
  priority: Generated<'low' | 'medium' | 'high' | 'critical'>;
  status: Generated<'open' | 'in_progress' | 'resolved'>;
  child_id: string | null;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

interface ContentColumns {
  id: string;
  date: CalendarDate;
  age_group: string;
  generated_at: CreatedTimestamp;
  source: Generated<string>;
  seq: Generated<number>;
  deleted: Generated<boolean>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

/** A quote of the day for an age group. */
export interface DailyQuotesTable extends ContentColumns {
  quote: string;
}

/** A joke of the day for an age group. */
export interface DailyJokesTable extends ContentColumns {
  joke: string;
}

/** An abuse-limit counter (rate-limiter-flexible's Postgres store shape); expire is epoch ms. */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

/** The identity of a write a push applied to a document (ADR 0013). */
export interface AppliedWritesTable {
  collection: string;
  document_id: string;
  write_id: string;
  family_id: string;
  applied_at: CreatedTimestamp;
}

/** Every table, as Kysely sees the database. */
export interface Database {
  families: FamiliesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  device_tokens: DeviceTokensTable;
  pairing_codes: PairingCodesTable;
  analytics_events: AnalyticsEventsTable;
  children: ChildrenTable;
  routines: RoutinesTable;
  routine_instances: RoutineInstancesTable;
  alarms: AlarmsTable;
  activities: ActivitiesTable;
  rewards: RewardsTable;
  reward_transactions: RewardTransactionsTable;
  reward_configurations: RewardConfigurationsTable;
  magic_rewards: MagicRewardsTable;
  board_usage_sessions: BoardUsageSessionsTable;
  chores: ChoresTable;
  chore_instances: ChoreInstancesTable;
  issues: IssuesTable;
  daily_quotes: DailyQuotesTable;
  daily_jokes: DailyJokesTable;
  rate_limits: RateLimitsTable;
  applied_writes: AppliedWritesTable;
}

/** A user row as read. */
export type UserRow = Selectable<UsersTable>;
/** A user row as inserted. */
export type NewUser = Insertable<UsersTable>;
/** A user row as updated. */
export type UserUpdate = Updateable<UsersTable>;
