// A routine step ticked (or unticked): by the child on their board, or by a parent for them from the
// dashboard. The day's routine instance changes in the local database, and the ledger gains the credit or the reversal that goes with it
// (ADR 0018, ADR 0033). Everything is local, so it works offline and syncs later.
import type { CalendarDate } from '../../../sync/domain/family-date';
import { routineInstanceId } from '../../../sync/domain/name-based-id';
import { projectRewards } from '../../../sync/domain/rewards-projection';
import { routineLedgerChange, routineLedgerHistory } from '../../../sync/domain/routine-ledger';
import { withTaskDone, type TickedBy } from '../../../sync/domain/routine-progress';
import type { DoneBy } from '../../../sync/schemas/done-by';
import { collectionOf, type BrightdayDatabase } from './create-database';
import { toLocalDocument, type DocumentOf } from './synced-document';

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
  /** Who ticked it: the child's board or a parent. */
  by: TickedBy;
  /** Which member or board ticked it, said by the ledger entry the tick writes (D-DONEBY-1). */
  doneBy?: DoneBy;
  /** When the step's countdown started, if it ran: kept beside the tick (D-RINST-4). */
  startedAt?: string | null;
  timeZone: string;
  /** The family's today, for the streak the points depend on. */
  today: CalendarDate;
  now?: Date;
}

async function writeInstance(
  database: BrightdayDatabase,
  change: RoutineStepChange,
  now: Date,
): Promise<RoutineInstanceDocument> {
  const { routine, date, taskIndex, done } = change;
  const instances = collectionOf(database, 'routineInstances');
  // By routine and date rather than by id: a day's instance made before D-RINST-1 may have another id.
  const existing = await instances.findOne({ selector: { routineId: routine.id, date } }).exec();
  if (existing) {
    const after = await existing.incrementalModify((current) => ({
      ...current,
      ...withTaskDone(routine, current, taskIndex, done, now, change.by, change.startedAt ?? null),
    }));
    return after.toMutableJSON();
  }
  const stamp = now.toISOString();
  const instance = toLocalDocument('routineInstances', {
    id: routineInstanceId(routine.id, date),
    familyId: routine.familyId,
    routineId: routine.id,
    childId: routine.childId,
    date,
    ...withTaskDone(routine, null, taskIndex, done, now, change.by, change.startedAt ?? null),
    createdAt: stamp,
    updatedAt: stamp,
  });
  try {
    await instances.insert(instance);
    return instance;
  } catch (error) {
    // The board's instance for the same day arrived a moment ago (same id, D-RINST-1): tick that one.
    const arrived = await instances.findOne(instance.id).exec();
    if (!arrived) throw error;
    const after = await arrived.incrementalModify((current) => ({
      ...current,
      ...withTaskDone(routine, current, taskIndex, done, now, change.by, change.startedAt ?? null),
    }));
    return after.toMutableJSON();
  }
}

/** What one tick did: the instance as it is now, and the ledger entry it appended, if any. */
export interface RoutineStepResult {
  instance: RoutineInstanceDocument;
  /** The credit of a completed routine (or the reversal of an undone one); null when the ledger is unchanged. */
  entry: DocumentOf<'rewardTransactions'> | null;
}

/** Ticks or unticks one step, then appends the ledger entry the instance's new state calls for. */
export async function setRoutineStep(
  database: BrightdayDatabase,
  change: RoutineStepChange,
): Promise<RoutineStepResult> {
  const now = change.now ?? new Date();
  const instance = await writeInstance(database, change, now);
  const ledger = collectionOf(database, 'rewardTransactions');
  const entries = (await ledger.find({ selector: { childId: instance.childId } }).exec()).map((entry) =>
    entry.toMutableJSON(),
  );
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const history = routineLedgerHistory(instance.id, (id) => byId.get(id));
  const entry = routineLedgerChange(
    instance,
    {
      routineName: change.routine.name,
      taskCount: change.routine.tasks.length,
      configuration: change.configuration,
      currentStreak: projectRewards(entries, change.timeZone, change.today).currentStreak,
    },
    history,
  );
  if (entry === null) return { instance, entry: null };
  const written = toLocalDocument('rewardTransactions', {
    ...entry,
    doneBy: change.doneBy ?? null,
    updatedAt: now.toISOString(),
  });
  await ledger.insert(written);
  return { instance, entry: written };
}
