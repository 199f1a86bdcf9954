import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { childDataConsentRequestSchema } from '@sync/schemas/parental-consent';
import { publicUserSchema } from '@sync/schemas/user';
import type { AuthContext } from '../auth/auth-context';
import { requireParent } from '../auth/auth-guard';
import { loadPublicUser } from '../household/public-user';
import { AppError } from '../errors/error-codes';
import { recordChildDataConsent } from '../consent/child-data-consent';
import { findUserById } from '../auth/users';

/** The parent's consent to Brightday keeping children's information (ADR 0027). */
export function consentRoutes(app: FastifyInstance, options: { context: AuthContext }): void {
  const { context } = options;
  const { db } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/consent/child-data',
    { schema: { body: childDataConsentRequestSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      const { userId, familyId } = requireParent(request);
      const user = await findUserById(context, { userId, familyId });
      if (user === undefined) throw new AppError('NOT_AUTHENTICATED');
      await recordChildDataConsent(db, { familyId, userId, ip: request.ip });
      return loadPublicUser(db, user);
    },
  );
}
