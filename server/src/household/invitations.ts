// Invitations to a family's household (ADR 0067, HOUSEHOLD-8, HOUSEHOLD-9): a link that works once, for
// 7 days, for one address; only a hash of its token is stored, as for password reset links.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CreatedInvitation,
  InvitationPreview,
  InvitationRequest,
  PendingInvitation,
} from '@sync/schemas/household';
import type { Database, InvitationsTable } from '../db/tables';
import type { Selectable } from 'kysely';
import { AppError } from '../errors/error-codes';
import type { AuthContext } from '../auth/auth-context';
import { invitationEmail } from '../mail/account-emails';
import { familyDate } from '@sync/domain/family-date';
import { lastDayRefusal } from '@sync/domain/member-permissions';
import { endIfLapsed } from './ended-memberships';
import { deleteEmptiedFamily, leaveForAnotherFamily, placeMember, type Membership } from './members';
import { hashResetToken } from '../auth/reset-tokens';
import { sendLater } from '../auth/send-later';

/** The answer to a caregiver's invitation accepted after its last day. */
export const INVITATION_DAY_PASSED = 'The last day of this invitation has passed. Ask for a new one.';

/** An invitation link works for 7 days. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

type InvitationRow = Selectable<InvitationsTable>;

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  return { token, hash: hashResetToken(token) };
}

function inviteUrl(context: AuthContext, token: string): string {
  return `${context.config.publicUrl}/invite/${token}`;
}

async function sendInvitation(context: AuthContext, row: InvitationRow, url: string): Promise<void> {
  const family = await context.db
    .selectFrom('families')
    .select('name')
    .where('id', '=', row.family_id)
    .executeTakeFirstOrThrow();
  const inviter = await inviterName(context.db, row);
  const message = invitationEmail(
    row.email,
    { invitedBy: inviter, familyName: family.name, role: row.role, until: row.until },
    url,
  );
  sendLater(context, () => context.mailer.send(message));
}

/** Who sent the invitation, while they still belong to the family it invites into. */
async function inviterName(
  db: Kysely<Database>,
  invitation: Pick<InvitationRow, 'family_id' | 'invited_by'>,
): Promise<string> {
  if (invitation.invited_by === null) return 'A parent';
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('family_id', '=', invitation.family_id)
    .where('id', '=', invitation.invited_by)
    .executeTakeFirst();
  return user === undefined ? 'A parent' : `${user.first_name} ${user.last_name}`.trim();
}

async function countChildren(db: Kysely<Database>, familyId: string): Promise<number> {
  const counted = await db
    .selectFrom('children')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('family_id', '=', familyId)
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** Invites `request.email` into the inviter's family; the answer holds the only copy of the link. */
export async function createInvitation(
  context: AuthContext,
  inviter: Membership,
  request: InvitationRequest,
): Promise<CreatedInvitation> {
  const email = request.email.trim().toLowerCase();
  const until = request.role === 'caregiver' ? (request.until ?? null) : null;
  const pastDay = lastDayRefusal(until, inviter.today);
  if (pastDay !== null) throw new AppError('BAD_REQUEST', pastDay);
  const member = await context.db
    .selectFrom('users')
    .select('id')
    .where('family_id', '=', inviter.familyId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  // A caregiver whose last day has passed is no longer a member, even before the hourly pass says so
  // (HOUSEHOLD-6): their membership ends now, and the invitation goes ahead.
  if (member !== undefined && (await endIfLapsed(context.db, inviter.familyId, member.id)) === null) {
    throw new AppError('ALREADY_A_MEMBER');
  }
  const { token, hash } = newToken();
  const row = await context.db
    .insertInto('invitations')
    .values({
      family_id: inviter.familyId,
      email,
      role: request.role,
      // An end date is a caregiver's; a parent's access never ends by date.
      until,
      token_hash: hash,
      invited_by: inviter.userId,
      expires_at: new Date(Date.now() + INVITATION_LIFETIME_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const url = inviteUrl(context, token);
  await sendInvitation(context, row, url);
  return { id: row.id, url, expiresAt: row.expires_at.toISOString() };
}

/** The family's invitations not yet accepted or revoked, newest first (expired ones too, to resend). */
export async function listInvitations(db: Kysely<Database>, familyId: string): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('invitations')
    .leftJoin('users', (join) =>
      join
        .onRef('users.family_id', '=', 'invitations.family_id')
        .onRef('users.id', '=', 'invitations.invited_by'),
    )
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.role',
      'invitations.until',
      'invitations.created_at',
      'invitations.expires_at',
      'users.first_name',
    ])
    .where('invitations.family_id', '=', familyId)
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .orderBy('invitations.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    until: row.until,
    invitedBy: row.first_name ?? '',
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }));
}

