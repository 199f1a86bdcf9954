// The age bands that daily content and the coach's suggestions are written for (docs/product.md: children
// aged 3 and up). A child's band follows from their birth date on the family's calendar.
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
  if (months === null) return '3-4';
  const years = Math.floor(months / 12);
  if (years < 5) return '3-4';
  if (years < 7) return '5-6';
  if (years < 10) return '7-9';
  if (years < 13) return '10-12';
  return '13+';
}
