import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { RoutineTask } from '@sync/collections/routines';
import type { CreatedTimestamp, ReplicatedTables } from './replicated-tables';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A routine task as stored in routines.tasks: as the wire carries it. */
export type StoredTask = RoutineTask;

/** A family: the partition of all replicated data (ADR 0016) and its change clock. */
export interface FamiliesTable {
  id: Generated<string>;
  name: Generated<string>;
  time_zone: Generated<string>;
  /** The weather place (ADR 0032): all four set, or all null. */
  weather_place_name: string | null;
  weather_place_country: string | null;
  weather_latitude: number | null;
  weather_longitude: number | null;
  change_seq: Generated<number>;
  /** The family-local date for which the server last set up the chores' days (ADR 0059); null before. */
  chore_days_on: string | null;
  /** The largest bonus a caregiver may give at once (ADR 0067). */
  caregiver_bonus_limit: Generated<number>;
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
  /** The family this account's access ended in by its last day, until told (HOUSEHOLD-6). */
  ended_family_name: string | null;
  /** That last day (YYYY-MM-DD, that family's calendar). */
  ended_last_day: string | null;
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
  /** The account's family when the link was asked for; it moves with the person (`placeMember`). */
  family_id: string;
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
  /** The board's health, as it last reported it (ADR 0036); null until its first report. */
  app_version: string | null;
  last_synced_at: Timestamp | null;
  health_wake_lock: 'held' | 'lost' | 'unsupported' | 'off' | null;
  health_storage_persisted: boolean | null;
  health_pending_writes: number | null;
  health_reported_at: Timestamp | null;
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
  /** The board name the claiming parent gave, until the board collects its token. */
  label: string | null;
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

/**
 * The highest change sequence of a tombstone the hourly maintenance deleted, per family and collection
 * (ADR 0047): a checkpoint below it may have missed a deletion.
 */
export interface PrunedTombstonesTable {
  family_id: string;
  collection: string;
  through_seq: ColumnType<number, number, number>;
}

/** A parent's consent, for the family, to Brightday keeping children's information (ADR 0027). */
export interface ParentalConsentsTable {
  id: Generated<string>;
  family_id: string;
  user_id: string;
  policy_version: string;
  accepted_at: CreatedTimestamp;
  ip: string | null;
}

/** A family's consent to Nia's online helper (ADR 0043); a withdrawn one keeps its row. */
export interface CoachConsentsTable {
  id: Generated<string>;
  family_id: string;
  user_id: string;
  shares_version: string;
  granted_at: CreatedTimestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
}

/** A family's requests to the online helper on one UTC day. */
export interface CoachUsageTable {
  family_id: string;
  day: ColumnType<string, string, string>;
  requests: Generated<number>;
}

/** A member of a family's household (ADR 0067); one family at a time per account. */
export interface MembersTable {
  user_id: string;
  family_id: string;
  role: 'owner' | 'parent' | 'caregiver';
  /** A caregiver's last day (YYYY-MM-DD, family calendar); null means no end. */
  until: string | null;
  created_at: CreatedTimestamp;
  last_active_at: Timestamp | null;
}

/** An invitation to join a family; only the hash of its token is kept. */
export interface InvitationsTable {
  id: Generated<string>;
  family_id: string;
  email: string;
  role: 'parent' | 'caregiver';
  until: string | null;
  token_hash: string;
  invited_by: string | null;
  created_at: CreatedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/**
 * Every table, as Kysely sees the database: the replicated ones derived from the contract and the
 * storage registry (replicated-tables.ts), the others declared here.
 */
export interface Database extends ReplicatedTables {
  families: FamiliesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  device_tokens: DeviceTokensTable;
  pairing_codes: PairingCodesTable;
  analytics_events: AnalyticsEventsTable;
  issues: IssuesTable;
  rate_limits: RateLimitsTable;
  applied_writes: AppliedWritesTable;
  pruned_tombstones: PrunedTombstonesTable;
  parental_consents: ParentalConsentsTable;
  coach_consents: CoachConsentsTable;
  coach_usage: CoachUsageTable;
  members: MembersTable;
  invitations: InvitationsTable;
}

/** A user row as read. */
export type UserRow = Selectable<UsersTable>;
/** A user row as inserted. */
export type NewUser = Insertable<UsersTable>;
/** A user row as updated. */
export type UserUpdate = Updateable<UsersTable>;
