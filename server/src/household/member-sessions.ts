// Ending a member's sessions so that their devices learn why (HOUSEHOLD-7). A session row is not deleted
// but emptied of its account and marked, so that the device's next request, like a revoked board's, is
// answered 401 with "You are no longer a member of this family." and the device wipes its copy; the mark
// goes with the session's expiry or the next login on that browser.
import { sql, type Kysely, type Transaction } from 'kysely';
import { announceAccessEnded } from '../db/change-notices';
import type { Database } from '../db/tables';

/**
 * Ends every session of `userId`, each marked as ended by a change of membership; their change streams check
 * again at once, so their devices wipe their copy now rather than at the next periodic check.
 */
export async function endMemberSessions(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      sess: sql<string>`(sess - 'userId' - 'familyId') || '{"membershipEnded": true}'::jsonb`,
      user_id: null,
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
  await announceAccessEnded(db, { userId });
}
