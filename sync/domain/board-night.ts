// When a child's board dims for the night (ADR 0056). The night is a pair of times on the family's clock
// (ADR 0020): a parent's own choice for the child's boards, else what the child's routines say (after the
// last evening routine, until the first morning one), else 19:30 to 06:30. Inside those hours the board
// still never dims over what a child is doing: a routine under way, a countdown, a ringing alarm, or a
// touch in the last two minutes.
import { familyTimeOf, minutesOfDay, timeOfMinutes, type TimeOfDay } from './family-clock';
import { routineMinutes, type ScheduledRoutine } from './routine-schedule';

/** A night: from `from` up to, not including, `to`, both `HH:MM` on the family's clock; may pass midnight. */
export interface NightHours {
  readonly from: TimeOfDay;
  readonly to: TimeOfDay;
}

/** The night of a board whose child has no routines to go by and no hours set (D-NIGHT-1). */
export const DEFAULT_NIGHT_HOURS: NightHours = { from: '19:30', to: '06:30' };

/** A routine that starts before noon is a morning routine (D-NIGHT-2). */
export const MORNING_BEFORE: TimeOfDay = '12:00';
/**
 * A routine that starts at 17:00 or later is an evening routine (D-NIGHT-2): an after-school routine at
 * 15:30 is not what ends a child's day.
 */
export const EVENING_FROM: TimeOfDay = '17:00';

/** How long a touch keeps a board awake at night (D-NIGHT-3). */
export const NIGHT_WAKE_MS = 2 * 60_000;

const MINUTES_PER_DAY = 1440;

/**
 * Whether `minutes` (since midnight) fall in the night from `from` up to, not including, `to` (D-NIGHT-4).
 * A night that passes midnight (19:30–06:30) wraps; equal ends mean no night at all.
 */
export function isInHours(minutes: number, hours: NightHours): boolean {
  const start = minutesOfDay(hours.from);
  const end = minutesOfDay(hours.to);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Whether `now` falls in the night `hours` on the family's clock in `timeZone` (D-NIGHT-4). */
export function isNightAt(now: Date, hours: NightHours, timeZone: string): boolean {
  return isInHours(minutesOfDay(familyTimeOf(now, timeZone)), hours);
}

/**
 * The night the child's routines give (D-NIGHT-2): from the latest end of an active evening routine (its
 * start plus its steps' minutes, which may pass midnight) until the earliest start of an active morning
 * routine. A side with no routine keeps the default's time; a night the routines leave no room for (an
 * evening that ends after the morning starts) is the default.
 */
export function nightHoursFromRoutines(routines: readonly ScheduledRoutine[]): NightHours {
  const active = routines.filter((routine) => routine.isActive);
  const morningBefore = minutesOfDay(MORNING_BEFORE);
  const eveningFrom = minutesOfDay(EVENING_FROM);
  const mornings = active
    .map((routine) => minutesOfDay(routine.startTime))
    .filter((start) => start < morningBefore);
  // Ends counted on from the evening's own midnight, so 23:50 plus 20 minutes is 24:10, later than 23:00.
  const evenings = active
    .filter((routine) => minutesOfDay(routine.startTime) >= eveningFrom)
    .map((routine) => minutesOfDay(routine.startTime) + routineMinutes(routine));
  const to = mornings.length > 0 ? Math.min(...mornings) : minutesOfDay(DEFAULT_NIGHT_HOURS.to);
  const from = evenings.length > 0 ? Math.max(...evenings) : minutesOfDay(DEFAULT_NIGHT_HOURS.from);
  if (from >= MINUTES_PER_DAY + to) return DEFAULT_NIGHT_HOURS;
  return { from: timeOfMinutes(from), to: timeOfMinutes(to) };
}

/** Where a board's night hours come from, for the words a grown-up reads beside them. */
export type NightHoursSource = 'tablet' | 'parent' | 'routines' | 'default';

/**
 * A board's night hours (D-NIGHT-1): the tablet's own hours if a grown-up gave it some, else the hours a
 * parent set for the child's boards, else the child's routines' night, else the default.
 */
export function boardNightHours(choices: {
  readonly tablet: NightHours | null;
  readonly parent: NightHours | null;
  readonly routines: readonly ScheduledRoutine[];
}): { readonly hours: NightHours; readonly source: NightHoursSource } {
  if (choices.tablet !== null) return { hours: choices.tablet, source: 'tablet' };
  if (choices.parent !== null) return { hours: choices.parent, source: 'parent' };
  const hasMorningOrEvening = choices.routines.some((routine) => {
    const start = minutesOfDay(routine.startTime);
    return routine.isActive && (start < minutesOfDay(MORNING_BEFORE) || start >= minutesOfDay(EVENING_FROM));
  });
  return hasMorningOrEvening
    ? { hours: nightHoursFromRoutines(choices.routines), source: 'routines' }
    : { hours: DEFAULT_NIGHT_HOURS, source: 'default' };
}

/** What the board knows at one moment when it decides whether to dim. */
export interface NightDimState {
  readonly now: Date;
  /** The family's IANA time zone: the night hours are times on its clock. */
  readonly timeZone: string;
  /** The board's night hours; null when this tablet never dims. */
  readonly hours: NightHours | null;
  /** A routine is under way (D-SCHED-2: its window holds now and it is not done). */
  readonly routineUnderWay: boolean;
  /** A step's countdown has time left. */
  readonly countdownRunning: boolean;
  /** An alarm is ringing. */
  readonly alarmRinging: boolean;
  /** The last touch anywhere on the board, the first "tap to start" included; null before any. */
  readonly lastTouchAt: Date | null;
}

/**
 * Whether the board is dimmed (D-NIGHT-3): only inside its night hours, and never while a routine is under
 * way, a countdown runs or an alarm rings, nor within `NIGHT_WAKE_MS` of the last touch.
 */
export function shouldDimBoard(state: NightDimState): boolean {
  if (state.hours === null) return false;
  if (state.routineUnderWay || state.countdownRunning || state.alarmRinging) return false;
  if (state.lastTouchAt !== null && state.now.getTime() - state.lastTouchAt.getTime() < NIGHT_WAKE_MS) {
    return false;
  }
  return isNightAt(state.now, state.hours, state.timeZone);
}
