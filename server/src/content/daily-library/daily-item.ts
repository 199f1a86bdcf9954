// An item of the boards' built-in daily content (ADR 0044) and the age bands it suits.
import { AGE_GROUPS, type AgeGroup } from '@sync/domain/age-group';

/** A joke or a quote, with the bands it is written for. */
export interface DailyItem {
  readonly text: string;
  readonly bands: readonly AgeGroup[];
}

/** Every band from `from` to `to`, inclusive, youngest first. */
export function bandsFrom(from: AgeGroup, to: AgeGroup): AgeGroup[] {
  return AGE_GROUPS.slice(AGE_GROUPS.indexOf(from), AGE_GROUPS.indexOf(to) + 1);
}

/** Tags each text with the same bands. */
export function tagged(bands: readonly AgeGroup[], texts: readonly string[]): DailyItem[] {
  return texts.map((text) => ({ text, bands }));
}
