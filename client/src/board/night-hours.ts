// When the board is in its night hours (ADR 0039). The hours are times on the family's clock, like every
// schedule of the board (ADR 0020), so a tablet whose own zone differs still dims at the family's 19:30.
import { familyTimeOf, minutesOfDay } from '../../../sync/domain/family-clock';

/** Minutes since midnight that the family's wall clock shows at `instant`. */
export function familyMinutesOfDay(instant: Date, timeZone: string): number {
  return minutesOfDay(familyTimeOf(instant, timeZone));
}

/**
 * Whether `minutes` (since midnight) fall in the hours from `from` up to, not including, `to` (`HH:MM`).
 * Hours that pass midnight (19:30–06:30) wrap; equal ends mean no night at all.
 */
export function isInHours(minutes: number, from: string, to: string): boolean {
  const start = minutesOfDay(from);
  const end = minutesOfDay(to);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Whether the board should be dimmed at `now` by these night-dim preferences. */
export function isNightTime(
  now: Date,
  nightDim: { readonly enabled: boolean; readonly from: string; readonly to: string },
  timeZone: string,
): boolean {
  return nightDim.enabled && isInHours(familyMinutesOfDay(now, timeZone), nightDim.from, nightDim.to);
}
