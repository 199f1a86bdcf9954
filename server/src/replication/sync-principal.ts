import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { findBoardByToken } from '../pairing/device-tokens';

/**
 * Who is replicating: a signed-in parent (session cookie) sees and edits their family; a paired board
 * (device token) sees its child's documents and the family documents a board needs, and writes only
 * what a board writes. The family and child always come from the credential, never from a document.
 */
export type SyncPrincipal =
  | { kind: 'parent'; familyId: string; userId: string }
  | { kind: 'board'; familyId: string; childId: string; deviceId: string };

/** Resolves the request's credential, or throws 401. A bearer token takes precedence over a cookie. */
export async function syncPrincipal(request: FastifyRequest, db: Kysely<Database>): Promise<SyncPrincipal> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ') === true) {
    const board = await findBoardByToken(db, authorization.slice('Bearer '.length).trim());
    if (board === undefined)
      throw new AppError('NOT_AUTHENTICATED', 'This board is no longer paired. Pair it again.');
    return { kind: 'board', familyId: board.familyId, childId: board.childId, deviceId: board.deviceId };
  }
  const { userId, familyId } = request.session;
  if (userId === undefined || familyId === undefined) throw new AppError('NOT_AUTHENTICATED');
  return { kind: 'parent', familyId, userId };
}

/**
 * Whether the credential a long-lived request (the change stream) started with is still good: the
 * board's token not revoked, the parent's session not ended (logout elsewhere, log out everywhere, a
 * password reset).
 */
export async function credentialStillValid(request: FastifyRequest, db: Kysely<Database>): Promise<boolean> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ') === true) {
    return (await findBoardByToken(db, authorization.slice('Bearer '.length).trim())) !== undefined;
  }
  const session = await db
    .selectFrom('sessions')
    .select('sid')
    .where('sid', '=', request.session.sessionId)
    .where('expire', '>', new Date())
    .executeTakeFirst();
  return session !== undefined;
}
