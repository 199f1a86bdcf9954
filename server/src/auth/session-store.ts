import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { Kysely } from 'kysely';
import { announceAccessEnded } from '../db/change-notices';
import type { Database } from '../db/tables';

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: Session | null) => void;

/** How long a session row lives when its cookie carries no expiry (never the case with our options). */
const FALLBACK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps parent sessions in the `sessions` table (sid, sess, expire), so they survive restarts and are
 * shared by every server process. `user_id` is stored beside the data so that "log out everywhere" and
 * account deletion can end a user's sessions with one statement.
 */
export class DatabaseSessionStore implements SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + FALLBACK_LIFETIME_MS);
    const sess = JSON.stringify(session);
    this.db
      .insertInto('sessions')
      .values({ sid, sess, expire: expires, user_id: session.userId ?? null })
      .onConflict((conflict) =>
        conflict
          .column('sid')
          .doUpdateSet({ sess, expire: expires, user_id: session.userId ?? null, updated_at: new Date() }),
      )
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: SessionCallback): void {
    this.db
      .selectFrom('sessions')
      .select('sess')
      .where('sid', '=', sid)
      .where('expire', '>', new Date())
      .executeTakeFirst()
      .then((row) => callback(null, row === undefined ? null : (row.sess as Session)), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }
}

/**
 * Ends every session of a user, except `keepSid` when given, and tells their change streams to check again at
 * once (a kept session's stream finds itself still good). Returns how many ended.
 */
export async function destroyUserSessions(
  db: Kysely<Database>,
  userId: string,
  keepSid?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSid !== undefined) query = query.where('sid', '!=', keepSid);
  const result = await query.executeTakeFirst();
  await announceAccessEnded(db, { userId });
  return Number(result.numDeletedRows);
}

/** Deletes sessions past their expiry. */
export async function pruneExpiredSessions(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expire', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
