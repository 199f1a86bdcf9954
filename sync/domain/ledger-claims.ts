// Who may add what to a child's ledger (D-LEDGER-10, D-BLEDGER-1, HOUSEHOLD-5): one check of what an entry
// claims, for every writer — a board, a caregiver, a parent, the owner. A routine's or a chore's coins are
// what the rules give, whoever records them (ledger-earnings.ts); a bonus or a correction is a member's,
// within their role; every entry is dated a day near the family's today. The server runs this on every
// ledger entry it is pushed, so no credential — a board's token or a member's session — can mint coins.
import type { MemberRole } from '../schemas/enums';
import type { RewardTransaction } from '../collections/reward-transactions';
import { daysBetween, type CalendarDate } from './family-date';
import { reversalId } from './ledger-adjustments';
import {
  choreRefusal,
  redemptionRefusal,
  routineRefusal,
  type ChoreFacts,
  type EarningRefusal,
  type RedemptionFacts,
  type RoutineFacts,
} from './ledger-earnings';
import { BOARD_CLAIM_DAYS_AHEAD, BOARD_CLAIM_DAYS_BACK } from './limits';
import { caregiverLedgerRefusal } from './member-permissions';

/** Who writes the entry: a paired board, or a member of the family in their role. */
export type LedgerWriter =
  { readonly kind: 'board' } | { readonly kind: 'member'; readonly role: MemberRole };

/** A board as a writer. */
export const BOARD_WRITER: LedgerWriter = { kind: 'board' };

/** What the server knows around a `system` entry: a bonus, a correction or the undoing of a redemption. */
export interface SystemFacts {
  readonly kind: 'system';
  /** The redemption the entry undoes (its `activityId`, D-LEDGER-7), or null when the server has none. */
  readonly undone: {
    readonly childId: string;
    readonly points: number;
    readonly activityType: string;
  } | null;
  /** The bonus coins this writer already gave the child on the entry's day (a caregiver's bound). */
  readonly givenThatDay: number;
  /** The family's bound on a caregiver's bonuses a day (HOUSEHOLD-5). */
  readonly bonusLimit: number;
}

/** The facts an entry is judged by, by its activity; `other` for one that nobody records (`reading`). */
export type LedgerFacts =
  RoutineFacts | ChoreFacts | RedemptionFacts | SystemFacts | { readonly kind: 'other' };

/** One entry as pushed, with who pushes it and when. */
export interface LedgerClaim {
  readonly entry: RewardTransaction;
  readonly writer: LedgerWriter;
  readonly facts: LedgerFacts;
  /** The family's today, by the server's clock. */
  readonly today: CalendarDate;
  /** The entry's `createdAt` as a day of the family's calendar. */
  readonly entryDay: CalendarDate;
}

/**
 * Why an entry is refused, or null when it may be stored:
 * - an earning's refusal (ledger-earnings.ts);
 * - `not-a-board-entry`: an activity a board never records (bonuses and corrections are a member's);
 * - `not-a-recent-day`: dated outside the days a device may still be catching up on (D-LEDGER-10);
 * - `{ role }`: the writer's role does not allow it (HOUSEHOLD-5), with the reason in family words.
 */
export type LedgerRefusal =
  EarningRefusal | 'not-a-board-entry' | 'not-a-recent-day' | { readonly role: string };

/**
 * True when an entry dated `entryDay` may be written today (D-LEDGER-10): from `BOARD_CLAIM_DAYS_BACK`
 * days before the family's today (a device offline for a week) to `BOARD_CLAIM_DAYS_AHEAD` after (clocks
 * across a time-zone change). A date years away would otherwise put coins into a week long closed.
 */
export function isRecentDay(entryDay: CalendarDate, today: CalendarDate): boolean {
  const fromToday = daysBetween(today, entryDay);
  return fromToday >= -BOARD_CLAIM_DAYS_BACK && fromToday <= BOARD_CLAIM_DAYS_AHEAD;
}

/**
 * Whether the entry's day is one its writer may date it (D-LEDGER-10). A routine's reversal is dated like
 * the credit it cancels (D-LEDGER-4), which may be older than the recent days; the earning rules hold it to
 * exactly that credit. A parent's bonus or correction may belong to a past week (a correction of what was
 * counted then): it can give or take any coins anyway, and no streak reads it (D-STREAK-1), so only a day
 * ahead is refused. A caregiver's bonus is of today; everything else — a credit, a redemption — is of the
 * recent days.
 */
