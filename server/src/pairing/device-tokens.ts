import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { announceAccessEnded } from '../db/change-notices';
import type { Database } from '../db/tables';

/** A paired board, as its credential identifies it (ADR 0022). */
export interface BoardIdentity {
  tokenId: string;
  familyId: string;
  childId: string;
  deviceId: string;
}

/** Only this hash of a device token is stored: a leaked table pairs no board. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a board's long-lived credential for one child: 256 random bits, returned once, stored hashed.
 * It never expires on its own (a board offline for weeks must keep working) and is revocable.
 */
export async function issueDeviceToken(
  db: Kysely<Database>,
  board: { familyId: string; childId: string; deviceId: string; label?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('device_tokens')
    .values({
      family_id: board.familyId,
      child_id: board.childId,
      device_id: board.deviceId,
      token_hash: hashToken(token),
      label: board.label ?? '',
    })
    .execute();
  return token;
}

/** The board a token belongs to, or undefined for an unknown or revoked token. */
export async function findBoardByToken(
  db: Kysely<Database>,
  token: string,
): Promise<BoardIdentity | undefined> {
  const row = await db
    .selectFrom('device_tokens')
    .select(['id', 'family_id', 'child_id', 'device_id', 'last_seen_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  // Last seen is for the parent's device list; an hour's precision saves a write per request.
  if (row.last_seen_at === null || Date.now() - row.last_seen_at.getTime() > 60 * 60 * 1000) {
    await db
      .updateTable('device_tokens')
      .set({ last_seen_at: new Date() })
      .where('family_id', '=', row.family_id)
      .where('id', '=', row.id)
      .execute();
  }
  return { tokenId: row.id, familyId: row.family_id, childId: row.child_id, deviceId: row.device_id };
}

/**
 * Revokes every token of a child's boards (the child was removed, or the parent unpaired them); the family's
 * board streams check again at once.
 */
export async function revokeChildTokens(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
): Promise<void> {
  await db
    .updateTable('device_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .where('revoked_at', 'is', null)
    .execute();
  await announceAccessEnded(db, { familyId });
}
