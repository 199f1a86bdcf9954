// Every write of the `routineInstances` collection: a routine started when the child is ready (D-SCHED-4),
// and a step ticked (or unticked), by the child on their board, or by a parent for them from the dashboard.
// The day's routine instance changes in the local
// database, and the ledger gains the credit or the reversal that goes with it
// (ADR 0018, ADR 0033). Everything is local, so it works offline and syncs later.
import type { CalendarDate } from '@sync/domain/family-date';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { creditLedgerBound, creditStreak } from '@sync/domain/credit-streak';
import {
  isCreditDue,
  routineCreditId,
  routineLedgerChange,
  routineLedgerHistory,
  routineReversalId,
  type RoutineLedgerHistory,
} from '@sync/domain/routine-ledger';
import { withTaskDone, type TickedBy } from '@sync/domain/routine-progress';
import { finishedLate } from '@sync/domain/routine-schedule';
import type { DoneBy } from '@sync/schemas/done-by';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { toLocalDocument, type DocumentOf } from '../synced-document';

type RoutineDocument = DocumentOf<'routines'>;
type RoutineInstanceDocument = DocumentOf<'routineInstances'>;

/** One tick or untick. */
export interface RoutineStepChange {
  routine: RoutineDocument;
  /** The family-local date of the occurrence (its instance's date). */
  date: CalendarDate;
  taskIndex: number;
  done: boolean;
  configuration: DocumentOf<'rewardConfigurations'> | null;
  /** Where it was ticked: the child's board or a parent's phone. */
  by: TickedBy;
  /**
   * Which member or board ticked it, said by the tick (D-DONEBY-4) and by the ledger entry it writes
   * (D-DONEBY-1); null while the writer does not know who it is.
   */
  doneBy: DoneBy;
  /** When the step's countdown started, if it ran: kept beside the tick (D-RINST-4). */
  startedAt?: string | null;
  timeZone: string;
  /** The family's today, for the streak the points depend on. */
  today: CalendarDate;
  now?: Date;
}

/** The day's instance of the routine, found by routine and date (one made before D-RINST-1 may have another id). */
async function dayInstance(database: BrightdayDatabase, change: Pick<RoutineStepChange, 'routine' | 'date'>) {
  const { routine, date } = change;
  return collectionOf(database, 'routineInstances')
    .findOne({ selector: { routineId: routine.id, date } })
    .exec();
}

/** The instance's progress fields once this tick is applied to `current` (none yet: null). */
function progressAfter(change: RoutineStepChange, current: Parameters<typeof withTaskDone>[1], now: Date) {
  const { routine, taskIndex, done } = change;
  return withTaskDone(routine, current, taskIndex, done, now, change, change.startedAt ?? null);
}

/** The progress fields a write gives the day's instance, from the instance as it is (none yet: null). */
type ProgressOf = (current: RoutineInstanceDocument | null) => ReturnType<typeof withTaskDone>;

/**
 * Writes the day's instance of `routine` on `date` (D-RINST-1): `progress` of the stored one, or a new one
 * with `progress(null)`; if another device's instance of the same day arrived meanwhile (same id), that one.
 */
async function writeDayInstance(
  database: BrightdayDatabase,
  routine: RoutineDocument,
  date: CalendarDate,
  now: Date,
  progress: ProgressOf,
): Promise<RoutineInstanceDocument> {
  const instances = collectionOf(database, 'routineInstances');
  const modify = async (document: NonNullable<Awaited<ReturnType<typeof dayInstance>>>) =>
    (await document.incrementalModify((current) => ({ ...current, ...progress(current) }))).toMutableJSON();
  const existing = await dayInstance(database, { routine, date });
  if (existing) return modify(existing);
  const stamp = now.toISOString();
  const instance = toLocalDocument('routineInstances', {
    id: routineInstanceId(routine.id, date),
    familyId: routine.familyId,
    routineId: routine.id,
    childId: routine.childId,
    date,
    ...progress(null),
    createdAt: stamp,
    updatedAt: stamp,
  });
  try {
    await instances.insert(instance);
    return instance;
  } catch (error) {
    const arrived = await instances.findOne(instance.id).exec();
    if (!arrived) throw error;
    return modify(arrived);
  }
}

async function writeInstance(
  database: BrightdayDatabase,
  change: RoutineStepChange,
  now: Date,
): Promise<RoutineInstanceDocument> {
  return writeDayInstance(database, change.routine, change.date, now, (current) =>
    progressAfter(change, current, now),
  );
}

/** The instance as the tick will leave it, before anything is written. */
async function instanceAfterTick(database: BrightdayDatabase, change: RoutineStepChange, now: Date) {
  const { routine, date } = change;
  const existing = (await dayInstance(database, change))?.toMutableJSON() ?? null;
  return {
    id: existing?.id ?? routineInstanceId(routine.id, date),
    familyId: routine.familyId,
    routineId: routine.id,
    childId: routine.childId,
    ...progressAfter(change, existing, now),
  };
}

/** How many ranks of an instance's credits and reversals one read asks for (most instances have one). */
const HISTORY_RANKS_PER_READ = 4;