function isDatedWithin(claim: LedgerClaim): boolean {
  const { entry, writer, entryDay, today } = claim;
  if (entry.activityType === 'routine' && entry.points <= 0) return true;
  const fromToday = daysBetween(today, entryDay);
  if (writer.kind === 'member' && entry.activityType === 'system') {
    // A caregiver's bonuses are bounded by the day they are given on: only today's (a day either way for
    // clocks), or eight days' bounds could be given at one sitting.
    if (writer.role === 'caregiver') return Math.abs(fromToday) <= BOARD_CLAIM_DAYS_AHEAD;
    return fromToday <= BOARD_CLAIM_DAYS_AHEAD;
  }
  return isRecentDay(entryDay, today);
}

/**
 * A `system` entry (D-LEDGER-6, D-LEDGER-7): a bonus or a correction naming nothing, never of zero coins;
 * or the undoing of a redemption of the same child, of exactly its coins back, under the one id undoing
 * it may have. A caregiver gives bonuses only, within the family's bound for the day.
 */
function systemRefusal(entry: RewardTransaction, role: MemberRole, facts: SystemFacts): LedgerRefusal | null {
  if (role === 'caregiver') {
    // The day's bound counts a caregiver's bonuses by who gave them (D-DONEBY-1), so each must say.
    if (entry.doneBy === null) return { role: 'A caregiver’s bonus says who gave it; reload the app.' };
    const why = caregiverLedgerRefusal(entry, facts.bonusLimit, facts.givenThatDay);
    if (why !== null) return { role: why };
  }
  if (entry.activityId === null) return entry.points === 0 ? 'not-by-the-rules' : null;
  const { undone } = facts;
  if (undone === null) return 'not-arrived';
  if (undone.childId !== entry.childId) return 'not-its-child';
  const undoesIt =
    undone.activityType === 'redemption' &&
    entry.id === reversalId(entry.activityId) &&
    entry.points === -undone.points;
  return undoesIt ? null : 'not-by-the-rules';
}

/** The rules of the entry's own activity, for whoever writes it. */
function activityRefusal(claim: LedgerClaim): LedgerRefusal | null {
  const { entry, writer, facts } = claim;
  if (facts.kind === 'other' || facts.kind !== entry.activityType) {
    return writer.kind === 'board' ? 'not-a-board-entry' : 'not-by-the-rules';
  }
  switch (facts.kind) {
    case 'routine':
      return routineRefusal(entry, facts, claim.today);
    case 'chore':
      return choreRefusal(entry, facts);
    case 'redemption':
      return redemptionRefusal(entry, facts);
    case 'system':
      return writer.kind === 'board' ? 'not-a-board-entry' : systemRefusal(entry, writer.role, facts);
  }
}

/**
 * What the writer may not record at all, whatever its facts: a board records only what a board does
 * (D-BLEDGER-1); a caregiver ticks and gives bonuses, and neither spends nor takes back (HOUSEHOLD-5).
 */
function writerRefusal(entry: RewardTransaction, writer: LedgerWriter): LedgerRefusal | null {
  if (writer.kind === 'board') {
    return entry.activityType === 'system' || entry.activityType === 'reading' ? 'not-a-board-entry' : null;
  }
  if (writer.role !== 'caregiver' || entry.activityType === 'system') return null;
  const why = caregiverLedgerRefusal(entry, 0);
  return why === null ? null : { role: why };
}

/**
 * Why `claim.writer` may not add `claim.entry` to the ledger (D-LEDGER-10, D-BLEDGER-1…6, HOUSEHOLD-5), or
 * null when it may. The same for every writer but for what their role may write: a board records only what
 * a board does, a caregiver ticks and gives bounded bonuses, a parent also corrects and redeems. Who may
 * write it is judged first, then its day, then what it claims, so the answer names the first thing wrong.
 */
export function ledgerClaimRefusal(claim: LedgerClaim): LedgerRefusal | null {
  const { entry, writer } = claim;
  const notTheWriters = writerRefusal(entry, writer);
  if (notTheWriters !== null) return notTheWriters;
  if (isDatedWithin(claim)) return activityRefusal(claim);
  const caregiversBonus =
    writer.kind === 'member' && writer.role === 'caregiver' && entry.activityType === 'system';
  return caregiversBonus ? { role: 'A caregiver gives a bonus for today only.' } : 'not-a-recent-day';
}
