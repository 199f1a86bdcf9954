// A child's paired boards as the parent manages them (ADR 0036): the list with each board's health, a new
// name, and revoking one (its next request gets 401; its change stream closes at the next heartbeat).
import type { Kysely, Selectable } from 'kysely';
import type { BoardList, BoardSummary } from '@sync/protocol/pairing';
import type { ParentIdentity } from '../auth/auth-guard';
import { announceAccessEnded } from '../db/change-notices';
import type { Database, DeviceTokensTable } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { findFamilyChild } from './board-claims';

type TokenRow = Selectable<DeviceTokensTable>;

const BOARD_NOT_FOUND = 'This board is not paired with this child any more.';

/** A token row as the parent's list shows it; the health is there once the board has reported. */
export function boardSummaryOfRow(row: TokenRow): BoardSummary {
  const { health_wake_lock: wakeLock, health_pending_writes: pendingWrites } = row;
  const reportedAt = row.health_reported_at;
  return {
    id: row.id,
    deviceId: row.device_id,
    label: row.label,
    pairedAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
    appVersion: row.app_version,
    health:
      reportedAt !== null && wakeLock !== null && pendingWrites !== null
        ? {
            wakeLock,
            storagePersisted: row.health_storage_persisted,
            pendingWrites,
            reportedAt: reportedAt.toISOString(),
          }
        : null,
  };
}

/** The child's boards that are not revoked, oldest first, and the claims whose board has not yet polled. */
export async function listChildBoards(
  db: Kysely<Database>,
  parent: ParentIdentity,
  childId: string,
  now = new Date(),
): Promise<BoardList> {
  await findFamilyChild(db, parent.familyId, childId);
  const rows = await db
    .selectFrom('device_tokens')
    .selectAll()
    .where('family_id', '=', parent.familyId)
    .where('child_id', '=', childId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  // A claim the board never collected stops being "connecting" when its code would have expired.
  const claims = await db
    .selectFrom('pairing_codes')
    .select(['device_id', 'child_id', 'label', 'claimed_at'])
    .where('family_id', '=', parent.familyId)
    .where('child_id', '=', childId)
    .where('claimed_at', 'is not', null)
    .where('delivered_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('claimed_at', 'asc')
    .execute();
  return {
    boards: rows.map(boardSummaryOfRow),
    connecting: claims.map((claim) => ({
      deviceId: claim.device_id,
      childId,
      label: claim.label ?? '',
      claimedAt: (claim.claimed_at ?? now).toISOString(),
    })),
  };
}

/** Gives one of the child's boards a new name. */
export async function renameChildBoard(
  db: Kysely<Database>,
  parent: ParentIdentity,
  childId: string,
  boardId: string,
  label: string,
): Promise<BoardSummary> {
  await findFamilyChild(db, parent.familyId, childId);
  const row = await db
    .updateTable('device_tokens')
    .set({ label })
    .where('id', '=', boardId)
    .where('family_id', '=', parent.familyId)
    .where('child_id', '=', childId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new AppError('NOT_FOUND', BOARD_NOT_FOUND);
  return boardSummaryOfRow(row);
}

/** Revokes one of the child's boards: its token is refused from its next request on. */
export async function revokeChildBoard(
  db: Kysely<Database>,
  parent: ParentIdentity,
  childId: string,
  boardId: string,
): Promise<void> {
  await findFamilyChild(db, parent.familyId, childId);
  const row = await db
    .updateTable('device_tokens')
    .set({ revoked_at: new Date() })
    .where('id', '=', boardId)
    .where('family_id', '=', parent.familyId)
    .where('child_id', '=', childId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (row === undefined) throw new AppError('NOT_FOUND', BOARD_NOT_FOUND);
  // Its stream, on whichever server process holds it, ends now rather than at the next periodic check.
  await announceAccessEnded(db, { familyId: parent.familyId });
}