/**
 * The instance's credits and reversals (D-LEDGER-4), read by their ids rank by rank rather than from the
 * child's whole ledger: a walk goes on while a read found every rank it asked for.
 */
async function instanceHistory(
  database: BrightdayDatabase,
  instanceId: string,
): Promise<RoutineLedgerHistory> {
  const found = new Map<string, DocumentOf<'rewardTransactions'>>();
  for (let first = 1; ; first += HISTORY_RANKS_PER_READ) {
    const ranks = Array.from({ length: HISTORY_RANKS_PER_READ }, (_, index) => first + index);
    const credits = ranks.map((rank) => routineCreditId(instanceId, rank));
    const reversals = ranks.map((rank) => routineReversalId(instanceId, rank));
    const read = await collectionOf(database, 'rewardTransactions')
      .findByIds([...credits, ...reversals])
      .exec();
    read.forEach((entry, id) => found.set(id, entry.toMutableJSON()));
    const whole = (ids: string[]) => ids.every((id) => read.has(id));
    if (!whole(credits) && !whole(reversals)) return routineLedgerHistory(instanceId, (id) => found.get(id));
  }
}

/**
 * The streak a due credit is counted with (D-POINTS-1), with the child's pauses (D-STREAK-4), from the
 * entries of the few days it depends on.
 */
async function streakForCredit(database: BrightdayDatabase, childId: string, change: RoutineStepChange) {
  const { configuration, timeZone, today } = change;
  const bound = creditLedgerBound(today, configuration);
  const entries = await collectionOf(database, 'rewardTransactions')
    .find({ selector: { childId, createdAt: { $gte: bound } } })
    .exec();
  return creditStreak(
    entries.map((entry) => entry.toMutableJSON()),
    timeZone,
    today,
    configuration,
  );
}

/** Appends the ledger entry `instance` calls for (D-LEDGER-4), if the ledger does not already agree with it. */
async function followInLedger(
  database: BrightdayDatabase,
  instance: Parameters<typeof routineLedgerChange>[0],
  change: RoutineStepChange,
  now: Date,
): Promise<DocumentOf<'rewardTransactions'> | null> {
  const history = await instanceHistory(database, instance.id);
  // Only a credit depends on the streak; a reversal repeats the points of the credit it cancels.
  const currentStreak = isCreditDue(instance, history)
    ? await streakForCredit(database, instance.childId, change)
    : 0;
  const entry = routineLedgerChange(
    instance,
    {
      routineName: change.routine.name,
      taskCount: change.routine.tasks.length,
      configuration: change.configuration,
      currentStreak,
      late:
        instance.completedAt !== null &&
        finishedLate(change.routine, change.date, change.timeZone, instance.completedAt),
    },
    history,
  );
  if (entry === null) return null;
  const written = toLocalDocument('rewardTransactions', {
    ...entry,
    doneBy: change.doneBy,
    updatedAt: now.toISOString(),
  });
  await collectionOf(database, 'rewardTransactions').insert(written);
  return written;
}

/** What one tick did: the instance as it is now, and the ledger entry it appended, if any. */
export interface RoutineStepResult {
  instance: RoutineInstanceDocument;
  /** The credit of a completed routine (or the reversal of an undone one); null when the ledger is unchanged. */
  entry: DocumentOf<'rewardTransactions'> | null;
}

/**
 * Ticks or unticks one step, with the ledger entry the instance's new state calls for. The entry is written
 * first (D-LEDGER-9): the screen follows the tick, so a reload or a closed tab right after it must find the
 * coins already counted. Another device's tick may land between the two writes, so the ledger is then
 * brought in line with the instance as written; the same entry twice is one (D-LEDGER-4).
 */
export async function setRoutineStep(
  database: BrightdayDatabase,
  change: RoutineStepChange,
): Promise<RoutineStepResult> {
  const now = change.now ?? new Date();
  const credited = await followInLedger(
    database,
    await instanceAfterTick(database, change, now),
    change,
    now,
  );
  const instance = await writeInstance(database, change, now);
  const corrected = await followInLedger(database, instance, change, now);
  return { instance, entry: corrected ?? credited };
}

/** A routine the child starts when ready: early, or to catch up later in its day (D-SCHED-4). */
export interface RoutineStart {
  routine: RoutineDocument;
  /** The family-local date of the occurrence (its instance's date). */
  date: CalendarDate;
  now?: Date;
}

/**
 * Starts the day's routine: its instance (D-RINST-1) becomes `in_progress` with no step done, so the board
 * is on it (D-SCHED-2) from this tap, offline too. An instance already started or done is left as it is.
 */
export async function startRoutine(
  database: BrightdayDatabase,
  start: RoutineStart,
): Promise<RoutineInstanceDocument> {
  return writeDayInstance(database, start.routine, start.date, start.now ?? new Date(), (current) => {
    if (current === null) return { status: {}, completedAt: null, completionStatus: 'in_progress' };
    const { status, completedAt, completionStatus } = current;
    return {
      status,
      completedAt,
      completionStatus: completionStatus === 'not_started' ? 'in_progress' : completionStatus,
    };
  });
}
