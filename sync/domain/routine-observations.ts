// What a child's routine history says, read from the routine instances the board writes (ADR 0019): how long
// each step really took and when the routine was really started. Pure, for the coach's insights (I-INS).
import type { Routine } from '../collections/routines';
import type { RoutineInstance } from '../collections/routine-instances';
import { familyTimeOf, minutesOfDay } from './family-clock';
import { taskKey } from './routine-progress';

/** A tick as read from an instance's status. */
interface Tick {
  readonly completedAt: number;
  readonly startedAt: number | null;
  readonly by: string | null;
}

function tickOf(value: unknown): Tick | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const info = value as Record<string, unknown>;
  const completedAt = typeof info.completedAt === 'string' ? Date.parse(info.completedAt) : Number.NaN;
  if (!Number.isFinite(completedAt)) return null;
  const startedAt = typeof info.startedAt === 'string' ? Date.parse(info.startedAt) : Number.NaN;
  return {
    completedAt,
    startedAt: Number.isFinite(startedAt) ? startedAt : null,
    by: typeof info.by === 'string' ? info.by : null,
  };
}

/**
 * The minutes each step of `routine` took on the days of `instances` (I-INS-1), by task key: from its
 * countdown's start to its tick when the board kept the start (D-RINST-4); else, for board ticks, since the
 * previous step's tick that day. A gap longer than three times the step's minutes plus ten is a break, not
 * the step, and is left out.
 */
export function stepMinutes(routine: Routine, instances: readonly RoutineInstance[]): Map<string, number[]> {
  const observed = new Map<string, number[]>();
  for (const instance of instances) {
    let previous: Tick | null = null;
    routine.tasks.forEach((task, index) => {
      const key = taskKey(routine.tasks, index);
      const tick = tickOf(instance.status[key]);
      if (tick === null) return;
      const from =
        tick.startedAt ?? (tick.by === 'board' && previous?.by === 'board' ? previous.completedAt : null);
      previous = tick;
      if (from === null) return;
      const minutes = (tick.completedAt - from) / 60_000;
      if (minutes <= 0 || minutes > task.duration * 3 + 10) return;
      observed.set(key, [...(observed.get(key) ?? []), minutes]);
    });
  }
  return observed;
}

/** The family-local minute of the day of an instance's first tick, or null when nothing was ticked. */
export function firstTickMinute(instance: RoutineInstance, timeZone: string): number | null {
  const ticks = Object.values(instance.status)
    .map(tickOf)
    .filter((tick): tick is Tick => tick !== null)
    .map((tick) => tick.startedAt ?? tick.completedAt);
  if (ticks.length === 0) return null;
  return minutesOfDay(familyTimeOf(new Date(Math.min(...ticks)), timeZone));
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
