// A child's age in words, for the parent's screens ("4 years old", "18 months old").

/** The age on `today` of a child born on `birthDate` (both YYYY-MM-DD), or null without a birth date. */
export function describeAge(birthDate: string | null, today: string): string | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  let months = (ty - by) * 12 + (tm - bm);
  if (td < bd) months -= 1;
  if (months < 0) return null;
  if (months < 24) return `${months} month${months === 1 ? '' : 's'} old`;
  const years = Math.floor(months / 12);
  return `${years} years old`;
}
