// A child's age in words, for the parent's screens ("4 years old", "18 months old").
import { ageInMonths } from '@sync/domain/child-age';

/** The age on `today` of a child born on `birthDate` (both YYYY-MM-DD), or null without a birth date. */
export function describeAge(birthDate: string | null, today: string): string | null {
  const months = ageInMonths(birthDate, today);
  if (months === null) return null;
  if (months < 24) return `${months} month${months === 1 ? '' : 's'} old`;
  const years = Math.floor(months / 12);
  return `${years} years old`;
}
