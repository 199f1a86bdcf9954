// What a caregiver already gave a child on one day (HOUSEHOLD-5): the family's bound is for the day, not for
// each bonus. The server counts it before it stores a caregiver's bonus, the parent app before it offers one,
// with this one rule.
import type { DoneBy } from '../schemas/done-by';
import { familyDate, type CalendarDate } from './family-date';

/** A ledger entry as the count reads it. */
export interface BonusFact {
  readonly points: number;
  readonly activityType: string;
  readonly activityId: string | null;
  readonly createdAt: string;
  readonly doneBy: DoneBy;
}

/**
 * The coins of the bonuses (positive `system` entries naming nothing, D-LEDGER-6) that the member `memberId`
 * gave on the family-local `day`, among one child's live entries.
 */
export function bonusesGivenOn(
  entries: Iterable<BonusFact>,
  memberId: string,
  day: CalendarDate,
  timeZone: string,
): number {
  let given = 0;
  for (const entry of entries) {
    const isBonus = entry.activityType === 'system' && entry.activityId === null && entry.points > 0;
    const byThem = entry.doneBy?.kind === 'member' && entry.doneBy.id === memberId;
    if (isBonus && byThem && familyDate(entry.createdAt, timeZone) === day) given += entry.points;
  }
  return given;
}
