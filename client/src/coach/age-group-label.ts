// An age band as a parent reads it.
import type { AgeGroup } from '@sync/domain/age-group';

/** "ages 3–4", "ages 13+". */
export function ageGroupLabel(group: AgeGroup): string {
  return `ages ${group.replace('-', '–')}`;
}
