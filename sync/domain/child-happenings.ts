// What a child did today, as the parents' dashboard tells it (ADR 0060): routines finished, steps ticked,
// rewards chosen, alarms stopped and jobs done, read from what the data already records — routine instances, the ledger,
// alarms' last rings and chore instances. Nothing here is stored: every device reads the same day the same way.
import type { Alarm } from '../collections/alarms';
import type { Chore } from '../collections/chores';
import type { ChoreInstance } from '../collections/chore-instances';
import type { DoneBy } from '../schemas/done-by';
import type { Routine } from '../collections/routines';
import type { RoutineInstance } from '../collections/routine-instances';
import type { RewardTransaction } from '../collections/reward-transactions';
import { stepDoneBy } from './done-by';
import { familyDate, type CalendarDate } from './family-date';
import { undoneEntryIds } from './ledger-adjustments';
import {
  givenRedemptionIds,
  redeemedName,
  redemptionState,
  type HandoverFact,
  type RedemptionState,
} from './reward-handovers';
import { liveLedgerEntries } from './rewards-projection';
import { taskKey } from './routine-progress';

type Live = { readonly _deleted?: boolean | undefined };

/** Who ticked a routine's last step: the child's board or a parent's phone; null when not recorded. */
export type FinishedBy = 'board' | 'parent' | null;

/** One thing the child did, at the instant it happened (ISO). */
export type Happening =
  | {
      kind: 'routine';
      at: string;
      id: string;
      name: string;
      by: FinishedBy;
      /** Who ticked the last step (D-DONEBY-4); null when that tick does not say. */
      doneBy: DoneBy;
    }
  | {
      kind: 'step';
      at: string;
      /** The instance's id and the step's key (D-RINST-2). */
      id: string;
      /** The step's name, as the routine has it now. */
      name: string;
      routineName: string;
      /** Who ticked it (D-DONEBY-4); never null: a tick that does not say is not told (D-HAPPEN-5). */
      doneBy: NonNullable<DoneBy>;
    }
  | {
      kind: 'reward';
      at: string;
      id: string;
      name: string;
      coins: number;
      state: RedemptionState;
      /** Who spent the coins: the child's board or a member (D-DONEBY-1); null when not said. */
      doneBy: DoneBy;
    }
  | {
      /** A routine finished on a device after a parent removed it (D-HAPPEN-6): its coins are kept. */
      kind: 'removed-routine';
      at: string;
      /** The credit's id. */
      id: string;
      /** The routine's name as the credit says it ("Completed Morning"). */
      name: string;
      coins: number;
      doneBy: DoneBy;
    }
  | { kind: 'alarm'; at: string; id: string; time: string }
  | {
      kind: 'chore';
      at: string;
      id: string;
      name: string;
      coins: number;
      /** Who marked the job done (D-DONEBY-1); null when not said. */
      doneBy: DoneBy;
    };

/** What `dayHappenings` reads, each list the child's own. */
export interface HappeningSources {
  readonly routines: readonly (Pick<Routine, 'id' | 'name'> & {
    readonly tasks: readonly Pick<Routine['tasks'][number], 'name'>[];
  } & Live)[];
  readonly instances: readonly (Pick<
    RoutineInstance,
    'id' | 'routineId' | 'status' | 'completedAt' | 'completionStatus'
  > &
    Live)[];
  readonly ledger: readonly (RewardTransaction & Live)[];
  readonly handovers: readonly HandoverFact[];
  readonly alarms: readonly (Pick<Alarm, 'id' | 'time' | 'lastTriggered'> & Live)[];
  readonly choreInstances: readonly (Pick<
    ChoreInstance,
    'id' | 'choreId' | 'status' | 'completedAt' | 'doneBy'
  > &
    Live)[];
  readonly chores: readonly (Pick<Chore, 'id' | 'name' | 'rewardCoins'> & Live)[];
}

// When a step value was ticked, for a tick as D-RINST-2 writes it; null for anything else.
function tickedAt(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const at = (value as { completedAt?: unknown }).completedAt;
  return typeof at === 'string' ? at : null;
}

// The `by` and `doneBy` of the task ticked last (D-RINST-2, D-DONEBY-4): the step that finished the routine.
function finishedBy(status: Record<string, unknown>): { by: FinishedBy; doneBy: DoneBy } {
  let latest: { at: string; by: FinishedBy; doneBy: DoneBy } | null = null;
  for (const value of Object.values(status)) {
    const at = tickedAt(value);
    if (at === null) continue;
    const said = (value as { by?: unknown }).by;
    const by = said === 'board' || said === 'parent' ? said : null;
    if (latest === null || at > latest.at) latest = { at, by, doneBy: stepDoneBy(value) };
  }
  return { by: latest?.by ?? null, doneBy: latest?.doneBy ?? null };
}

