// What a signed-in parent changes about their own account (ADR 0032). Every change is scoped by the
// session's user id, never by anything the request names, so no parent can reach another's account.
import { prepareAccountDeletion } from '../household/members';
import type { AccountDeletion, EmailChange, PasswordChange, ProfileUpdate } from '@sync/schemas/account';
import { MESSAGES } from '@sync/schemas/messages';
import type { AuthContext } from '../auth/auth-context';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessablePassword } from '../auth/guessable-passwords';
import { takeAttempts } from '../auth/rate-limits';
import { destroyUserSessions } from '../auth/session-store';
import { announceAccessEnded } from '../db/change-notices';
import type { UserRow } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { passwordChangedEmail } from '../mail/account-emails';
import type { SignedIn } from '../auth/users';
import { sendLater } from '../auth/send-later';
import { signedInUser } from '../auth/users';
import { isUniqueViolation } from '../db/unique-violation';

/** The answer to an e-mail change to an address another account already uses. */
export const EMAIL_TAKEN = 'Another account already uses this email address.';
const TOO_MANY_ATTEMPTS = 'Too many wrong passwords.';

/**
 * Security: a sensitive change asks for the password again, so a phone left signed in is not enough.
 * Wrong answers count against a limit of their own (as fast as the login form allows from one address) and
 * the account's hourly bound on failed logins, so a session thief cannot guess faster here than there.
 */
export async function confirmPassword(context: AuthContext, user: UserRow, password: string): Promise<void> {
  const accountKey = user.email.toLowerCase();
  const { passwordConfirmationsByAccount, loginFailuresByAccount } = context.limits;
  const giveBack = await takeAttempts(
    [
      [passwordConfirmationsByAccount, accountKey],
      [loginFailuresByAccount, accountKey],
    ],
    TOO_MANY_ATTEMPTS,
  );
  if (!(await context.passwords.verify(password, user.password_hash))) {
    throw new AppError('FORBIDDEN', MESSAGES.currentPasswordWrong);
  }
  await giveBack();
}

/** Changes the parent's names, country and temperature unit. */
export async function updateProfile(
  context: AuthContext,
  account: SignedIn,
  update: ProfileUpdate,
): Promise<UserRow> {
  const { userId, familyId } = account;
  const updated = await context.db
    .updateTable('users')
    .set({
      first_name: update.firstName,
      last_name: update.lastName,
      country: update.country,
      preferred_temp_unit: update.preferredTempUnit,
      updated_at: new Date(),
    })
    .where('family_id', '=', familyId)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (updated === undefined) throw new AppError('NOT_AUTHENTICATED');
  return updated;
}

/** Moves the account to another e-mail address, once the current password is confirmed. */
export async function changeEmail(
  context: AuthContext,
  account: SignedIn,
  change: EmailChange,
): Promise<UserRow> {
  const { userId, familyId } = account;
  const user = await signedInUser(context, account);
  await confirmPassword(context, user, change.currentPassword);
  try {
    return await context.db
      .updateTable('users')
      .set({ email: change.email, updated_at: new Date() })
      .where('family_id', '=', familyId)
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The unique index on lower(email) decides, so two parents racing for one address cannot both win.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Sets a new password once the current one is confirmed. Every other session of the parent ends (whoever
 * knew the old password may hold one); this one stays. The parent is told by e-mail.
 */
export async function changePassword(
  context: AuthContext,
  account: SignedIn,
  change: PasswordChange,
  keepSid: string,
): Promise<void> {
  const { userId, familyId } = account;
  const user = await signedInUser(context, account);
  await confirmPassword(context, user, change.currentPassword);
  if (isGuessablePassword(change.newPassword, [user.first_name, user.last_name, user.email])) {
    throw new AppError('BAD_REQUEST', GUESSABLE_PASSWORD_MESSAGE);
  }
  const passwordHash = await context.passwords.hash(change.newPassword);
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('family_id', '=', familyId)
      .where('id', '=', userId)
      .execute();
    await destroyUserSessions(trx, userId, keepSid);
  });
  const loginUrl = `${context.config.publicUrl}/login`;
  sendLater(context, () => context.mailer.send(passwordChangedEmail(user.email, user.first_name, loginUrl)));
}

/**
 * Deletes the parent's family and everything of it, in one transaction: the family row's deletion
 * cascades to every table that names the family or one of its parents (replicated data, device tokens,
 * pairing codes, consents, issues, sessions, reset tokens), and analytics events keep no reference to
 * either (their keys are set to null). Either all of it is gone afterwards, or none of it.
 */
export async function deleteAccount(
  context: AuthContext,
  account: SignedIn,
  deletion: AccountDeletion,
): Promise<void> {
  const user = await signedInUser(context, account);
  await confirmPassword(context, user, deletion.currentPassword);
  await context.db.transaction().execute(async (trx) => {
    // The owner's deletion takes the family; the other members keep their accounts (ADR 0067).
    const { deleteFamily } = await prepareAccountDeletion(trx, user.id, user.family_id);
    // Sessions are deleted by name as well as by cascade: a session row keeps the parent's id in its data.
    await destroyUserSessions(trx, user.id);
    if (deleteFamily) {
      await trx.deleteFrom('families').where('id', '=', user.family_id).execute();
      // The family's boards lost their tokens with it: their streams end now.
      await announceAccessEnded(trx, { familyId: user.family_id });
    } else {
      await trx
        .deleteFrom('users')
        .where('family_id', '=', user.family_id)
        .where('id', '=', user.id)
        .execute();
    }
  });
  // Failed-login counters name the address; a new account with it later starts with a clean slate.
  await context.limits.loginFailuresByAccount.delete(user.email.toLowerCase());
}
