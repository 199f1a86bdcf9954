import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionHintCookieName, SESSION_HINT_VALUE } from '@sync/protocol/session-hint';

/**
 * Keeps the session hint (ADR 0093) in step with the session, after each API answer: set while a parent is
 * signed in (when missing, and again whenever the session's idle timeout was pushed back, so the two expire
 * together), cleared as soon as an answer finds no signed-in session behind it (logout, an ended or expired
 * session, a session removed from another device). It is not HttpOnly on purpose: the page's script reads it
 * to decide whether to ask GET /api/user at all. It says nothing about who is signed in, and the server
 * never reads it as a credential.
 */
export function keepSessionHint(app: FastifyInstance, options: { secure: boolean; maxAgeMs: number }): void {
  const name = sessionHintCookieName(options.secure);
  const cookieOptions = { path: '/', sameSite: 'lax', secure: options.secure, httpOnly: false } as const;

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // Only API answers: a cacheable file or page never carries a Set-Cookie.
    if (!request.url.startsWith('/api/')) return payload;
    // `destroy()` leaves no session at all on the request.
    const session = request.session as FastifyRequest['session'] | null;
    const hinted = request.cookies?.[name] === SESSION_HINT_VALUE;
    if (session?.userId !== undefined) {
      // Signed in or touched during this request (a login, or the hourly push of the idle timeout).
      const touchedNow = (session.touchedAt ?? 0) >= Date.now() - reply.elapsedTime - 1;
      if (!hinted || touchedNow) {
        void reply.setCookie(name, SESSION_HINT_VALUE, { ...cookieOptions, maxAge: options.maxAgeMs / 1000 });
      }
    } else if (request.cookies?.[name] !== undefined) {
      void reply.clearCookie(name, cookieOptions);
    }
    return payload;
  });
}
