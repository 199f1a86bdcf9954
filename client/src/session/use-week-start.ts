// The first day of the family's week (ADR 0061) as the parent app reads it from the signed-in account:
// every list of days (the pickers, the schedule, the coin history) starts on it.
import { familyWeekStart, type WeekDay } from '@sync/domain/week-start';
import type { PublicUser } from '@sync/schemas/user';
import { useCurrentUser } from './current-user';

/**
 * The family's week start: from the family's country, or this parent's own where an account remembered by
 * an older app does not carry it (D-WSTART-2).
 */
export function weekStartOfUser(user: PublicUser | null | undefined): WeekDay {
  return familyWeekStart({
    country: user?.familyCountry !== undefined ? user.familyCountry : user?.country,
    weatherCountry: user?.family?.weatherPlace?.country,
  });
}

/** The first day of the family's week, 0 (Sunday) to 6. */
export function useWeekStart(): WeekDay {
  return weekStartOfUser(useCurrentUser().user);
}
