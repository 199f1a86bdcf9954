import { randomUUID } from 'node:crypto';
import type { Login, Signup } from '@sync/schemas/user';
import type { UserRow } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { addOwner } from '../household/members';
import { endIfLapsed } from '../household/ended-memberships';
import type { AuthContext, RequestMeta } from '../auth/auth-context';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessablePassword } from '../auth/guessable-passwords';
import { knownDeviceOf, knownDeviceValue } from '../auth/known-device';
import { consume, penalize, takeAttempts, type LimitedKey } from '../auth/rate-limits';
import { findUserByEmail } from '../auth/users';
import { isUniqueViolation } from '../db/unique-violation';

/** The login failure message: the same whether the e-mail or the password was wrong. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const DUPLICATE_EMAIL =
  'An account with this email already exists. Log in instead, or reset your password if you forgot it.';
const TOO_MANY_LOGINS = 'Too many failed login attempts.';
const TOO_MANY_SIGNUPS = 'Too many accounts were created from this network.';

/** How long after an account is made its own registration, sent again, signs in instead (ADR 0049). */
export const REPEATED_SIGNUP_WINDOW_MS = 5 * 60 * 1000;

/** A registration's outcome: the account, and whether the request repeated one already made. */
export interface Registered {
  user: UserRow;
  /** True when the account existed: the same registration sent again (a double tap, a lost answer). */
  repeated: boolean;
}

/**
 * Creates a parent account and its family in one transaction: either both exist afterwards or neither
 * does. The password is hashed before the transaction opens, so no lock is held during the slow hash. The
 * same registration sent again is answered as the first (`repeatedRegistration`); any other registration
 * of a taken e-mail is refused.
 */
