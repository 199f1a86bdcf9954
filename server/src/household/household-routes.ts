// The household endpoints (ADR 0067): invitations and members. Thin handlers: the role each needs is
// checked before them (member-access.ts, HOUSEHOLD-2), and the services throw catalogued codes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caregiverBonusLimitSchema,
  createdInvitationSchema,
  familyMemberSchema,
  invitationPreviewSchema,
  invitationRequestSchema,
  invitationTokenSchema,
  memberChangeSchema,
  pendingInvitationSchema,
} from '@sync/schemas/household';
import { publicUserSchema } from '@sync/schemas/user';
import type { AuthContext } from '../auth/auth-context';
import { consume } from '../auth/rate-limits';
import { loadPublicUser } from './public-user';
import { AppError } from '../errors/error-codes';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations';
import { changeMember, leaveFamily, listMembers, removeMember } from './member-changes';
import { requireMember } from './member-access';
import { saveCaregiverBonusLimit } from './caregiver-bonus-limit';
import { signedInUser } from '../auth/users';

const idParams = z.object({ id: z.uuid() });
const userParams = z.object({ userId: z.uuid() });
const TOO_MANY_INVITATIONS = 'Too many invitations were sent.';

/** The abuse limits of invitations, which send e-mail: per family and per address, like password resets. */
export interface InvitationLimits {
  byFamily: RateLimiterPostgres;
  byAddress: RateLimiterPostgres;
}

/** /api/family/invitations, /api/family/members and the family's caregiver bonus limit. */
export function householdRoutes(
  app: FastifyInstance,
  options: { context: AuthContext; limits: InvitationLimits },
): void {
  const { context, limits } = options;
  const { db } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/family/invitations',
    { schema: { body: invitationRequestSchema, response: { 201: createdInvitationSchema } } },
    async (request, reply) => {
      const member = requireMember(request);
      await consume(limits.byAddress, request.ip, TOO_MANY_INVITATIONS);
      await consume(limits.byFamily, member.familyId, TOO_MANY_INVITATIONS);
      return reply.status(201).send(await createInvitation(context, member, request.body));
    },
  );

  routes.get(
    '/api/family/invitations',
    { schema: { response: { 200: z.array(pendingInvitationSchema) } } },
    async (request) => listInvitations(db, requireMember(request).familyId),
  );

  routes.delete('/api/family/invitations/:id', { schema: { params: idParams } }, async (request, reply) => {
    await revokeInvitation(db, requireMember(request).familyId, request.params.id);
    return reply.status(204).send();
  });

  routes.post(
    '/api/family/invitations/:id/resend',
    { schema: { params: idParams, response: { 200: createdInvitationSchema } } },
    async (request) => {
      const member = requireMember(request);
      await consume(limits.byAddress, request.ip, TOO_MANY_INVITATIONS);
      await consume(limits.byFamily, member.familyId, TOO_MANY_INVITATIONS);
      return resendInvitation(context, member.familyId, request.params.id);
    },
  );

  // Open to whoever holds the link, signed in or not: the invitee may not have an account yet.
  routes.get(
    '/api/family/invitations/preview',
    { schema: { querystring: invitationTokenSchema, response: { 200: invitationPreviewSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return previewInvitation(db, request.query.token, request.member);
    },
  );

  routes.post(
    '/api/family/invitations/accept',
    { schema: { body: invitationTokenSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      const member = requireMember(request);
      const { userId } = member;
      const familyId = await acceptInvitation(db, member, request.body.token);
      const user = await signedInUser(context, { userId, familyId });
      // This session follows the person into the new family; their other sessions end (HOUSEHOLD-7).
      request.session.familyId = user.family_id;
      return loadPublicUser(db, user);
    },
  );

  routes.get(
    '/api/family/members',
    { schema: { response: { 200: z.array(familyMemberSchema) } } },
    async (request) => listMembers(db, requireMember(request)),
  );

  routes.patch(
    '/api/family/members/:userId',
    {
      schema: {
        params: userParams,
        body: memberChangeSchema,
        response: { 200: z.array(familyMemberSchema) },
      },
    },
    async (request) => changeMember(db, requireMember(request), request.params.userId, request.body),
  );

  routes.delete('/api/family/members/:userId', { schema: { params: userParams } }, async (request, reply) => {
    const member = requireMember(request);
    if (request.params.userId === member.userId)
      throw new AppError('BAD_REQUEST', 'To leave the family, use "Leave this family".');
    await removeMember(db, member, request.params.userId);
    return reply.status(204).send();
  });

  // A parent's or the owner's (the endpoint's action is 'manage', HOUSEHOLD-2); answers the account, which
  // carries the new limit.
  routes.put(
    '/api/family/caregiver-bonus-limit',
    { schema: { body: caregiverBonusLimitSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      const member = requireMember(request);
      await saveCaregiverBonusLimit(db, member.familyId, request.body.caregiverBonusLimit);
      return loadPublicUser(db, await signedInUser(context, member));
    },
  );

  routes.post('/api/family/members/leave', async (request, reply) => {
    await leaveFamily(db, requireMember(request));
    // This session ended with the others: it must not be saved back with the account in it.
    delete request.session.userId;
    delete request.session.familyId;
    request.session.membershipEnded = true;
    return reply.status(204).send();
  });
}
