// What a server process tells every other one through Postgres NOTIFY (ADR 0002, ADR 0077): a family's
// committed change, or someone's access that ended. Sent from inside the writing transaction: Postgres
// delivers a NOTIFY only when the transaction commits, and in commit order, so no process hears of a change it
// cannot yet read. The listening side is replication/change-feed.ts.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './tables';

/** The channel every server process listens on. */
export const NOTICE_CHANNEL = 'brightday_changes';

/** A committed change: which family, which collections. */
export interface FamilyChange {
  familyId: string;
  collections: string[];
}

/**
 * Someone's access ended: a person's sessions (logged out everywhere, removed from the family, a password
 * reset), or a family's boards (one unpaired, a child removed). Their change streams check again at once.
 */
export interface AccessEnded {
  accessEnded: { userId: string } | { familyId: string };
}

export type ChangeNotice = FamilyChange | AccessEnded;

async function notify(db: Transaction<Database> | Kysely<Database>, notice: ChangeNotice): Promise<void> {
  await sql`select pg_notify(${NOTICE_CHANNEL}, ${JSON.stringify(notice)})`.execute(db);
}

/** Announces a change from inside the writing transaction. */
export async function announceChange(
  trx: Transaction<Database> | Kysely<Database>,
  change: FamilyChange,
): Promise<void> {
  await notify(trx, change);
}

/** Announces that someone's access ended, from inside the transaction that ends it. */
export async function announceAccessEnded(
  trx: Transaction<Database> | Kysely<Database>,
  ended: AccessEnded['accessEnded'],
): Promise<void> {
  await notify(trx, { accessEnded: ended });
}

/** A notice as heard, or undefined for a payload some other program sent on the channel. */
export function parseNotice(payload: string | undefined): ChangeNotice | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<FamilyChange> & Partial<AccessEnded>;
    if (typeof notice.familyId === 'string' && Array.isArray(notice.collections)) {
      return { familyId: notice.familyId, collections: notice.collections.map(String) };
    }
    const ended = notice.accessEnded as Record<string, unknown> | undefined;
    if (typeof ended?.userId === 'string') return { accessEnded: { userId: ended.userId } };
    if (typeof ended?.familyId === 'string') return { accessEnded: { familyId: ended.familyId } };
  } catch {
    // Not JSON: not ours.
  }
  return undefined;
}
