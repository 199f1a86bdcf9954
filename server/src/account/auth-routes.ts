import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_FAMILY_TIME_ZONE, isKnownTimeZone } from '@sync/schemas/family-settings';
import { resetPasswordBodySchema, resetRequestSchema } from '@sync/schemas/password-reset';
import { loginSchema, publicUserSchema, signupSchema } from '@sync/schemas/user';
import { recordEvent } from '../analytics/record-event';
import { AppError } from '../errors/error-codes';
import { logIn, register } from './account-service';
import { KNOWN_DEVICE_LIFETIME_MS, knownDeviceCookieName } from '../auth/known-device';
import type { AuthContext, RequestMeta } from '../auth/auth-context';
import { requireParent } from '../auth/auth-guard';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import { loadPublicUser, maskEmail } from '../household/public-user';
import { destroyUserSessions } from '../auth/session-store';
import type { UserRow } from '../db/tables';
import { findUserById } from '../auth/users';

const okSchema = z.object({ ok: z.literal(true) });

// The family's time zone decides "today" for streaks and schedules (ADR 0020); the signup form sends the
// browser's. An unknown or missing one falls back to UTC rather than failing the signup.
const registerBodySchema = signupSchema.extend({
  timeZone: z
    .string()
    .optional()
    .transform((zone) => (zone !== undefined && isKnownTimeZone(zone) ? zone : DEFAULT_FAMILY_TIME_ZONE)),
});

function meta(request: FastifyRequest, bodySource?: string): RequestMeta {
  const header = request.headers['x-platform-source'];
  const source = (typeof header === 'string' && header.trim() !== '' ? header.trim() : bodySource) ?? 'web';
  return { ip: request.ip, source: source.slice(0, 32) };
}

/** Signs the user in on a new session id (no session fixation), with the clocks of both timeouts. */
async function startSession(request: FastifyRequest, user: UserRow): Promise<void> {
  await request.session.regenerate();
  const now = Date.now();
  request.session.userId = user.id;
  request.session.familyId = user.family_id;
  request.session.authenticatedAt = now;
  request.session.touchedAt = now;
}

async function endSession(request: FastifyRequest, reply: FastifyReply, cookieName: string): Promise<void> {
  if (request.session.sessionId !== undefined) await request.session.destroy();
  void reply.clearCookie(cookieName, { path: '/' });
}

/** The account endpoints of docs/product.md#calls-and-analytics. */
export function authRoutes(
  app: FastifyInstance,
  options: { context: AuthContext; cookieName: string; secure: boolean },
): void {
  const { context, cookieName, secure } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/user', { schema: { response: { 200: publicUserSchema } } }, async (request, reply) => {
    const user = await findUserById(context, requireParent(request));
    if (user === undefined) {
      await endSession(request, reply, cookieName);
      throw new AppError('NOT_AUTHENTICATED');
    }
    return loadPublicUser(context.db, user);
  });

  routes.post(
    '/api/register',
    { schema: { body: registerBodySchema, response: { 201: publicUserSchema } } },
    async (request, reply) => {
      const { user, repeated } = await register(context, request.body, meta(request, request.body.source));
      await startSession(request, user);
      // A repeated registration is answered as the first (ADR 0049), but it signed nobody up again.
      if (!repeated) {
        await recordEvent(context.db, {
          name: 'user_signup_completed',
          properties: { method: 'email', country: user.country ?? 'not_specified' },
          userId: user.id,
          familyId: user.family_id,
        });
      }
      return reply.status(201).send(await loadPublicUser(context.db, user));
    },
  );

  routes.post(
    '/api/login',
    { schema: { body: loginSchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      const deviceCookie = knownDeviceCookieName(secure);
      const { user, knownDevice } = await logIn(
        context,
        request.body,
        meta(request, request.body.source),
        request.cookies[deviceCookie],
      );
      await startSession(request, user);
      reply.setCookie(deviceCookie, knownDevice, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: KNOWN_DEVICE_LIFETIME_MS / 1000,
      });
      await recordEvent(context.db, {
        name: 'user_login_completed',
        properties: { method: 'email' },
        userId: user.id,
        familyId: user.family_id,
      });
      return loadPublicUser(context.db, user);
    },
  );

  routes.post('/api/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await endSession(request, reply, cookieName);
    return { ok: true as const };
  });

  routes.post(
    '/api/logout-everywhere',
    { schema: { response: { 200: okSchema } } },
    async (request, reply) => {
      const { userId } = requireParent(request);
      await destroyUserSessions(context.db, userId);
      await endSession(request, reply, cookieName);
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/auth/reset-password',
    { schema: { body: resetRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await requestPasswordReset(context, request.body.email, meta(request));
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/auth/reset-password/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordBodySchema,
        response: { 200: z.object({ user: publicUserSchema, maskEmail: z.string() }) },
      },
    },
    async (request) => {
      const user = await resetPassword(context, request.params.token, request.body.password, {
        ...meta(request),
        ...(request.session.userId === undefined ? {} : { keepSid: request.session.sessionId }),
      });
      return { user: await loadPublicUser(context.db, user), maskEmail: maskEmail(user.email) };
    },
  );
}
