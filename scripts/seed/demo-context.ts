// What every demo builder needs to know: whose family it is, when "now" is, and which children exist.
import { addDays, localDate, zonedInstant } from './local-date';

/** The family the demo rows belong to, and the moment the demo is built for. */
export interface DemoContext {
  familyId: string;
  parentId: string;
  timeZone: string;
  now: Date;
  /** The family-local date of `now` (ADR 0020). */
  today: string;
  /** When the family "set up" Brightday: before all of the demo's history. */
  setupAt: Date;
}

/** How many family-local days of routine history the demo has, today included. */
export const HISTORY_DAYS = 21;

/** How many family-local days of chore history the demo has, today included. */
export const CHORE_HISTORY_DAYS = 7;

/** Builds the context for a family whose history ends at `now`. */
export function demoContext(options: {
  familyId: string;
  parentId: string;
  timeZone: string;
  now: Date;
}): DemoContext {
  const today = localDate(options.now, options.timeZone);
  const setupAt = zonedInstant(addDays(today, -(HISTORY_DAYS + 7)), '20:30', options.timeZone);
  return { ...options, today, setupAt };
}

/** The family-local dates of the last `count` days, oldest first, ending today. */
export function lastDays(context: DemoContext, count: number): { date: string; daysAgo: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const daysAgo = count - 1 - index;
    return { date: addDays(context.today, -daysAgo), daysAgo };
  });
}

/** The family's wall-clock time `time` on `date`, plus `extraMinutes`, as an instant. */
export function at(context: DemoContext, date: string, time: string, extraMinutes = 0): Date {
  return zonedInstant(date, time, context.timeZone, extraMinutes);
}

/** Created/updated timestamps of configuration a parent set up before the demo's history. */
export function setupTimestamps(context: DemoContext): { created_at: Date; updated_at: Date } {
  return { created_at: context.setupAt, updated_at: context.setupAt };
}
