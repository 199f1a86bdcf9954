import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { MemberRole } from '@sync/schemas/enums';
import type { Database } from '../db/tables';
import { requireParent } from '../auth/auth-guard';
import { AppError } from '../errors/error-codes';
import { findMembership } from '../household/members';
import { findBoardByToken } from '../pairing/device-tokens';

/**
 * Who is replicating: a signed-in member of the family (session cookie) sees and edits what their role
 * allows (ADR 0067: `kind` stays 'parent' for every signed-in member, and `role` says which); a paired board
 * (device token) sees its child's documents and the family documents a board needs, and writes only
 * what a board writes. The family, child and role always come from the credential, never from a document.
 */
export type SyncPrincipal =
  | { kind: 'parent'; familyId: string; userId: string; role: MemberRole }
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
  const { userId, familyId } = requireParent(request);
  // Read for this request by the household check (member-access.ts): a role changed a moment ago counts.
  const role = request.member?.role;
  if (role === undefined) throw new AppError('NOT_AUTHENTICATED');
  return { kind: 'parent', familyId, userId, role };
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
    .select('user_id')
    .where('sid', '=', request.session.sessionId)
    .where('expire', '>', new Date())
    // A session emptied by a change of membership (HOUSEHOLD-7) keeps its row but no account.
    .where('user_id', 'is not', null)
    .executeTakeFirst();
  if (session?.user_id == null) return false;
  const familyId = request.session.familyId;
  if (familyId === undefined) return false;
  const member = await findMembership(db, familyId, session.user_id);
  return member !== undefined && !member.ended;
}
