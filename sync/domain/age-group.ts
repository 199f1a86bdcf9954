// The one definition of age bands (D-AGE-1, ADR 0095): daily content, Nia's guide and suggestions, and the
// ready-made routines are all written for these bands, and every screen names a band the same way
// (D-AGE-2), so a child of eight is "ages 7–9" everywhere (docs/product.md: children aged 3 and up). A
// child's band follows from their birth date on the family's calendar.
import { ageInMonths } from './child-age';
import type { CalendarDate } from './family-date';

/** The age bands, youngest first. */
export const AGE_GROUPS = ['3-4', '5-6', '7-9', '10-12', '13+'] as const;

/** One of `AGE_GROUPS`, as the daily content's `ageGroup` holds it. */
export type AgeGroup = (typeof AGE_GROUPS)[number];

/**
 * The band of a child born on `birthDate` on `today` (D-AGE-1): by whole years, under 5 → 3-4 (younger
 * children too, the product's youngest band), 5–6, 7–9, 10–12, 13 and over → 13+. Without a birth date the
 * youngest band: its content suits every child.
 */
export function ageGroupOf(birthDate: CalendarDate | null, today: CalendarDate): AgeGroup {
  const months = ageInMonths(birthDate, today);
  return months === null ? '3-4' : ageGroupOfYears(Math.floor(months / 12));
}

/** The band of an age in whole years (D-AGE-1): under five (younger than three too) is the youngest band. */
export function ageGroupOfYears(years: number): AgeGroup {
  if (years < 5) return '3-4';
  if (years < 7) return '5-6';
  if (years < 10) return '7-9';
  if (years < 13) return '10-12';
  return '13+';
}

/** How each band is written at the start of a label (D-AGE-2): "Ages 3–4", "Ages 13+". */
export const AGE_GROUP_LABELS: Readonly<Record<AgeGroup, string>> = {
  '3-4': 'Ages 3–4',
  '5-6': 'Ages 5–6',
  '7-9': 'Ages 7–9',
  '10-12': 'Ages 10–12',
  '13+': 'Ages 13+',
};

/** A band inside a sentence (D-AGE-2): "ages 3–4", "ages 13+". */
export function ageGroupLabel(group: AgeGroup): string {
  return AGE_GROUP_LABELS[group].toLowerCase();
}
