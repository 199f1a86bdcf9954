import type { FastifyRequest } from 'fastify';
import { NO_LONGER_A_MEMBER } from '@sync/domain/member-permissions';
import { AppError } from '../errors/error-codes';

/** The signed-in parent of a request. */
export interface ParentIdentity {
  userId: string;
  familyId: string;
}

/**
 * The signed-in member, or 401 'Not authenticated' (with the wipe marker when their membership ended,
 * HOUSEHOLD-7). Every signed-in endpoint starts here; the member's role was checked before the handler
 * (server/src/household/member-access.ts).
 */
export function requireParent(request: FastifyRequest): ParentIdentity {
  const { userId, familyId } = request.session;
  if (userId === undefined || familyId === undefined) {
    if (request.session.membershipEnded === true) throw new AppError('NOT_AUTHENTICATED', NO_LONGER_A_MEMBER);
    throw new AppError('NOT_AUTHENTICATED');
  }
  return { userId, familyId };
}
