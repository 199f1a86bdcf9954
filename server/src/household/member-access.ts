// The household check of every request (ADR 0067): a signed-in person's membership is read from the
// database on each request, so a removal, a new role or a passed end date takes effect at once, and the
// endpoint's action (sync/domain/member-permissions.ts, HOUSEHOLD-2) is checked before the handler runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { endpointAction, NO_LONGER_A_MEMBER, roleMay } from '@sync/domain/member-permissions';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { endIfLapsed } from './ended-memberships';
import { findMembership, type Membership } from './members';

declare module 'fastify' {
  interface Session {
    /** Set when the account's membership ended (removed, left, end date passed): the device wipes its copy. */
    membershipEnded?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in person's membership, read for this request. */
    member?: Membership;
  }
}

// Writing the last contact on every request would write a row per request; a few minutes is precise
// enough for "last active".
const LAST_ACTIVE_INTERVAL_MS = 5 * 60 * 1000;

/** The signed-in member, or 401 (with the wipe marker when their membership ended, HOUSEHOLD-7). */
export function requireMember(request: FastifyRequest): Membership {
  if (request.member !== undefined) return request.member;
  if (request.session.membershipEnded === true) throw new AppError('NOT_AUTHENTICATED', NO_LONGER_A_MEMBER);
  throw new AppError('NOT_AUTHENTICATED');
}

function memberAccessPlugin(app: FastifyInstance, options: { db: Kysely<Database> }): void {
  const { db } = options;
  app.addHook('preValidation', async (request) => {
    const { userId, familyId } = request.session;
    if (userId === undefined) return;
    const member = familyId === undefined ? undefined : await findMembership(db, familyId, userId);
    if (member === undefined || member.ended) {
      // Security: a session of another family than the person's (they moved or were removed) or of a
      // caregiver past their last day no longer speaks for anyone; the latter's membership ends for real
      // (HOUSEHOLD-6), which ends their other sessions too.
      if (member?.ended === true) await endIfLapsed(db, member.familyId, member.userId);
      delete request.session.userId;
      delete request.session.familyId;
      request.session.membershipEnded = true;
      return;
    }
    request.member = member;
    if (
      member.lastActiveAt === null ||
      Date.now() - member.lastActiveAt.getTime() > LAST_ACTIVE_INTERVAL_MS
    ) {
      await db
        .updateTable('members')
        .set({ last_active_at: new Date() })
        .where('family_id', '=', member.familyId)
        .where('user_id', '=', userId)
        .execute();
    }
    const route = request.routeOptions.url;
    if (route !== undefined && !roleMay(member.role, endpointAction(request.method, route))) {
      throw new AppError('ROLE_NOT_ALLOWED');
    }
  });
}

/** Reads the signed-in person's membership on every request and checks the endpoint's action. */
export const memberAccess = fp(memberAccessPlugin, { name: 'member-access', dependencies: ['sessions'] });
