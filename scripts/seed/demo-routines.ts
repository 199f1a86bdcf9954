// Each child's morning and evening routine, three weeks of days on them (ADR 0019), and the ledger entry
// that every completed day earned (ADR 0018).
import { randomUUID } from 'node:crypto';
import { routineInstanceId } from '@sync/domain/name-based-id';
import { taskKey } from '@sync/domain/routine-progress';
import type { StoredTask } from '../../server/src/db/tables';
import type { DemoChild } from './demo-children';
import { at, HISTORY_DAYS, lastDays, setupTimestamps, type DemoContext } from './demo-context';
import type { DemoDrafts } from './demo-drafts';
import { dayOfWeek } from './local-date';

/** Points a completed routine earns per task: the reward configuration's base points. */
export const BASE_POINTS = 5;

interface RoutineSpec {
  kind: 'morning' | 'evening';
  name: string;
  startTime: string;
  daysOfWeek: number[];
  tasks: StoredTask[];
}

function routineSpecs(child: DemoChild): RoutineSpec[] {
  return [
    {
      kind: 'morning',
      name: 'Morning routine',
      startTime: '07:00',
      daysOfWeek: [1, 2, 3, 4, 5],
      tasks: child.morningTasks,
    },
    {
      kind: 'evening',
      name: 'Evening routine',
      startTime: '19:00',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      tasks: child.eveningTasks,
    },
  ];
}

function isMissed(child: DemoChild, routine: RoutineSpec, daysAgo: number): boolean {
  return (
    child.missedDays.includes(daysAgo) ||
    (routine.kind === 'morning' && child.missedMornings.includes(daysAgo))
  );
}

/**
 * Adds the child's routines, a routine instance for every scheduled day of the last HISTORY_DAYS
 * family-local days, and a 'routine' ledger entry of BASE_POINTS × tasks for each completed one.
 * A routine whose finishing time today is still ahead of `now` is today's not-started one.
 */
export function buildRoutines(context: DemoContext, child: DemoChild, drafts: DemoDrafts): void {
  for (const [index, spec] of routineSpecs(child).entries()) {
    const routineId = randomUUID();
    const totalMinutes = spec.tasks.reduce((sum, item) => sum + item.duration, 0);
    let lastCompletedAt: Date | null = null;

    for (const { date, daysAgo } of lastDays(context, HISTORY_DAYS)) {
      if (!spec.daysOfWeek.includes(dayOfWeek(date))) continue;
      // A few minutes over or under, varying by day, so the history does not look machine-made.
      const completedAt = at(
        context,
        date,
        spec.startTime,
        totalMinutes + ((daysAgo * 7 + index * 3) % 9) - 3,
      );
      const completed = !isMissed(child, spec, daysAgo) && completedAt <= context.now;
      const startedAt = at(context, date, spec.startTime);
      const createdAt = startedAt < context.now ? startedAt : context.now;
      // D-RINST-1: the id every device would give this routine's day, so a parent ticking a step of today's
      // demo routine changes this instance rather than making a second one.
      const instanceId = routineInstanceId(routineId, date);
      drafts.routine_instances.push({
        id: instanceId,
        family_id: context.familyId,
        routine_id: routineId,
        child_id: child.id,
        date,
        // D-RINST-2: task key → completion, as the board and the parent app write it.
        status: JSON.stringify(
          completed
            ? Object.fromEntries(
                spec.tasks.map((_item, taskIndex) => [
                  taskKey(spec.tasks, taskIndex),
                  { completedAt: completedAt.toISOString(), by: 'board' },
                ]),
              )
            : {},
        ),
        completion_status: completed ? 'completed' : 'not_started',
        completed_at: completed ? completedAt : null,
        created_at: createdAt,
        updated_at: completed ? completedAt : createdAt,
      });
      if (!completed) continue;
      lastCompletedAt = completedAt;
      drafts.reward_transactions.push({
        // D-LEDGER-1: the completion's entry has the instance's id, so it can only ever count once.
        id: instanceId,
        family_id: context.familyId,
        reward_id: child.rewardId,
        child_id: child.id,
        points: BASE_POINTS * spec.tasks.length,
        activity_type: 'routine',
        activity_id: instanceId,
        description: `${spec.name} complete`,
        created_at: completedAt,
        updated_at: completedAt,
      });
    }

    drafts.routines.push({
      id: routineId,
      family_id: context.familyId,
      child_id: child.id,
      name: spec.name,
      start_time: spec.startTime,
      tasks: JSON.stringify(spec.tasks),
      days_of_week: spec.daysOfWeek,
      last_completed_at: lastCompletedAt,
      ...setupTimestamps(context),
    });
  }
}
