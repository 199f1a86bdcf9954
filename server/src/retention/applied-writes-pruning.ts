// Forgetting the identities of applied writes (ADR 0013) once no device can still re-send them: part of the
// retention the server's hourly maintenance runs (ADR 0047), beside tombstones and pruned documents.
import { sql, type Kysely } from 'kysely';
import { APPLIED_WRITE_RETENTION_DAYS, DAY_MS } from '@sync/domain/retention';
import { DEFAULT_BATCH_LIMITS, deleteWhere, type BatchLimits } from '../db/batched-delete';
import type { Database } from '../db/tables';

/**
 * Forgets write identities older than the retention, in bounded batches; run by the server's hourly
 * maintenance (ADR 0047). Answers how many it forgot.
 */
export function pruneAppliedWrites(
  db: Kysely<Database>,
  now = new Date(),
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - APPLIED_WRITE_RETENTION_DAYS * DAY_MS);
  return deleteWhere(db, 'applied_writes', sql`applied_at < ${cutoff}`, limits);
}
