// The boards' built-in daily content (ADR 0044): at least 120 jokes and 120 sayings for every age band, so a
// band sees no item twice in 120 days.
import type { AgeGroup } from '@sync/domain/age-group';
import type { DailyItem } from './daily-item';
import { JOKES_FOR_EVERYONE } from './jokes-for-everyone';
import { JOKES_FOR_OLDER } from './jokes-for-older';
import { SAYINGS_FOR_EVERYONE } from './sayings-for-everyone';
import { SAYINGS_FOR_OLDER } from './sayings-for-older';

/** The two kinds of daily content. */
export type DailyKind = 'joke' | 'quote';

const LIBRARY: Record<DailyKind, readonly DailyItem[]> = {
  joke: [...JOKES_FOR_EVERYONE, ...JOKES_FOR_OLDER],
  quote: [...SAYINGS_FOR_EVERYONE, ...SAYINGS_FOR_OLDER],
};

/** The texts of `kind` written for `band`, in library order. */
export function libraryFor(kind: DailyKind, band: AgeGroup): string[] {
  return LIBRARY[kind].filter((item) => item.bands.includes(band)).map((item) => item.text);
}

/** Every item of `kind`, for the library's own tests. */
export function allItems(kind: DailyKind): readonly DailyItem[] {
  return LIBRARY[kind];
}
