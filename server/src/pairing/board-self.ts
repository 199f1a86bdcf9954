// What a paired board asks about itself with its device token (ADR 0022, ADR 0036).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BoardHealthReport, BoardProfile } from '@sync/protocol/pairing';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { BOARD_NOT_PAIRED, boardProfile } from './board-profile';
import { findBoardByToken, type BoardIdentity } from './device-tokens';

/** The board of the request's `Authorization: Bearer` token, or 401 for a missing, unknown or revoked one. */
export async function requireBoard(request: FastifyRequest, db: Kysely<Database>): Promise<BoardIdentity> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ') !== true)
    throw new AppError('NOT_AUTHENTICATED', BOARD_NOT_PAIRED);
  const board = await findBoardByToken(db, authorization.slice('Bearer '.length).trim());
  if (board === undefined) throw new AppError('NOT_AUTHENTICATED', BOARD_NOT_PAIRED);
  return board;
}

/** The board's profile, with the family settings as they are now (the board refreshes its copy). */
export async function profileOfBoard(db: Kysely<Database>, board: BoardIdentity): Promise<BoardProfile> {
  const token = await db
    .selectFrom('device_tokens')
    .select('created_at')
    .where('family_id', '=', board.familyId)
    .where('id', '=', board.tokenId)
    .executeTakeFirstOrThrow();
  return boardProfile(db, { ...board, pairedAt: token.created_at });
}

/**
 * Stores the board's report on its token row: a report is also a sign of life. A board's clock may run
 * ahead, and a sync time in the future would read as "synced" forever, so it is capped at now.
 */
export async function saveHealthReport(
  db: Kysely<Database>,
  board: BoardIdentity,
  report: BoardHealthReport,
  now = new Date(),
): Promise<void> {
  const synced = report.lastSyncedAt === null ? null : new Date(report.lastSyncedAt);
  await db
    .updateTable('device_tokens')
    .set({
      app_version: report.appVersion,
      last_synced_at: synced === null ? null : new Date(Math.min(synced.getTime(), now.getTime())),
      health_wake_lock: report.wakeLock,
      health_storage_persisted: report.storagePersisted,
      health_pending_writes: report.pendingWrites,
      health_reported_at: now,
      last_seen_at: now,
    })
    .where('family_id', '=', board.familyId)
    .where('id', '=', board.tokenId)
    .execute();
}
