// What Nia notices in a child's own history, and the edits she proposes (I-INS): a step that keeps running
// over its countdown, one done in half the time, a routine often left unfinished or started late, a step
// mastered for a fortnight, and a streak worth saying out loud. Each proposal is one or two exact edits the
// parent approves with a tap; nothing changes by itself. No history, no proposals.
import type { Routine } from '../collections/routines';
import type { RoutineInstance } from '../collections/routine-instances';
import { minutesOfDay, timeOfMinutes } from './family-clock';
import { addDays, type CalendarDate } from './family-date';
import { minutesWithinBounds } from './routine-bounds';
import { applyRoutineEdit, type RoutineEdit } from './routine-edits';
import { isTaskDone, taskKey } from './routine-progress';
import { firstTickMinute, median, stepMinutes } from './routine-observations';
import { isScheduledOn } from './routine-schedule';

/** Days of history read for step lengths (I-INS-1). */
export const STEP_DAYS = 28;
/** Days read for finishing, mastery and streaks. */
export const RECENT_DAYS = 14;
/** A step overruns when its median is this many times its minutes (and a minute more) over ≥ 3 days. */
export const OVERRUN_FACTOR = 1.5;
/** A step is quick when its median is at most this share of its minutes over ≥ 5 days. */
export const QUICK_FACTOR = 0.5;
/** A routine is often unfinished when it is completed on fewer than this share of its scheduled days. */
export const UNFINISHED_SHARE = 0.5;
/** A start this many minutes after the routine's time is a late start. */
export const LATE_START_MINUTES = 20;
/** Days in a row worth a note. */
export const STREAK_DAYS = 7;

/** An edit the parent can make with one tap, and its button's words. */
export interface ProposalChoice {
  readonly label: string;
  readonly edit: RoutineEdit;
}

/** A change Nia proposes to one routine. */
export interface RoutineProposal {
  /** Stable for the same finding, so "Not now" sticks. */
  readonly id: string;
  readonly kind: 'overrun' | 'quick' | 'late-start' | 'unfinished' | 'mastered';
  readonly routineId: string;
  readonly routineName: string;
  readonly title: string;
  /** The evidence, in plain words. */
  readonly detail: string;
  readonly choices: readonly ProposalChoice[];
}

/** Something worth telling the child, with no edit. */
export interface InsightNote {
  readonly id: string;
  readonly text: string;
}

/** What Nia noticed for one child. */
export interface RoutineInsights {
  readonly proposals: readonly RoutineProposal[];
  readonly notes: readonly InsightNote[];
}

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** The scheduled days of `routine` among the RECENT_DAYS before today (today is not over yet). */
function recentScheduledDays(routine: Routine, today: CalendarDate): CalendarDate[] {
  const created = routine.createdAt.slice(0, 10);
  const days: CalendarDate[] = [];
  for (let back = RECENT_DAYS; back >= 1; back--) {
    const date = addDays(today, -back);
    if (date >= created && isScheduledOn(routine, date)) days.push(date);
  }
  return days;
}

function stepProposals(routine: Routine, instances: readonly RoutineInstance[]): RoutineProposal[] {
  const proposals: RoutineProposal[] = [];
  const observed = stepMinutes(routine, instances);
  routine.tasks.forEach((task, index) => {
    const key = taskKey(routine.tasks, index);
    const minutes = observed.get(key) ?? [];
    const typical = median(minutes);
    // I-INS-2: overrun → lengthen, or split when the step is long.
    if (minutes.length >= 3 && typical >= task.duration * OVERRUN_FACTOR && typical >= task.duration + 1) {
      const longer = Math.ceil(typical);
      const half = Math.ceil(typical / 2);
      const offered: ProposalChoice[] = [
        {
          label: `Make it ${minutesText(longer)}`,
          edit: { type: 'set-minutes', taskKey: key, minutes: longer },
        },
      ];
      if (task.duration >= 4 || typical >= 6) {
        offered.push({
          label: 'Split it into two steps',
          edit: { type: 'split-step', taskKey: key, minutes: [half, half] },
        });
      }
      // V-ROUTINE-6: an edit past the routine's bounds would be a local write the server refuses, never synced.
      const choices = offered.filter((choice) =>
        minutesWithinBounds(applyRoutineEdit(routine, choice.edit).tasks),
      );
      if (choices.length === 0) return;
      proposals.push({
        id: `overrun/${routine.id}/${key}/${longer}`,
        kind: 'overrun',
        routineId: routine.id,
        routineName: routine.name,
        title: `“${task.name}” keeps running over`,
        detail: `It took about ${minutesText(Math.round(typical))} on ${minutes.length} recent days; the countdown gives ${minutesText(task.duration)}. A timer that runs out every day feels like failing. Give it the time it takes, or make it two smaller steps.`,
        choices,
      });
    }
    // I-INS-3: much quicker than planned → lower the minutes.
    if (minutes.length >= 5 && task.duration >= 3 && typical <= task.duration * QUICK_FACTOR) {
      const shorter = Math.max(1, Math.ceil(typical * 1.25));
      proposals.push({
        id: `quick/${routine.id}/${key}/${shorter}`,
        kind: 'quick',
        routineId: routine.id,
        routineName: routine.name,
        title: `“${task.name}” is done in half the time`,
        detail: `It took about ${minutesText(Math.max(1, Math.round(typical)))} on ${minutes.length} recent days, with ${minutesText(task.duration)} on the countdown. A shorter timer keeps the routine moving.`,
        choices: [
          {
            label: `Make it ${minutesText(shorter)}`,
            edit: { type: 'set-minutes', taskKey: key, minutes: shorter },
          },
        ],
      });
    }
  });
  return proposals;
}

