// The server's side of D-LEDGER-10: before any ledger entry is stored — a board's, a caregiver's or a
// parent's — the facts the rules need are read (ledger-facts.ts) and the entry is refused unless the rules
// give it to that writer. The rules themselves are pure (sync/domain/ledger-claims.ts); this file turns a
// refusal into an answer.
import { ledgerClaimRefusal, type LedgerRefusal, type LedgerWriter } from '@sync/domain/ledger-claims';
import type { ErrorCode } from '@sync/protocol/errors';
import { rewardTransactionSchema } from '@sync/collections/reward-transactions';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { entryCalendar, ledgerFactsFor } from './ledger-facts';
import type { WireDocument } from '../db/stored-rows';
import type { SyncPrincipal } from './sync-principal';
import type { Transaction } from 'kysely';

type RuleRefusal = Exclude<LedgerRefusal, { readonly role: string }>;

/** A board's answers: it records only its own child's progress. */
const BOARD_ANSWERS: Record<RuleRefusal, readonly [ErrorCode, string]> = {
  // Collections sync independently: the routine's instance can reach the server after its coins.
  'not-arrived': [
    'CONFLICT',
    'These coins are for something that has not reached Brightday yet; they will sync shortly.',
  ],
  'not-a-board-entry': ['FORBIDDEN', 'A board cannot give coins; a parent does that in the app.'],
  'not-its-child': ['FORBIDDEN', "A board can only record its own child's progress."],
  'not-by-the-rules': [
    'FORBIDDEN',
    'A board can only record the coins a routine, a chore or a reward gives.',
  ],
  'not-a-day-it-ran': [
    'FORBIDDEN',
    'A board can only record coins for a day in the last week that the routine ran on.',
  ],
  // A board's dated entries are its routines' and chores' (D-BLEDGER-6 says it in these words).
  'not-a-recent-day': [
    'FORBIDDEN',
    'A board can only record coins for a day in the last week that the routine ran on.',
  ],
  'not-enough-coins': ['BAD_REQUEST', 'Not enough coins for this reward.'],
};

/** A member's answers: the same rules, said to a grown-up in the app. */
const MEMBER_ANSWERS: Record<RuleRefusal, readonly [ErrorCode, string]> = {
  ...BOARD_ANSWERS,
  'not-a-board-entry': ['FORBIDDEN', 'These coins are not what a routine, a chore or a reward gives.'],
  'not-its-child': ['FORBIDDEN', "These coins are for another child's routine, chore or reward."],
  'not-by-the-rules': [
    'FORBIDDEN',
    'Coins are recorded as a routine, a chore or a reward gives them; give a bonus or a correction instead.',
  ],
  'not-a-day-it-ran': [
    'FORBIDDEN',
    'Coins can only be recorded for a day in the last week that the routine ran on.',
  ],
  'not-a-recent-day': ['FORBIDDEN', 'Coins can only be recorded for a day in the last week.'],
};

/** The pusher as the rules name writers. */
export function writerOf(principal: SyncPrincipal): LedgerWriter {
  return principal.kind === 'board' ? { kind: 'board' } : { kind: 'member', role: principal.role };
}

/**
 * Security (D-LEDGER-10): refuses a ledger entry unless the rules give it to whoever pushes it — a
 * routine's or a chore's coins as they are counted, a redemption the balance pays, a bonus or correction
 * within the member's role — so no credential can mint coins. Called under the family lock for an entry the
 * server does not hold yet; the throw refuses the push whole.
 */
export async function assertLedgerClaim(
  trx: Transaction<Database>,
  principal: SyncPrincipal,
  next: WireDocument,
): Promise<void> {
  const entry = rewardTransactionSchema.parse(next);
  const writer = writerOf(principal);
  const refusal = ledgerClaimRefusal({
    entry,
    writer,
    facts: await ledgerFactsFor(trx, principal, entry),
    ...(await entryCalendar(trx, principal.familyId, entry)),
  });
  if (refusal === null) return;
  if (typeof refusal === 'object') throw new AppError('ROLE_NOT_ALLOWED', refusal.role);
  const [code, message] =
    writer.kind === 'member' && entry.activityType === 'redemption' && refusal in PARENT_REDEMPTION
      ? PARENT_REDEMPTION_REFUSED
      : (writer.kind === 'board' ? BOARD_ANSWERS : MEMBER_ANSWERS)[refusal];
  throw new AppError(code, message);
}

// D-LEDGER-8: a parent's redemption that is not of its child's reward, or not a spending.
const PARENT_REDEMPTION = { 'not-by-the-rules': true, 'not-its-child': true };
const PARENT_REDEMPTION_REFUSED: readonly [ErrorCode, string] = [
  'FORBIDDEN',
  "A reward is bought with its own child's coins, at its price.",
];
