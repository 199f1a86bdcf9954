import { randomBytes } from 'node:crypto';
import type { UserRow } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { passwordChangedEmail, resetLinkEmail } from '../mail/account-emails';
import type { AuthContext, RequestMeta } from '../auth/auth-context';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessablePassword } from '../auth/guessable-passwords';
import { consume } from '../auth/rate-limits';
import { destroyUserSessions } from '../auth/session-store';
import { findUserByEmail } from '../auth/users';
import { hashResetToken } from '../auth/reset-tokens';
import { sendLater } from '../auth/send-later';

/** A reset link works for 30 minutes, once. */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';
const TOO_MANY_RESETS = 'Too many password reset requests.';

/**
 * Starts a password reset. The answer is the same whether or not the address has an account; the
 * e-mail is sent after the answer, so its time does not reveal that either.
 */
export async function requestPasswordReset(
  context: AuthContext,
  email: string,
  meta: RequestMeta,
): Promise<void> {
  const accountKey = email.trim().toLowerCase();
  await consume(context.limits.resetRequestsByAddress, meta.ip, TOO_MANY_RESETS);
  await consume(context.limits.resetRequestsByAccount, accountKey, TOO_MANY_RESETS);
  const user = await findUserByEmail(context, accountKey);
  if (user === undefined) return;

  const token = randomBytes(32).toString('base64url'); // 256 bits
  await context.db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashResetToken(token),
      user_id: user.id,
      family_id: user.family_id,
      expires_at: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
    })
    .execute();
  const link = `${context.config.publicUrl}/reset-password/${token}`;
  sendLater(context, () => context.mailer.send(resetLinkEmail(user.email, user.first_name, link)));
}

/**
 * Sets a new password with a reset token. The token is claimed (marked used) in the same transaction
 * that changes the password, so it works once even when two requests race; every session of the user
 * except `keepSid` ends, since whoever knew the old password may hold one.
 */
export async function resetPassword(
  context: AuthContext,
  token: string,
  password: string,
  meta: RequestMeta & { keepSid?: string },
): Promise<UserRow> {
  await consume(context.limits.resetAttemptsByAddress, meta.ip, TOO_MANY_RESETS);
  const tokenHash = hashResetToken(token);
  const pending = await context.db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', (join) =>
      join
        .onRef('users.family_id', '=', 'password_reset_tokens.family_id')
        .onRef('users.id', '=', 'password_reset_tokens.user_id'),
    )
    .select(['users.first_name', 'users.last_name', 'users.email'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (pending === undefined) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
  if (isGuessablePassword(password, [pending.first_name, pending.last_name, pending.email])) {
    throw new AppError('BAD_REQUEST', GUESSABLE_PASSWORD_MESSAGE);
  }
  const passwordHash = await context.passwords.hash(password);

  const user = await context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['user_id', 'family_id'])
      .executeTakeFirst();
    if (claimed === undefined) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
    // Other outstanding links of this user stop working too: the password they were for is gone.
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('family_id', '=', claimed.family_id)
      .where('user_id', '=', claimed.user_id)
      .where('used_at', 'is', null)
      .execute();
    await destroyUserSessions(trx, claimed.user_id, meta.keepSid);
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('family_id', '=', claimed.family_id)
      .where('id', '=', claimed.user_id)
      .returningAll()
      .executeTakeFirst();
    // A link moves with its person (`placeMember`), so this finds them; were it not so, the link is refused
    // whole, the claim undone with it.
    if (updated === undefined) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
    return updated;
  });

  const loginUrl = `${context.config.publicUrl}/login`;
  sendLater(context, () => context.mailer.send(passwordChangedEmail(user.email, user.first_name, loginUrl)));
  return user;
}