function routineProposals(
  routine: Routine,
  instances: readonly RoutineInstance[],
  today: CalendarDate,
  timeZone: string,
): { proposals: RoutineProposal[]; notes: InsightNote[] } {
  const proposals: RoutineProposal[] = [];
  const notes: InsightNote[] = [];
  const days = recentScheduledDays(routine, today);
  const byDate = new Map(instances.map((instance) => [instance.date, instance]));
  const completed = days.filter((date) => byDate.get(date)?.completionStatus === 'completed');
  const started = days.flatMap((date) => {
    const instance = byDate.get(date);
    const minute = instance ? firstTickMinute(instance, timeZone) : null;
    return minute === null ? [] : [minute];
  });
  // I-INS-4: often unfinished → a start time that matches the family's real mornings, else one step fewer.
  if (days.length >= 5 && started.length > 0 && completed.length / days.length < UNFINISHED_SHARE) {
    const lateBy = median(started) - minutesOfDay(routine.startTime);
    if (started.length >= 3 && lateBy >= LATE_START_MINUTES) {
      const startTime = timeOfMinutes(Math.round(median(started) / 5) * 5);
      proposals.push({
        id: `late-start/${routine.id}/${startTime}`,
        kind: 'late-start',
        routineId: routine.id,
        routineName: routine.name,
        title: `${routine.name} usually starts later than ${routine.startTime}`,
        detail: `It was finished on ${completed.length} of the last ${days.length} days, and usually started around ${startTime}. Moving the start time makes the board match your real day.`,
        choices: [{ label: `Start it at ${startTime}`, edit: { type: 'move-start', startTime } }],
      });
    } else if (routine.tasks.length >= 4) {
      const unfinished = days.filter((date) => !completed.includes(date));
      const missed = routine.tasks.map((_task, index) => {
        const key = taskKey(routine.tasks, index);
        return unfinished.filter((date) => !isTaskDone(byDate.get(date)?.status[key])).length;
      });
      const most = Math.max(...missed);
      const index = missed.lastIndexOf(most);
      const task = routine.tasks[index];
      if (task && most > 0) {
        const key = taskKey(routine.tasks, index);
        proposals.push({
          id: `unfinished/${routine.id}/${key}`,
          kind: 'unfinished',
          routineId: routine.id,
          routineName: routine.name,
          title: `${routine.name} is often left unfinished`,
          detail: `It was finished on ${completed.length} of the last ${days.length} days; “${task.name}” was the step most often left. A shorter routine that gets finished beats a long one that doesn't.`,
          choices: [{ label: `Take “${task.name}” off`, edit: { type: 'remove-step', taskKey: key } }],
        });
      }
    }
  }
  // I-INS-5: a step done on every scheduled day for two weeks, in its time → graduate it.
  if (days.length >= 10 && routine.tasks.length >= 2) {
    const observed = stepMinutes(
      routine,
      days.flatMap((date) => byDate.get(date) ?? []),
    );
    routine.tasks.forEach((task, index) => {
      const key = taskKey(routine.tasks, index);
      const everyDay = days.every((date) => isTaskDone(byDate.get(date)?.status[key]));
      const times = observed.get(key) ?? [];
      if (!everyDay || (times.length > 0 && median(times) > task.duration)) return;
      proposals.push({
        id: `mastered/${routine.id}/${key}`,
        kind: 'mastered',
        routineId: routine.id,
        routineName: routine.name,
        title: `“${task.name}” is a habit now`,
        detail: `Done on all of the last ${days.length} days. Taking it off the board lets your child do it on their own, and the routine's coins stay the same.`,
        choices: [{ label: 'Graduate it off the board', edit: { type: 'remove-step', taskKey: key } }],
      });
    });
  }
  // I-INS-6: a streak worth saying out loud.
  let streak = 0;
  for (const date of [...days].reverse()) {
    if (!completed.includes(date)) break;
    streak++;
  }
  if (streak >= STREAK_DAYS) {
    notes.push({
      id: `streak/${routine.id}/${streak}`,
      text: `${routine.name}: finished ${streak} times in a row. Tell them you noticed the effort.`,
    });
  }
  return { proposals, notes };
}

const ORDER: Record<RoutineProposal['kind'], number> = {
  overrun: 0,
  unfinished: 1,
  'late-start': 2,
  quick: 3,
  mastered: 4,
};

/** Everything Nia noticed in one child's routines on the family's `today` (I-INS-7: none without history). */
export function routineInsights(input: {
  routines: readonly Routine[];
  instances: readonly RoutineInstance[];
  today: CalendarDate;
  timeZone: string;
}): RoutineInsights {
  const from = addDays(input.today, -STEP_DAYS);
  const proposals: RoutineProposal[] = [];
  const notes: InsightNote[] = [];
  for (const routine of input.routines.filter((candidate) => candidate.isActive)) {
    const instances = input.instances.filter(
      (instance) =>
        instance.routineId === routine.id && instance.date >= from && instance.date <= input.today,
    );
    if (instances.length === 0) continue;
    proposals.push(...stepProposals(routine, instances));
    const found = routineProposals(routine, instances, input.today, input.timeZone);
    proposals.push(...found.proposals);
    notes.push(...found.notes);
  }
  return { proposals: proposals.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]).slice(0, 5), notes };
}