export async function register(
  context: AuthContext,
  input: Signup & { timeZone: string },
  meta: RequestMeta,
): Promise<Registered> {
  await consume(context.limits.registrationsByAddress, meta.ip, TOO_MANY_SIGNUPS);
  if (isGuessablePassword(input.password, [input.firstName, input.lastName, input.email])) {
    throw new AppError('BAD_REQUEST', GUESSABLE_PASSWORD_MESSAGE);
  }
  const passwordHash = await context.passwords.hash(input.password);
  try {
    const user = await context.db.transaction().execute(async (trx) => {
      const family = await trx
        .insertInto('families')
        // The family's id is made here, not by a column default: on Citus a row names its family when it is
        // written, so the insert is routed to one node (ADR 0074).
        .values({ id: randomUUID(), name: `${input.lastName} family`, time_zone: input.timeZone })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await trx
        .insertInto('users')
        .values({
          family_id: family.id,
          first_name: input.firstName.trim(),
          last_name: input.lastName.trim(),
          email: input.email.trim(),
          password_hash: passwordHash,
          profile_picture: input.profilePicture ?? null,
          country: input.country,
          preferred_temp_unit: input.preferredTempUnit,
          accepted_terms: input.acceptedTerms,
          signup_source: meta.source,
          last_login_source: meta.source,
          last_login_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The account that creates a family is its owner (ADR 0067).
      await addOwner(trx, created.id, family.id);
      return created;
    });
    return { user, repeated: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const user = await repeatedRegistration(context, input, meta);
    if (user === undefined) throw new AppError('CONFLICT', DUPLICATE_EMAIL);
    return { user, repeated: true };
  }
}

/**
 * The account that a registration of a taken e-mail repeats: one made within REPEATED_SIGNUP_WINDOW_MS
 * whose stored hash the password matches, so the browser that sent it twice is signed in, not told the
 * address is taken (ADR 0049). Security: this signs a browser in, so it is a login and is bounded like one:
 * a wrong password counts as a failed login of the account and address, and while those limits are used
 * up no password is tried (the answer is the plain refusal, never a 429 that would say more). One hash is
 * always checked, against a decoy when the account is older, so the time of the answer does not tell a
 * new account from an old one.
 */
async function repeatedRegistration(
  context: AuthContext,
  input: Signup,
  meta: RequestMeta,
): Promise<UserRow | undefined> {
  const accountKey = input.email.trim().toLowerCase();
  const limits = context.limits;
  const counted: Counted[] = [
    [limits.loginFailuresByAccountAndAddress, `${accountKey}\n${meta.ip}`],
    [limits.loginFailuresByAccount, accountKey],
    [limits.loginFailuresByAddress, meta.ip],
  ];
  const found = await findUserByEmail(context, accountKey);
  const recent =
    found !== undefined && Date.now() - found.created_at.getTime() < REPEATED_SIGNUP_WINDOW_MS
      ? found
      : undefined;
  // Taken before the hash is checked, as a login's attempt is (ADR 0046), so a burst cannot guess past it.
  const giveBack = recent === undefined ? undefined : await attemptUnlessLimited(counted);
  const user = giveBack === undefined ? undefined : recent;
  const matches = await context.passwords.verify(
    input.password,
    user?.password_hash ?? (await context.passwords.decoy()),
  );
  if (user === undefined || !matches) return undefined;
  await giveBack?.();
  return user;
}

/** Takes a login's attempt; undefined, without a 429, when a limit is used up (the caller says no more). */
async function attemptUnlessLimited(counted: readonly Counted[]): Promise<(() => Promise<void>) | undefined> {
  try {
    return await takeAttempts(counted, TOO_MANY_LOGINS);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return undefined;
    throw error;
  }
}

/** A limiter and the key a login counts under it. */
type Counted = LimitedKey;

/** A successful login: the parent, and the known-device cookie value to keep (known-device.ts). */
export interface LoggedIn {
  user: UserRow;
  knownDevice: string;
}

/**
 * Checks a parent's e-mail and password. From a known device (`deviceCookie` signed for this account),
 * failures count against that device only; otherwise against the account and address, the account and the
 * address (rate-limits.ts). Each attempt is counted before the password is checked, and given back when it
 * succeeds; while a limit that applies is used up, the answer is 429 with when to retry.
 */
export async function logIn(
  context: AuthContext,
  input: Login,
  meta: RequestMeta,
  deviceCookie?: string,
): Promise<LoggedIn> {
  const accountKey = input.email.trim().toLowerCase();
  const limits = context.limits;
  const deviceId = knownDeviceOf(context.cookieSecret, accountKey, deviceCookie);
  // The account's own count: this device's, or this address's; a success forgives it.
  const own: Counted =
    deviceId === null
      ? [limits.loginFailuresByAccountAndAddress, `${accountKey}\n${meta.ip}`]
      : [limits.loginFailuresByKnownDevice, `${accountKey}\n${deviceId}`];
  const counted: Counted[] =
    deviceId === null
      ? [own, [limits.loginFailuresByAccount, accountKey], [limits.loginFailuresByAddress, meta.ip]]
      : [own];
  const giveBack = await takeAttempts(counted, TOO_MANY_LOGINS);

  const user = await findUserByEmail(context, accountKey);
  const matches = await context.passwords.verify(
    input.password,
    user?.password_hash ?? (await context.passwords.decoy()),
  );
  if (user === undefined || !matches) {
    // A known device's failures still count towards the account's hourly bound on guessing.
    if (deviceId !== null) await penalize(limits.loginFailuresByAccount, accountKey);
    throw new AppError('NOT_AUTHENTICATED', INVALID_CREDENTIALS);
  }

  // A success is no failure: the address gets its attempt back; the account's counts are forgiven
  // (the address's count is not: one's own account would reset it).
  await giveBack();
  await own[0].delete(own[1]);
  await limits.loginFailuresByAccount.delete(accountKey);
  // A caregiver whose last day has passed logs in to an account of their own, which says so (HOUSEHOLD-6),
  // rather than into a family whose every answer would be 401.
  const familyId = (await endIfLapsed(context.db, user.family_id, user.id)) ?? user.family_id;
  const passwordHash = context.passwords.needsRehash(user.password_hash)
    ? await context.passwords.hash(input.password)
    : user.password_hash;
  const updated = await context.db
    .updateTable('users')
    .set({
      last_login_at: new Date(),
      last_login_source: meta.source,
      password_hash: passwordHash,
      updated_at: new Date(),
    })
    .where('family_id', '=', familyId)
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    user: updated,
    knownDevice: knownDeviceValue(context.cookieSecret, accountKey, deviceId ?? undefined),
  };
}
