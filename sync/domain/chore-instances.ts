// A chore's days, one instance per (chore, date, child), and who a chore is given to (ADR 0030). The
// chore document has no list of children: the instances are the assignment, as the spec's model has it
// (chore instances carry `assignedChildId`). These pure rules let any device set up the same instances.
import type { ChoreSchedule } from '../collections/chores';
import type { ChoreInstance } from '../collections/chore-instances';
import type { ChoreInstanceStatus } from '../schemas/enums';
import { choreInstanceDates, CHORE_OVERDUE_DAYS } from './chore-schedule';
import type { CalendarDate } from './family-date';
import { daysBetween } from './family-date';
import { choreInstanceId } from './name-based-id';

/** The instance fields these rules read. */
export type ChoreInstanceFacts = Pick<
  ChoreInstance,
  'id' | 'choreId' | 'date' | 'assignedChildId' | 'status' | 'completedAt'
>;

/** Whether an instance records a completion. */
export function isChoreInstanceDone(instance: Pick<ChoreInstance, 'status' | 'completedAt'>): boolean {
  return instance.status === 'completed';
}

// A completion is history (and may have earned coins): setting up the days never removes one. An
// instance unassigned by a child's removal keeps its completedAt, so that counts too.
function isRemovable(instance: ChoreInstanceFacts): boolean {
  return !isChoreInstanceDone(instance) && instance.completedAt === null;
}

/**
 * The children a chore is given to (D-CINST-3): those of its instances on the latest date that has any
 * instance, sorted. An instance for nobody (`assignedChildId` null) records "given to nobody" and counts
 * only when it is alone.
 */
export function choreAssignees(instances: Iterable<ChoreInstanceFacts>): string[] {
  let latest: CalendarDate | null = null;
  const byDate = new Map<CalendarDate, Set<string>>();
  for (const instance of instances) {
    const children = byDate.get(instance.date) ?? new Set<string>();
    if (instance.assignedChildId !== null) children.add(instance.assignedChildId);
    byDate.set(instance.date, children);
    if (latest === null || instance.date > latest) latest = instance.date;
  }
  return latest === null ? [] : [...(byDate.get(latest) ?? [])].sort();
}

/** What to write so that a chore's instances match its schedule and its children. */
export interface ChoreInstancePlan {
  /** New instances, with their deterministic ids (D-CINST-1), status `pending` or `not_assigned`. */
  readonly create: readonly Omit<ChoreInstance, 'familyId' | 'createdAt' | 'updatedAt' | 'doneBy'>[];
  /** Ids of instances to delete: not done, from today on, on a day or for a child no longer planned. */
  readonly remove: readonly string[];
}

/** What `planChoreInstances` reads. */
export interface ChoreInstancePlanInput {
  readonly choreId: string;
  /** The chore's schedule; null for a deleted chore, whose days to come are all removed. */
  readonly chore: ChoreSchedule | null;
  /** The children it is given to (none: given to nobody). */
  readonly children: readonly string[];
  /** The chore's instances as the device holds them. */
  readonly existing: Iterable<ChoreInstanceFacts>;
  readonly today: CalendarDate;
}

const slot = (date: CalendarDate, childId: string | null) => `${date}/${childId ?? ''}`;

/**
 * The instances a chore should have from `today` on (D-CINST-2): on each of its instance dates, one
 * `pending` instance per assigned child, or one `not_assigned` instance when it is given to nobody.
 * Instances that are not done and no longer fit (another day, another child, a deleted chore) are
 * removed; done ones, and every instance before today, are left as history. An instance that already
 * stands for a day and child, whatever its id, is kept rather than doubled.
 */
export function planChoreInstances({
  choreId,
  chore,
  children,
  existing,
  today,
}: ChoreInstancePlanInput): ChoreInstancePlan {
  const wanted = new Map<string, Omit<ChoreInstance, 'familyId' | 'createdAt' | 'updatedAt' | 'doneBy'>>();
  for (const date of chore === null ? [] : choreInstanceDates(chore, today)) {
    for (const childId of children.length === 0 ? [null] : children) {
      const status: ChoreInstanceStatus = childId === null ? 'not_assigned' : 'pending';
      const id = choreInstanceId(choreId, date, childId);
      wanted.set(slot(date, childId), {
        id,
        choreId,
        date,
        assignedChildId: childId,
        status,
        completedAt: null,
      });
    }
  }
  const covered = new Set<string>();
  const remove: string[] = [];
  for (const instance of existing) {
    if (instance.choreId !== choreId) continue;
    const key = slot(instance.date, instance.assignedChildId);
    if (wanted.has(key) || !isRemovable(instance)) covered.add(key);
    else if (instance.date >= today) remove.push(instance.id);
  }
  const create = [...wanted].filter(([key]) => !covered.has(key)).map(([, instance]) => instance);
  return { create, remove };
}

/** How a chore on a day stands for a child, as screens show it (D-CHORE-2). */
export type ChoreDayStatus = 'done' | 'pending' | 'overdue' | 'missed' | 'not_assigned';

/**
 * The shown status of a chore instance on `today` (D-CHORE-2): done when completed; not assigned when it
 * names no child; pending on or after its date; overdue when its date is up to `CHORE_OVERDUE_DAYS` days
 * past and it is not done; missed when older. Overdue is derived, never written, so no device has to
 * rewrite yesterday's instances at midnight (a stored `overdue` reads as not done).
 */
export function choreDayStatus(
  instance: Pick<ChoreInstance, 'date' | 'assignedChildId' | 'status' | 'completedAt'>,
  today: CalendarDate,
): ChoreDayStatus {
  if (isChoreInstanceDone(instance)) return 'done';
  if (instance.assignedChildId === null) return 'not_assigned';
  const late = daysBetween(instance.date, today);
  if (late <= 0) return 'pending';
  return late <= CHORE_OVERDUE_DAYS ? 'overdue' : 'missed';
}
