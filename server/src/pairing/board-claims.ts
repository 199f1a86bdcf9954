// The parent's side of pairing (ADR 0023, ADR 0036): the code the board shows is claimed for a child.
import type { Kysely, Selectable } from 'kysely';
import type { BoardClaimRequest, ClaimedBoard } from '@sync/protocol/pairing';
import type { ParentIdentity } from '../auth/auth-guard';
import { takeAttempts } from '../auth/rate-limits';
import type { Database, PairingCodesTable } from '../db/tables';
import { AppError } from '../errors/error-codes';
import type { PairingLimits } from './pairing-limits';

/** What claiming needs. */
export interface ClaimContext {
  db: Kysely<Database>;
  limits: PairingLimits;
}

const TOO_MANY_WRONG_CODES = 'Too many wrong pairing codes.';
export const CODE_UNKNOWN = 'That code does not match any board. Check the 6 digits on the board’s screen.';
export const CODE_EXPIRED = 'That code has expired. The board shows a new code by itself: type the new one.';
export const CODE_USED =
  'That code was already used. The board shows a new code by itself: type the new one.';
export const CHILD_NOT_FOUND = 'We couldn’t find this child in your family.';

/** The family's child that is not removed, or 404: another family's child is as unknown as a made-up id. */
export async function findFamilyChild(db: Kysely<Database>, familyId: string, childId: string) {
  const child = await db
    .selectFrom('children')
    .select(['id', 'name'])
    .where('id', '=', childId)
    .where('family_id', '=', familyId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (child === undefined) throw new AppError('NOT_FOUND', CHILD_NOT_FOUND);
  return child;
}

const CLAIM_COLUMNS = [
  'id',
  'claimed_at',
  'expires_at',
  'claimed_by',
  'child_id',
  'device_id',
  'label',
] as const;

/**
 * The answer to a claim of a code that is already claimed. The same parent claiming it again for the same
 * child (a double tap, or a retry after a lost answer) gets the first claim's answer while the code lasts
 * (PAIR-CLAIM-2, ADR 0049); anyone else is told it was used.
 */
function repeatedClaim(
  code: Pick<
    Selectable<PairingCodesTable>,
    'claimed_at' | 'expires_at' | 'claimed_by' | 'child_id' | 'device_id' | 'label'
  >,
  parent: ParentIdentity,
  childId: string,
  now: Date,
): ClaimedBoard {
  const { claimed_at: claimedAt, claimed_by: claimedBy, child_id: claimedFor, label } = code;
  const again = claimedBy === parent.userId && claimedFor === childId;
  if (!again || claimedAt === null || label === null || code.expires_at.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', CODE_USED);
  }
  return { deviceId: code.device_id, childId, label, claimedAt: claimedAt.toISOString() };
}

/**
 * Claims a board's code for one of the parent's children. A code that matches no board counts against
 * the parent's account and address (429 with when to retry once either is used up); an expired or used
 * code is told apart, since knowing that gains a guesser nothing. A claim repeated by the parent who made it,
 * for the same child, gets the first claim's answer. The board collects its token at its next poll.
 */
export async function claimPairingCode(
  context: ClaimContext,
  parent: ParentIdentity,
  childId: string,
  request: BoardClaimRequest,
  ip: string,
  now = new Date(),
): Promise<ClaimedBoard> {
  const { db, limits } = context;
  const child = await findFamilyChild(db, parent.familyId, childId);
  // Counted before the code is looked up, so a burst of guesses cannot all be checked; given back when the
  // code turns out to exist (a used or expired code is no guess).
  const giveBack = await takeAttempts(
    [
      [limits.wrongCodesByAccount, parent.userId],
      [limits.wrongCodesByAddress, ip],
    ],
    TOO_MANY_WRONG_CODES,
  );

  // An open code first; else the newest used one with these digits, to say it was used.
  const found = await db
    .selectFrom('pairing_codes')
    .select(CLAIM_COLUMNS)
    .where('code', '=', request.code)
    .orderBy((eb) => eb('claimed_at', 'is', null), 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (found === undefined) throw new AppError('BAD_REQUEST', CODE_UNKNOWN);
  await giveBack();
  if (found.claimed_at !== null) return repeatedClaim(found, parent, child.id, now);
  if (found.expires_at.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', CODE_EXPIRED);

  const label = request.label ?? `${child.name}’s board`;
  // Single use: only the first claim finds the code unclaimed.
  const claimed = await db
    .updateTable('pairing_codes')
    .set({
      family_id: parent.familyId,
      child_id: child.id,
      claimed_by: parent.userId,
      claimed_at: now,
      label,
    })
    .where('id', '=', found.id)
    .where('claimed_at', 'is', null)
    .returning(['device_id', 'claimed_at'])
    .executeTakeFirst();
  if (claimed === undefined) {
    // Another claim got there first, perhaps this parent's own second tap arriving at the same moment.
    const first = await db
      .selectFrom('pairing_codes')
      .select(CLAIM_COLUMNS)
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
    return repeatedClaim(first, parent, child.id, now);
  }
  await limits.wrongCodesByAccount.delete(parent.userId);
  return { deviceId: claimed.device_id, childId: child.id, label, claimedAt: now.toISOString() };
}