async function pendingOfFamily(db: Kysely<Database>, familyId: string, id: string): Promise<InvitationRow> {
  const row = await db
    .selectFrom('invitations')
    .selectAll()
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // Security: another family's invitation is as unknown as one that never existed (HOUSEHOLD-10).
  if (row === undefined) throw new AppError('NOT_FOUND');
  return row;
}

/** Revokes a pending invitation: its link stops working at once. */
export async function revokeInvitation(db: Kysely<Database>, familyId: string, id: string): Promise<void> {
  await pendingOfFamily(db, familyId, id);
  await db
    .updateTable('invitations')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .execute();
}

/** Sends a pending invitation again with a new link and 7 new days; the old link stops working. */
export async function resendInvitation(
  context: AuthContext,
  familyId: string,
  id: string,
): Promise<CreatedInvitation> {
  await pendingOfFamily(context.db, familyId, id);
  const { token, hash } = newToken();
  const row = await context.db
    .updateTable('invitations')
    .set({ token_hash: hash, expires_at: new Date(Date.now() + INVITATION_LIFETIME_MS) })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const url = inviteUrl(context, token);
  await sendInvitation(context, row, url);
  return { id: row.id, url, expiresAt: row.expires_at.toISOString() };
}

/** The invitation a link names, if it still works; otherwise the code saying why not (HOUSEHOLD-8). */
async function usableInvitation(db: Kysely<Database>, token: string, lock = false): Promise<InvitationRow> {
  let query = db.selectFrom('invitations').selectAll().where('token_hash', '=', hashResetToken(token));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row === undefined || row.accepted_at !== null || row.revoked_at !== null)
    throw new AppError('INVITATION_INVALID');
  if (row.expires_at.getTime() <= Date.now()) throw new AppError('INVITATION_EXPIRED');
  if (row.until !== null) {
    // A caregiver's invitation whose last day has passed would let them in only to end at once (HOUSEHOLD-6).
    const family = await db
      .selectFrom('families')
      .select('time_zone')
      .where('id', '=', row.family_id)
      .executeTakeFirstOrThrow();
    if (lastDayRefusal(row.until, familyDate(new Date(), family.time_zone)) !== null) {
      throw new AppError('INVITATION_EXPIRED', INVITATION_DAY_PASSED);
    }
  }
  return row;
}

/** What the holder of a link sees before accepting; `userId` is the signed-in person, if any. */
export async function previewInvitation(
  db: Kysely<Database>,
  token: string,
  viewer: { userId: string; familyId: string } | undefined,
): Promise<InvitationPreview> {
  const row = await usableInvitation(db, token);
  const family = await db
    .selectFrom('families')
    .select('name')
    .where('id', '=', row.family_id)
    .executeTakeFirstOrThrow();
  // The children of the signed-in person's own family, which joining this one would leave behind.
  let ownChildren: number | null = null;
  if (viewer !== undefined) {
    ownChildren = viewer.familyId === row.family_id ? 0 : await countChildren(db, viewer.familyId);
  }
  return {
    familyName: family.name,
    invitedBy: await inviterName(db, row),
    email: row.email,
    role: row.role,
    until: row.until,
    expiresAt: row.expires_at.toISOString(),
    ownChildren,
  };
}

/**
 * Accepts an invitation for the signed-in person, whose address must be the invited one: they leave their
 * family (HOUSEHOLD-9) and join this one with the invited role. Claimed in the same transaction, so a link
 * works once even when two requests race.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  member: { userId: string; familyId: string },
  token: string,
): Promise<string> {
  const { userId } = member;
  return db.transaction().execute(async (trx) => {
    const invitation = await usableInvitation(trx, token, true);
    const user = await trx
      .selectFrom('users')
      .select(['email', 'family_id'])
      .where('family_id', '=', member.familyId)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.email.trim().toLowerCase() !== invitation.email) throw new AppError('INVITATION_WRONG_ADDRESS');
    if (user.family_id === invitation.family_id) throw new AppError('ALREADY_A_MEMBER');
    const { emptiedFamilyId } = await leaveForAnotherFamily(trx, user.family_id, userId);
    await placeMember(trx, userId, user.family_id, invitation.family_id, invitation.role, invitation.until);
    if (emptiedFamilyId !== null) await deleteEmptiedFamily(trx, emptiedFamilyId);
    await trx
      .updateTable('invitations')
      .set({ accepted_at: new Date() })
      .where('family_id', '=', invitation.family_id)
      .where('id', '=', invitation.id)
      .execute();
    return invitation.family_id;
  });
}
