// The hourly retention pass (ADR 0047): everything Brightday keeps only for a while is deleted once it is
// past the bound sync/domain/retention.ts states, which is also what the privacy policy tells parents.
import { sql, type Kysely } from 'kysely';
import { ANALYTICS_EVENT_RETENTION_DAYS, BOARD_USAGE_RETENTION_DAYS, DAY_MS } from '@sync/domain/retention';
import type { Database } from '../db/tables';
import { pruneAppliedWrites } from './applied-writes-pruning';
import { DEFAULT_BATCH_LIMITS, deleteWhere, type BatchLimits } from '../db/batched-delete';
import { pruneTombstones } from './tombstones';

/** What one pass deleted, by kind, for the log and for tests. */
export interface RetentionReport {
  tombstones: number;
  appliedWrites: number;
  boardUsageSessions: number;
  analyticsEvents: number;
  resetTokens: number;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Board usage sessions older than their bound are deleted outright, not turned into tombstones: no device
 * keeps them (ADR 0038), so there is no copy to tell. A board that delivers an older session late sees it
 * stored and deleted again at the next pass.
 */
export function pruneBoardUsageSessions(
  db: Kysely<Database>,
  now: Date,
  limits: BatchLimits,
): Promise<number> {
  const cutoff = daysBefore(now, BOARD_USAGE_RETENTION_DAYS);
  return deleteWhere(db, 'board_usage_sessions', sql`updated_at < ${cutoff}`, limits);
}

/** First-party analytics events older than their bound. */
export function pruneAnalyticsEvents(db: Kysely<Database>, now: Date, limits: BatchLimits): Promise<number> {
  const cutoff = daysBefore(now, ANALYTICS_EVENT_RETENTION_DAYS);
  return deleteWhere(db, 'analytics_events', sql`created_at < ${cutoff}`, limits);
}

/** Password reset links that expired or were used: they can never be used again, so nothing keeps them. */
export function pruneResetTokens(db: Kysely<Database>, now: Date, limits: BatchLimits): Promise<number> {
  return deleteWhere(db, 'password_reset_tokens', sql`(expires_at <= ${now} or used_at is not null)`, limits);
}

/** Runs every retention rule once; each deletes in bounded batches (batched-delete.ts). */
export async function pruneRetainedData(
  db: Kysely<Database>,
  now = new Date(),
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<RetentionReport> {
  const tombstones = Object.values(await pruneTombstones(db, now, limits)).reduce((sum, n) => sum + n, 0);
  return {
    tombstones,
    appliedWrites: await pruneAppliedWrites(db, now, limits),
    boardUsageSessions: await pruneBoardUsageSessions(db, now, limits),
    analyticsEvents: await pruneAnalyticsEvents(db, now, limits),
    resetTokens: await pruneResetTokens(db, now, limits),
  };
}