type Routines = HappeningSources['routines'];
type Instance = HappeningSources['instances'][number];

// The steps of an instance ticked on the day by a member or board that said so (D-HAPPEN-5), named as the
// routine names them now; a step since removed from the routine is left out, as a removed routine is.
function stepsTicked(
  instance: Instance,
  routine: Routines[number],
  onDay: (instant: string | null) => boolean,
): Happening[] {
  const steps: Happening[] = [];
  routine.tasks.forEach((task, index) => {
    const key = taskKey(routine.tasks, index);
    const value = instance.status[key];
    const at = tickedAt(value);
    const doneBy = stepDoneBy(value);
    if (at === null || doneBy === null || !onDay(at)) return;
    const id = `${instance.id}/${key}`;
    steps.push({ kind: 'step', at, id, name: task.name, routineName: routine.name, doneBy });
  });
  return steps;
}

/**
 * The child's happenings on the family-local `date`, latest first (D-HAPPEN-1…5):
 * - a routine instance completed that day (its `completedAt`), named after its routine;
 * - a step ticked that day by a member or board that said so, named after its step;
 * - a redemption made that day, with how it stands (waiting, given or undone, D-HANDOVER-2);
 * - an alarm whose last ring, stopped on a board (`lastTriggered`, D-RING-3), was that day;
 * - a chore instance completed that day, named after its chore, with the chore's coins;
 * - a routine's credit of that day whose routine was removed before its day reached the server (D-HAPPEN-6).
 * Deleted documents, and routines or chores no longer there, are left out.
 */
export function dayHappenings(
  sources: HappeningSources,
  date: CalendarDate,
  timeZone: string,
  today: CalendarDate = date,
): Happening[] {
  const onDay = (instant: string | null | undefined): instant is string =>
    typeof instant === 'string' && familyDate(instant, timeZone) === date;
  const happenings: Happening[] = [];

  const routines = new Map(sources.routines.filter((r) => r._deleted !== true).map((r) => [r.id, r]));
  for (const instance of sources.instances) {
    const routine = routines.get(instance.routineId);
    if (instance._deleted === true || routine === undefined) continue;
    happenings.push(...stepsTicked(instance, routine, onDay));
    if (instance.completionStatus !== 'completed' || !onDay(instance.completedAt)) continue;
    const { by, doneBy } = finishedBy(instance.status);
    const name = routine.name;
    happenings.push({ kind: 'routine', at: instance.completedAt, id: instance.id, name, by, doneBy });
  }

  const context = {
    undone: undoneEntryIds(sources.ledger),
    given: givenRedemptionIds(sources.handovers),
    today,
    timeZone,
  };
  for (const entry of liveLedgerEntries(sources.ledger) as (RewardTransaction & Live)[]) {
    if (entry.activityType !== 'redemption' || !onDay(entry.createdAt)) continue;
    happenings.push({
      kind: 'reward',
      at: entry.createdAt,
      id: entry.id,
      name: redeemedName(entry),
      coins: -entry.points,
      state: redemptionState(entry, context),
      doneBy: entry.doneBy ?? null,
    });
  }

  // D-HAPPEN-6: a routine's credit whose routine is gone, with no live instance of it to show: the device
  // finished it after the parent removed it, the server kept the coins and refused the day (R-REFUSED-1).
  const shown = new Set(sources.instances.filter((i) => i._deleted !== true).map((i) => i.id));
  for (const entry of liveLedgerEntries(sources.ledger) as (RewardTransaction & Live)[]) {
    if (entry.activityType !== 'routine' || entry.points <= 0 || !onDay(entry.createdAt)) continue;
    if (entry.activityId === null || routines.has(entry.activityId) || shown.has(entry.id)) continue;
    happenings.push({
      kind: 'removed-routine',
      at: entry.createdAt,
      id: entry.id,
      name: entry.description.replace(/^Completed /, ''),
      coins: entry.points,
      doneBy: entry.doneBy ?? null,
    });
  }

  for (const alarm of sources.alarms) {
    if (alarm._deleted === true || !onDay(alarm.lastTriggered)) continue;
    happenings.push({ kind: 'alarm', at: alarm.lastTriggered, id: alarm.id, time: alarm.time });
  }

  const chores = new Map(sources.chores.filter((c) => c._deleted !== true).map((c) => [c.id, c]));
  for (const instance of sources.choreInstances) {
    if (instance._deleted === true || instance.status !== 'completed') continue;
    const chore = chores.get(instance.choreId);
    if (chore === undefined || !onDay(instance.completedAt)) continue;
    happenings.push({
      kind: 'chore',
      at: instance.completedAt,
      id: instance.id,
      name: chore.name,
      coins: chore.rewardCoins,
      doneBy: instance.doneBy ?? null,
    });
  }

  return happenings.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
}
