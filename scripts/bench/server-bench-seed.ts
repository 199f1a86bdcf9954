// Many small families written straight into a database for the capacity benchmark: a parent with a real
// session, a child with a paired board (a real device token), one routine, the child's reward
// configuration and rewards row. Signing up thousands of parents over HTTP would spend minutes hashing
// passwords; here the rows are inserted in bulk, and the credentials come from the server's own session
// store and token issuer so that the server accepts them as it would any other.
import { randomBytes, randomUUID } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type { Session } from 'fastify';
import type { Kysely } from 'kysely';
import { standardPasswords } from '../../server/src/auth/password-hashing';
import { DatabaseSessionStore } from '../../server/src/auth/session-store';
import type { Database } from '../../server/src/db/tables';
import { issueDeviceToken } from '../../server/src/pairing/device-tokens';
import { SESSION_IDLE_TIMEOUT_MS, sessionCookieName } from '../../server/src/plugins/sessions';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { GOOD_PASSWORD } from '../../tests/kit/server/accounts';

/** The family at `index`, counting round the list. */
export function familyAt(families: BenchFamily[], index: number): BenchFamily {
  const family = families.at(index % families.length);
  if (family === undefined) throw new Error('no families were seeded');
  return family;
}

/** One seeded family, as the load generator uses it. */
export interface BenchFamily {
  familyId: string;
  userId: string;
  childId: string;
  routineId: string;
  routineName: string;
  taskCount: number;
  /** The board's `authorization` header value. */
  bearer: string;
  /** The parent's `cookie` header value. */
  cookie: string;
  /** How many days back the board's last completion was (every other day of the last week, round). */
  nextDay: number;
  /** The last checkpoint each device kind has pulled, per collection. */
  checkpoints: Map<string, number>;
}

// Postgres takes at most 65,535 parameters per statement: 1,000 rows of at most 15 columns stay below.
const CHUNK = 1_000;
// The session store and the token issuer write one row per call; this many calls run at once.
const PARALLEL = 8;

async function insertChunked(db: Kysely<Database>, table: keyof Database, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // The rows are built to each table's columns below; Kysely cannot type a table chosen at run time.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/** Runs `work` for every item, `PARALLEL` at a time. */
async function forEachParallel<T>(
  items: T[],
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items.at(index);
      if (item !== undefined) await work(item, index);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
}

/**
 * Writes `count` families into a migrated database and returns their credentials. `sessionSecret` must be
 * the SESSION_SECRET the server will run with, since it signs the session cookies.
 */
export async function seedFamilies(
  db: Kysely<Database>,
  count: number,
  sessionSecret: string,
): Promise<BenchFamily[]> {
  // One real password hash for all: any of these parents could log in with the kit's password.
  const passwordHash = await standardPasswords.hash(GOOD_PASSWORD);
  const now = new Date();
  const run = randomBytes(3).toString('hex');
  const families = Array.from({ length: count }, (_, i) => ({
    familyId: randomUUID(),
    userId: randomUUID(),
    childId: randomUUID(),
    routineId: randomUUID(),
    index: i,
  }));
  const base = (familyId: string) => ({ family_id: familyId, created_at: now, updated_at: now });
  // Four synced documents each, with the sequences a push would have given them (ADR 0002).
  await insertChunked(
    db,
    'families',
    families.map((f) => ({ id: f.familyId, name: `Family ${f.index}`, change_seq: 4 })),
  );
  await insertChunked(
    db,
    'users',
    families.map((f) => ({
      id: f.userId,
      family_id: f.familyId,
      first_name: 'Ana',
      last_name: `Bench ${f.index}`,
      email: `bench-${run}-${f.index}@example.com`,
      password_hash: passwordHash,
      country: 'Canada',
      signup_source: 'web',
      accepted_terms: true,
    })),
  );
  // Each parent owns its family (ADR 0067), as a sign-up makes it; active just now, so the first requests do
  // not each write the last-active time.
  await insertChunked(
    db,
    'members',
    families.map((f) => ({ user_id: f.userId, family_id: f.familyId, role: 'owner', last_active_at: now })),
  );
  await insertChunked(
    db,
    'parental_consents',
    families.map((f) => ({
      family_id: f.familyId,
      user_id: f.userId,
      policy_version: CHILD_DATA_POLICY_VERSION,
    })),
  );
  await insertChunked(
    db,
    'children',
    families.map((f) => ({ ...base(f.familyId), id: f.childId, parent_id: f.userId, name: 'Mia', seq: 1 })),
  );
  await insertChunked(
    db,
    'rewards',
    families.map((f) => ({ ...base(f.familyId), id: f.childId, child_id: f.childId, seq: 2 })),
  );
  await insertChunked(
    db,
    'reward_configurations',
    families.map((f) => ({
      ...base(f.familyId),
      id: randomUUID(),
      parent_id: f.userId,
      child_id: f.childId,
      seq: 3,
    })),
  );
  const tasks = ['Brush teeth', 'Get dressed', 'Pack bag'].map((name) => ({
    name,
    duration: 3,
    icon: 'star',
    completed: false,
  }));
  await insertChunked(
    db,
    'routines',
    families.map((f) => ({
      ...base(f.familyId),
      // Made a month ago, so that every day of the last week is a day it ran (D-BLEDGER-6).
      created_at: new Date(now.getTime() - 30 * 86_400_000),
      id: f.routineId,
      child_id: f.childId,
      name: 'Morning',
      start_time: '07:00',
      tasks: JSON.stringify(tasks),
      days_of_week: [0, 1, 2, 3, 4, 5, 6],
      seq: 4,
    })),
  );

  const bearers: string[] = [];
  await forEachParallel(families, async (f, i) => {
    const token = await issueDeviceToken(db, {
      familyId: f.familyId,
      childId: f.childId,
      deviceId: randomUUID(),
      label: 'Kitchen board',
    });
    bearers[i] = `Bearer ${token}`;
  });
  // Seen just now, as a board in use is: its first requests do not each write its last-seen time.
  await db.updateTable('device_tokens').set({ last_seen_at: now }).execute();

  // A session as a login leaves it (auth-routes.ts startSession), written by the server's own store and
  // signed as @fastify/session signs the cookie.
  const store = new DatabaseSessionStore(db);
  const signer = new Signer(sessionSecret);
  const cookieName = sessionCookieName(false);
  const expires = new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS);
  const cookies: string[] = [];
  await forEachParallel(families, async (f, i) => {
    const sid = randomBytes(24).toString('base64url');
    const session = {
      cookie: {
        path: '/',
        domain: null,
        secure: false,
        expires,
        httpOnly: true,
        sameSite: 'lax',
        originalMaxAge: SESSION_IDLE_TIMEOUT_MS,
      },
      userId: f.userId,
      familyId: f.familyId,
      authenticatedAt: now.getTime(),
      touchedAt: now.getTime(),
    } as unknown as Session;
    await new Promise<void>((resolve, reject) =>
      store.set(sid, session, (error) =>
        error === undefined
          ? resolve()
          : reject(error instanceof Error ? error : new Error('the session store failed')),
      ),
    );
    cookies[i] = `${cookieName}=${encodeURIComponent(signer.sign(sid))}`;
  });

  return families.map((f, i) => ({
    familyId: f.familyId,
    userId: f.userId,
    childId: f.childId,
    routineId: f.routineId,
    routineName: 'Morning',
    taskCount: tasks.length,
    bearer: bearers[i] ?? '',
    cookie: cookies[i] ?? '',
    nextDay: 0,
    checkpoints: new Map(),
  }));
}
