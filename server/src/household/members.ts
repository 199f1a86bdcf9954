// A family's members (ADR 0067): who belongs to which family, as what, and moving a person between families.
// Every move happens in one transaction with the documents that name the person, so that no family is ever
// left pointing at someone who is no longer in it.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { COLLECTION_NAMES, type CollectionName } from '@sync/protocol/collections';
import type { MemberRole } from '@sync/schemas/enums';
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { membershipEnded } from '@sync/domain/member-permissions';
import { reserveFamilySeq } from '../db/family-sequence';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { announceChange } from '../db/change-notices';
import { storedCollection } from '../db/stored-collections';
import { columnOf, dynamic } from '../db/stored-rows';
import { endMemberSessions } from './member-sessions';

/** A person's membership as the server checks it on every request. */
export interface Membership {
  userId: string;
  familyId: string;
  role: MemberRole;
  until: string | null;
  /** True once a caregiver's last day has passed in the family's calendar (HOUSEHOLD-6). */
  ended: boolean;
  /** The family's today, which a last day is compared with (HOUSEHOLD-6, HOUSEHOLD-11). */
  today: CalendarDate;
  lastActiveAt: Date | null;
}

/** The membership of `userId`, or undefined when the account has none (it was deleted meanwhile). */
export async function findMembership(
  db: Kysely<Database> | Transaction<Database>,
  familyId: string,
  userId: string,
  now = new Date(),
): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('members')
    .innerJoin('families', 'families.id', 'members.family_id')
    .where('members.family_id', '=', familyId)
    .select([
      'members.user_id',
      'members.family_id',
      'members.role',
      'members.until',
      'members.last_active_at',
      'families.time_zone',
    ])
    .where('members.user_id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const today = familyDate(now, row.time_zone);
  return {
    userId: row.user_id,
    familyId: row.family_id,
    role: row.role,
    until: row.until,
    ended: membershipEnded(row.role, row.until, today),
    today,
    lastActiveAt: row.last_active_at,
  };
}

/** Makes a new account the owner of the family it just created. */
export async function addOwner(trx: Transaction<Database>, userId: string, familyId: string): Promise<void> {
  await trx.insertInto('members').values({ user_id: userId, family_id: familyId, role: 'owner' }).execute();
}

/** The member `userId` of `familyId`, or 404 (another family's member is nobody here, HOUSEHOLD-10). */
export async function memberOfFamily(
  db: Kysely<Database> | Transaction<Database>,
  familyId: string,
  userId: string,
): Promise<Membership> {
  const member = await findMembership(db, familyId, userId);
  if (member === undefined) throw new AppError('NOT_FOUND');
  return member;
}

// The documents and records that name a person of the family. A person who goes is replaced in them by the
// family's owner, so that the family's copies stay valid (a push's references must be in the family). The
// replicated ones are every field the collections' declarations say points at a parent's account.
const REPLICATED_PERSON_COLUMNS: readonly (readonly [string, string, CollectionName])[] =
  COLLECTION_NAMES.flatMap((collection) => {
    const { table, references } = storedCollection(collection);
    return Object.entries(references)
      .filter(([, reference]) => reference?.table === 'users')
      .map(([field]) => [table, columnOf(field), collection] as const);
  });
const RECORD_PERSON_COLUMNS: readonly (readonly [keyof Database, string])[] = [
  ['parental_consents', 'user_id'],
  ['coach_consents', 'user_id'],
];

/**
 * Replaces `userId` by the family's owner in everything of `familyId` that names them. The replicated
 * documents take new sequence numbers, so every device learns the change at its next pull.
 */
async function handOverToOwner(trx: Transaction<Database>, familyId: string, userId: string): Promise<void> {
  const owner = await trx
    .selectFrom('members')
    .select('user_id')
    .where('family_id', '=', familyId)
    .where('role', '=', 'owner')
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  if (owner === undefined) return;
  const changed: CollectionName[] = [];
  for (const [table, column, collection] of REPLICATED_PERSON_COLUMNS) {
    const ids = await dynamic(trx)
      .selectFrom(table)
      .select('id')
      .where('family_id', '=', familyId)
      .where(column, '=', userId)
      .execute();
    if (ids.length === 0) continue;
    const first = await reserveFamilySeq(trx, familyId, ids.length);
    for (const [index, row] of ids.entries()) {
      await dynamic(trx)
        .updateTable(table)
        .set({ [column]: owner.user_id, seq: first + index, updated_at: new Date() })
        .where('family_id', '=', familyId)
        .where('id', '=', row.id as string)
        .execute();
    }
    changed.push(collection);
  }
  for (const [table, column] of RECORD_PERSON_COLUMNS) {
    await dynamic(trx)
      .updateTable(table)
      .set({ [column]: owner.user_id })
      .where('family_id', '=', familyId)
      .where(column, '=', userId)
      .execute();
  }
  if (changed.length > 0) await announceChange(trx, { familyId, collections: changed });
}

