// The one read of a family's members with their names, shared by the members list (ADR 0067) and the family
// export: each caller picks what it may show (the list shows e-mail addresses to parents only; the export
// none but the account's own, which it reads elsewhere).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The family's members with their names, in the order they joined. */
export function familyMemberRows(db: Kysely<Database>, familyId: string) {
  return db
    .selectFrom('members')
    .innerJoin('users', (join) =>
      join.onRef('users.family_id', '=', 'members.family_id').onRef('users.id', '=', 'members.user_id'),
    )
    .select([
      'members.user_id',
      'members.role',
      'members.until',
      'members.created_at',
      'members.last_active_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('members.family_id', '=', familyId)
    .orderBy('members.created_at')
    .orderBy('members.user_id')
    .execute();
}
