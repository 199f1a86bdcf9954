import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { DatabaseSessionStore } from '../auth/session-store';
import type { Database } from '../db/tables';
import { keepSessionHint } from './session-hint';

declare module 'fastify' {
  interface Session {
    /** The signed-in parent. */
    userId?: string;
    familyId?: string;
    /** When the parent logged in (ms); the absolute lifetime counts from here. */
    authenticatedAt?: number;
    /** When the idle timeout was last pushed back (ms). */
    touchedAt?: number;
  }
}

/**
 * Session lifetimes for a parent's phone: a month without opening the app signs them out, and every
 * session ends after 90 days however often it is used, so a lost phone's session does not live forever.
 */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
// Pushing the idle timeout back on every request would write the session row on every request;
// once an hour is precise enough for a 30-day timeout.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The session cookie's name: `__Host-` pins it to our exact origin when served over HTTPS. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-brightday.sid' : 'brightday.sid';
}

interface SessionOptions {
  db: Kysely<Database>;
  secret: string;
  /** True when Brightday is served over HTTPS (PUBLIC_URL starts with https:). */
  secure: boolean;
}

async function sessionsPlugin(app: FastifyInstance, options: SessionOptions): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    store: new DatabaseSessionStore(options.db),
    cookieName: sessionCookieName(options.secure),
    // No row and no cookie until someone logs in; the expiry is moved by hand (below), not per request.
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: SESSION_IDLE_TIMEOUT_MS,
    },
  });

  app.addHook('preValidation', async (request) => {
    const session = request.session;
    if (session.userId === undefined) return;
    const now = Date.now();
    if (now - (session.authenticatedAt ?? 0) > SESSION_ABSOLUTE_LIFETIME_MS) {
      // Past the absolute lifetime: continue as signed out, on a fresh session id.
      await session.regenerate();
      return;
    }
    if (now - (session.touchedAt ?? 0) > TOUCH_INTERVAL_MS) {
      session.touchedAt = now;
      session.touch();
    }
  });

  // After the session's own answer hooks: the hint follows what the request left of the session.
  keepSessionHint(app, { secure: options.secure, maxAgeMs: SESSION_IDLE_TIMEOUT_MS });
}

/** Cookie sessions stored in the database (ADR 0006), and the session hint beside them (ADR 0093). */
export const sessions = fp(sessionsPlugin, { name: 'sessions' });