/**
 * Takes `userId` out of their family into a new, empty family of their own, of which they are the owner
 * (a person always has a family, as at signup), and ends every session they had (HOUSEHOLD-7): their devices
 * are told at their next contact. The family they leave keeps everything else. Answers the new family's id.
 */
export async function detachMember(
  trx: Transaction<Database>,
  familyId: string,
  userId: string,
): Promise<string> {
  const user = await trx
    .selectFrom('users')
    .innerJoin('families', 'families.id', 'users.family_id')
    .select(['users.family_id', 'users.last_name', 'families.time_zone'])
    .where('users.family_id', '=', familyId)
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  await handOverToOwner(trx, user.family_id, userId);
  const family = await trx
    .insertInto('families')
    // The id is made here so the insert names its family (ADR 0074).
    .values({ id: randomUUID(), name: `${user.last_name} family`, time_zone: user.time_zone })
    .returning('id')
    .executeTakeFirstOrThrow();
  await placeMember(trx, userId, user.family_id, family.id, 'owner', null);
  await endMemberSessions(trx, userId);
  return family.id;
}

/**
 * Puts `userId` into `familyId` with `role`; the caller has dealt with the family they were in. Joining a
 * family puts away the notice of an access that ended before (HOUSEHOLD-6).
 */
export async function placeMember(
  trx: Transaction<Database>,
  userId: string,
  fromFamilyId: string,
  familyId: string,
  role: MemberRole,
  until: string | null,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ family_id: familyId, ended_family_name: null, ended_last_day: null, updated_at: new Date() })
    .where('family_id', '=', fromFamilyId)
    .where('id', '=', userId)
    .execute();
  // A reset link the person asked for before moving still works: it names their family (ADR 0074).
  await trx
    .updateTable('password_reset_tokens')
    .set({ family_id: familyId })
    .where('family_id', '=', fromFamilyId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .insertInto('members')
    .values({ user_id: userId, family_id: familyId, role, until })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ family_id: familyId, role, until, created_at: new Date() }),
    )
    .execute();
}

/**
 * Lets `userId` go from their present family before they join another (HOUSEHOLD-9). A member's going
 * changes nothing else; an owner's place passes to the family's longest-standing parent. A family with no
 * other member is answered, for the caller to delete once the person has moved (its deletion would take the
 * account along before), since nobody could reach it again. An owner whose family has only caregivers left
 * is refused: a family is never left to caregivers alone.
 */
export async function leaveForAnotherFamily(
  trx: Transaction<Database>,
  familyId: string,
  userId: string,
): Promise<{ emptiedFamilyId: string | null }> {
  const member = await findMembership(trx, familyId, userId);
  if (member === undefined) return { emptiedFamilyId: null };
  const others = await trx
    .selectFrom('members')
    .select(['user_id', 'role'])
    .where('family_id', '=', member.familyId)
    .where('user_id', '!=', userId)
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
  if (others.length === 0) return { emptiedFamilyId: member.familyId };
  if (member.role === 'owner') {
    const heir = others.find((other) => other.role === 'parent');
    if (heir === undefined) {
      throw new AppError(
        'OWNER_CANNOT_BE_REMOVED',
        'Your family has only caregivers besides you. Make one of them a parent before you join another family.',
      );
    }
    // Ordering-sensitive: the one-owner index allows the heir's promotion only after the owner stepped down.
    await trx.updateTable('members').set({ role: 'parent' }).where('user_id', '=', userId).execute();
    await trx
      .updateTable('members')
      .set({ role: 'owner', until: null })
      .where('user_id', '=', heir.user_id)
      .execute();
  }
  await handOverToOwner(trx, member.familyId, userId);
  return { emptiedFamilyId: null };
}

/** Deletes a family and everything in it (boards, children, their days) once nobody is in it. */
export async function deleteEmptiedFamily(trx: Transaction<Database>, familyId: string): Promise<void> {
  await sql`delete from families where id = ${familyId}`.execute(trx);
}

/**
 * Readies the deletion of `userId`'s account and says what goes with it. The owner's deletion deletes the
 * family (only the owner may), and ends every other member's access: they keep their accounts, each in a
 * family of their own (HOUSEHOLD-7). Anyone else's deletion takes only their account; what named them in
 * the family is handed to the owner first, so nothing of the family goes with them.
 */
export async function prepareAccountDeletion(
  trx: Transaction<Database>,
  userId: string,
  familyId: string,
): Promise<{ deleteFamily: boolean }> {
  const member = await findMembership(trx, familyId, userId);
  if (member === undefined || member.role === 'owner') {
    const others = await trx
      .selectFrom('members')
      .select('user_id')
      .where('family_id', '=', familyId)
      .where('user_id', '!=', userId)
      .execute();
    for (const other of others) await detachMember(trx, familyId, other.user_id);
    return { deleteFamily: true };
  }
  await handOverToOwner(trx, member.familyId, userId);
  return { deleteFamily: false };
}
