import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionSchema,
  emailChangeSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '@sync/schemas/account';
import { familyExportSchema } from '@sync/schemas/family-export';
import { familySettingsSchema } from '@sync/schemas/family-settings';
import { publicUserSchema } from '@sync/schemas/user';
import type { AuthContext } from '../auth/auth-context';
import { requireParent } from '../auth/auth-guard';
import { loadPublicUser } from '../household/public-user';
import { changeEmail, changePassword, deleteAccount, updateProfile } from './account-changes';
import { exportFamily } from './family-export';
import { saveFamilySettings } from '../family/family-settings';
import { signedInUser } from '../auth/users';

const okSchema = z.object({ ok: z.literal(true) });

/**
 * The signed-in parent's own account and family settings (ADR 0032). Every route starts from the session's
 * parent and family; nothing in a request can name another account or family.
 */
export function accountRoutes(
  app: FastifyInstance,
  options: { context: AuthContext; cookieName: string },
): void {
  const { context, cookieName } = options;
  const { db } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/api/account/profile',
    { schema: { body: profileUpdateSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      return loadPublicUser(db, await updateProfile(context, requireParent(request), request.body));
    },
  );

  routes.post(
    '/api/account/email',
    { schema: { body: emailChangeSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      return loadPublicUser(db, await changeEmail(context, requireParent(request), request.body));
    },
  );

  routes.post(
    '/api/account/password',
    { schema: { body: passwordChangeSchema, response: { 200: okSchema } } },
    async (request) => {
      await changePassword(context, requireParent(request), request.body, request.session.sessionId);
      return { ok: true as const };
    },
  );

  routes.put(
    '/api/account/family',
    { schema: { body: familySettingsSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      const account = requireParent(request);
      await saveFamilySettings(db, account.familyId, request.body);
      return loadPublicUser(db, await signedInUser(context, account));
    },
  );

  // Puts away the notice that the account's access to a family ended (HOUSEHOLD-6); answers the account.
  routes.delete(
    '/api/account/ended-membership',
    { schema: { response: { 200: publicUserSchema } } },
    async (request) => {
      const account = requireParent(request);
      await db
        .updateTable('users')
        .set({ ended_family_name: null, ended_last_day: null, updated_at: new Date() })
        .where('family_id', '=', account.familyId)
        .where('id', '=', account.userId)
        .execute();
      return loadPublicUser(db, await signedInUser(context, account));
    },
  );

  routes.get(
    '/api/account/export',
    { schema: { response: { 200: familyExportSchema } } },
    async (request, reply) => {
      const file = await exportFamily(db, await signedInUser(context, requireParent(request)));
      const day = file.exportedAt.slice(0, 10);
      void reply
        .header('content-disposition', `attachment; filename="brightday-family-${day}.json"`)
        .header('cache-control', 'no-store');
      return file;
    },
  );

  routes.post(
    '/api/account/delete',
    { schema: { body: accountDeletionSchema, response: { 200: okSchema } } },
    async (request, reply) => {
      await deleteAccount(context, requireParent(request), request.body);
      // The session row went with the account; the cookie goes too.
      void reply.clearCookie(cookieName, { path: '/' });
      return { ok: true as const };
    },
  );
}
