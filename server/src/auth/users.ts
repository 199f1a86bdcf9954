// Who a request's session names, as a users row (ADR 0074): the lookups every signed-in feature starts from.
import type { UserRow } from '../db/tables';
import { AppError } from '../errors/error-codes';
import type { AuthContext } from './auth-context';

/** Finds a user by e-mail, ignoring letter case. */
export function findUserByEmail(context: AuthContext, email: string): Promise<UserRow | undefined> {
  return context.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** A signed-in account: the session names the person and the family they belong to. */
export interface SignedIn {
  userId: string;
  familyId: string;
}

/** Finds a signed-in account's row (in its family, ADR 0074). */
export function findUserById(context: AuthContext, account: SignedIn): Promise<UserRow | undefined> {
  return context.db
    .selectFrom('users')
    .selectAll()
    .where('family_id', '=', account.familyId)
    .where('id', '=', account.userId)
    .executeTakeFirst();
}

/** The signed-in parent's row; an account deleted meanwhile means the session is over. */
export async function signedInUser(context: AuthContext, account: SignedIn): Promise<UserRow> {
  const user = await findUserById(context, account);
  if (user === undefined) throw new AppError('NOT_AUTHENTICATED');
  return user;
}
