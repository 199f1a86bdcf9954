// The coins a chore earns, as entries of the child's append-only ledger (ADR 0018, ADR 0030). A completion
// writes an earning; an undo writes a new negative entry that reverses it, never an edit or a deletion.
// Every entry's id is counted from the ledger itself, so replays and the same tap on two devices count once.
import type { Chore } from '../collections/chores';
import type { ChoreInstance } from '../collections/chore-instances';
import type { RewardTransaction } from '../collections/reward-transactions';
import { choreLedgerEntryId } from './name-based-id';

/** What the chore ledger rules read of an entry already in the child's ledger. */
export interface ChoreLedgerFact {
  readonly id: string;
  readonly points: number;
  readonly _deleted?: boolean | undefined;
}

/** Where a chore instance's earnings stand in the ledger. */
export interface ChoreLedgerTally {
  /** The last completion round with an entry (earned or reversed), 0 when none. */
  readonly lastRound: number;
  /** The round whose earning is in the ledger and not reversed, or null. */
  readonly creditedRound: number | null;
  /** The points of that earning (0 when none is standing). */
  readonly creditedPoints: number;
}

/**
 * Where an instance's entries stand (D-CLEDGER-2): rounds are counted 1, 2, … for as long as the ledger
 * holds the round's earning or its reversal; the standing credit is the latest earning without its reversal.
 */
export function tallyChoreLedger(instanceId: string, entries: Iterable<ChoreLedgerFact>): ChoreLedgerTally {
  const live = new Map<string, ChoreLedgerFact>();
  for (const entry of entries) if (entry._deleted !== true) live.set(entry.id, entry);
  let lastRound = 0;
  let creditedRound: number | null = null;
  let creditedPoints = 0;
  for (let round = 1; ; round += 1) {
    const earned = live.get(choreLedgerEntryId(instanceId, round, 'earned'));
    const reversed = live.get(choreLedgerEntryId(instanceId, round, 'reversed'));
    if (earned === undefined && reversed === undefined) break;
    lastRound = round;
    if (earned !== undefined && reversed === undefined) {
      creditedRound = round;
      creditedPoints = earned.points;
    }
  }
  return { lastRound, creditedRound, creditedPoints };
}

/** The instance fields an entry is built from. */
export type ChoreLedgerInstance = Pick<ChoreInstance, 'id' | 'familyId' | 'assignedChildId'>;

/** The chore fields an entry is built from. */
export type ChoreLedgerChore = Pick<Chore, 'name' | 'rewardCoins'>;

function entry(
  instance: ChoreLedgerInstance & { assignedChildId: string },
  id: string,
  points: number,
  description: string,
  createdAt: string,
): RewardTransaction {
  return {
    id,
    familyId: instance.familyId,
    // D-LEDGER-2: a child's rewards projection row has the child's id.
    rewardId: instance.assignedChildId,
    childId: instance.assignedChildId,
    points,
    activityType: 'chore',
    activityId: instance.id,
    description,
    createdAt,
    // Who did it is the writer's to say, at the moment of the write (D-DONEBY-1).
    doneBy: null,
  };
}

/**
 * The entry a completed chore earns (D-CLEDGER-1): the chore's coins for the instance's child, with the
 * id of the next completion round, dated `completedAt`. Null when nothing is to be written: the chore
 * gives 0 coins, the instance names no child, or the ledger already holds a standing earning for it (the
 * same completion replayed or made on another device).
 */
export function choreEarningEntry(
  instance: ChoreLedgerInstance,
  chore: ChoreLedgerChore,
  ledger: Iterable<ChoreLedgerFact>,
  completedAt: string,
): RewardTransaction | null {
  const { assignedChildId } = instance;
  if (assignedChildId === null || chore.rewardCoins <= 0) return null;
  const tally = tallyChoreLedger(instance.id, ledger);
  if (tally.creditedRound !== null) return null;
  const id = choreLedgerEntryId(instance.id, tally.lastRound + 1, 'earned');
  const name = chore.name.trim();
  return entry({ ...instance, assignedChildId }, id, chore.rewardCoins, `Chore done: ${name}`, completedAt);
}

/**
 * The entry an undo writes (D-CLEDGER-1): minus exactly the standing earning's points (whatever the chore
 * gives now), with the reversal id of that earning's round, dated `undoneAt`. Null when no earning stands.
 */
export function choreReversalEntry(
  instance: ChoreLedgerInstance,
  chore: Pick<Chore, 'name'>,
  ledger: Iterable<ChoreLedgerFact>,
  undoneAt: string,
): RewardTransaction | null {
  const { assignedChildId } = instance;
  if (assignedChildId === null) return null;
  const tally = tallyChoreLedger(instance.id, ledger);
  if (tally.creditedRound === null) return null;
  const id = choreLedgerEntryId(instance.id, tally.creditedRound, 'reversed');
  const name = chore.name.trim();
  return entry(
    { ...instance, assignedChildId },
    id,
    -tally.creditedPoints,
    `Chore undone: ${name}`,
    undoneAt,
  );
}
