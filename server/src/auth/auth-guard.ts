import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/error-codes';

/** The signed-in parent of a request. */
export interface ParentIdentity {
  userId: string;
  familyId: string;
}

/** The signed-in parent, or 401 'Not authenticated'. Every parent endpoint starts here. */
export function requireParent(request: FastifyRequest): ParentIdentity {
  const { userId, familyId } = request.session;
  if (userId === undefined || familyId === undefined) throw new AppError('NOT_AUTHENTICATED');
  return { userId, familyId };
}
